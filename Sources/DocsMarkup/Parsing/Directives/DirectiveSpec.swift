/// How a directive is written and where it may go: one row of ``KnownDirective/spec``, the one
/// table the interpreter checks every directive against.
struct DirectiveSpec {
    /// Where a directive may be written.
    enum Placement: Equatable {
        /// Anywhere at all (`@Comment`).
        case anywhere
        /// Directly in the page, outside any directive.
        case page
        /// In the page or in the body of a directive whose body is Markdown (`@Column`, `@Tab`, `@Step` …).
        case content
        /// In the body of the given directive only.
        case inside(KnownDirective)
    }

    /// What goes between the braces.
    enum Body: Equatable {
        /// No braces.
        case none
        /// Markdown, and the directives allowed in content.
        case markdown
        /// Markdown when there are braces, which may be left out (`@Image`'s caption).
        case optionalMarkdown
        /// Only directives that belong inside this one (`@Row` holds `@Column`s).
        case directives
    }

    /// One argument a directive takes.
    struct Argument: Equatable {
        /// The label before `:`, or `nil` for the unnamed argument.
        var label: String?
        /// Whether the directive needs it.
        var isRequired: Bool
        /// The values allowed, or `nil` for any text.
        var values: [String]?
        /// Why the site reads the argument but does nothing with it, for the note that says so;
        /// `nil` for an argument the site uses.
        var ignoredBecause: String? = nil

        /// An argument, optional unless `required`.
        static func named(_ label: String, required: Bool = false, _ values: [String]? = nil) -> Argument {
            Argument(label: label, isRequired: required, values: values)
        }

        /// An optional argument the site accepts and leaves aside, saying why.
        static func ignored(_ label: String, because reason: String) -> Argument {
            Argument(label: label, isRequired: false, values: nil, ignoredBecause: reason)
        }

        /// The unnamed argument.
        static func unnamed(required: Bool = true, _ values: [String]? = nil) -> Argument {
            Argument(label: nil, isRequired: required, values: values)
        }
    }

    /// Where the directive may go: any of these places.
    var placement: [Placement]
    /// What its body holds.
    var body: Body
    /// The arguments it takes, none when empty.
    var arguments: [Argument] = []
    /// How it is written, for hints.
    var usage: String
    /// Why a directive that means nothing on a static site is read and then left aside, for the
    /// note that says so; `nil` for a directive the site shows or honours.
    var ignoredBecause: String? = nil
}

extension DirectiveSpec {
    /// Where the directive belongs, for the hint of a misplaced one.
    var placementDescription: String {
        placement.map { place in
            switch place {
            case .anywhere: "anywhere"
            case .page: "directly in the page, outside other directives"
            case .content: "in the page or inside @Column, @Tab, @Step, @Small or @ContentAndMedia"
            case .inside(let parent): "inside @\(parent.rawValue) { … }"
            }
        }.joined(separator: " or ")
    }
}
