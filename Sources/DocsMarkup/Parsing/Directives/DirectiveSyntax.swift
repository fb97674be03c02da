/// The shape of a Markdown file as the directive scanner sees it: runs of Markdown between
/// block directives, and the directives with their arguments and bodies.
///
/// This is syntax only; which directive may appear where is checked by ``DirectiveInterpreter``.
enum SourceSection: Equatable {
    /// Consecutive lines of plain Markdown, handed to cmark as one document.
    case markdown([SourceLine])
    /// A block directive: `@Name`, `@Name(arguments)`, either optionally followed by `{ body }`.
    case directive(DirectiveNode)
}

/// One block directive as written.
struct DirectiveNode: Equatable {
    /// The name after `@`.
    var name: String
    /// Where the `@` is.
    var location: SourceLocation
    /// The arguments between parentheses, empty when there are none.
    var arguments: [DirectiveArgument]
    /// Where the `(` is, when the directive has parentheses.
    var argumentsLocation: SourceLocation?
    /// The content between `{` and `}`, or `nil` when the directive has no braces.
    var body: [SourceSection]?
}

/// One argument of a directive: `name: value`, or an unnamed `value`.
struct DirectiveArgument: Equatable {
    /// The label before `:`, or `nil` for an unnamed argument.
    var label: String?
    /// The value, with the quotes of a quoted string removed and its escapes resolved.
    var value: String
    /// Where the argument starts.
    var location: SourceLocation
}
