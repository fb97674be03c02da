extension Diagnostic {
    /// What kind of problem a diagnostic reports, by a name that stays the same when its sentence
    /// is reworded: printed after the message (`… unknown directive @Intor [unknown-directive]`),
    /// the way a compiler names its warning groups, and listed with what each means in the
    /// article that describes the build. Code that treats kinds of problems differently matches
    /// on these, never on the sentence.
    package struct ID: Hashable, Sendable, CustomStringConvertible {
        /// The name, in lowercase words joined by `-`.
        package let name: String

        private init(_ name: String) { self.name = name }

        package var description: String { name }

        /// Every identifier, in the order the article lists them.
        package static let all: [ID] = sources + parsing + directives + resolution + code + theme

        /// The identifier called `name`, or `nil` when no kind of problem is.
        package static func named(_ name: String) -> ID? {
            all.first { $0.name == name }
        }

        // MARK: Reading the sources

        /// A file that cannot be read.
        package static let unreadableFile = ID("unreadable-file")
        /// A file that is not valid UTF-8.
        package static let notUTF8 = ID("not-utf8")
        /// A symbolic link whose target lies outside the package.
        package static let linkLeavesPackage = ID("link-leaves-package")
        /// A symbolic link to a folder that holds it.
        package static let linkCycle = ID("link-cycle")
        static let sources = [unreadableFile, notUTF8, linkLeavesPackage, linkCycle]

        // MARK: Parsing a page

        /// A page without a level-1 heading.
        package static let missingTitle = ID("missing-title")
        /// Content above the page's title.
        package static let contentBeforeTitle = ID("content-before-title")
        /// A second level-1 heading.
        package static let secondTitle = ID("second-title")
        /// Content nested deeper than the parser reads.
        package static let nestingTooDeep = ID("nesting-too-deep")
        static let parsing = [missingTitle, contentBeforeTitle, secondTitle, nestingTooDeep]

        // MARK: Directives

        /// A directive napkin-docs does not know.
        package static let unknownDirective = ID("unknown-directive")
        /// A directive where it may not stand, or text directly inside one that holds directives.
        package static let misplacedDirective = ID("misplaced-directive")
        /// A directive without the body in braces it needs, or with one it does not take.
        package static let directiveBody = ID("directive-body")
        /// A `{` never closed, or a `}` that closes nothing.
        package static let unbalancedBraces = ID("unbalanced-braces")
        /// Arguments a directive cannot take.
        package static let malformedArguments = ID("malformed-arguments")
        /// A directive or setting given twice where one is allowed.
        package static let repeatedDirective = ID("repeated-directive")
        /// A directive, setting or argument DocC knows that has no effect on this site.
        package static let noEffect = ID("no-effect")
        /// A directive this site shows differently from DocC (a grid shown as a list).
        package static let shownDifferently = ID("shown-differently")
        /// Content a directive leaves out (an item of `@Links` that is not a link alone).
        package static let leftOut = ID("left-out")
        static let directives = [
            unknownDirective, misplacedDirective, directiveBody, unbalancedBraces, malformedArguments,
            repeatedDirective, noEffect, shownDifferently, leftOut,
        ]

        // MARK: Resolving the site

        /// Two pages of one name, or two pages written to one file.
        package static let duplicatePage = ID("duplicate-page")
        /// No landing page, or more than one.
        package static let technologyRoot = ID("technology-root")
        /// A catalog without a root page, whose root napkin-docs makes.
        package static let generatedRoot = ID("generated-root")
        /// A `<doc:…>` link, a symbol link or a relative link that names nothing; a bare file name
        /// that names more than one file; a relative link outside the sources or to a hidden file.
        package static let brokenLink = ID("broken-link")
        /// A link to something the build cannot check (not a file of the sources).
        package static let uncheckedLink = ID("unchecked-link")
        /// A link whose scheme could run script (`javascript:`).
        package static let scriptLink = ID("script-link")
        /// A topics section that cannot list what it holds.
        package static let topics = ID("topics")
        /// A snippet that cannot be found, or a slice it does not have.
        package static let missingSnippet = ID("missing-snippet")
        /// A code file a tutorial step names that cannot be found or read.
        package static let missingCodeFile = ID("missing-code-file")
        /// A second global `@Options` in a catalog.
        package static let repeatedOptions = ID("repeated-options")
        /// A documentation extension that extends nothing, or a second one for a symbol.
        package static let documentationExtension = ID("documentation-extension")
        /// A public symbol without a doc comment (`--require-doc-comments`).
        package static let missingDocComment = ID("missing-doc-comment")
        static let resolution = [
            duplicatePage, technologyRoot, generatedRoot, brokenLink, uncheckedLink, scriptLink, topics,
            missingSnippet, missingCodeFile, repeatedOptions, documentationExtension, missingDocComment,
        ]

        // MARK: Compiling the code

        /// A block, or a tutorial step, that does not compile.
        package static let compileError = ID("compile-error")
        /// A block that uses deprecated API.
        package static let deprecatedAPI = ID("deprecated-api")
        /// A block the compiler did not get to, because of an error before it.
        package static let blockNotReached = ID("block-not-reached")
        /// A block marked `compile-error` that compiles, or fails otherwise than the page says.
        package static let expectedFailure = ID("expected-failure")
        /// A block whose info string napkin-docs cannot read (`file=`, `continue`, `replace`, …).
        package static let blockAttributes = ID("block-attributes")
        /// Blocks that build one file out of order: continued before it starts, started twice,
        /// replaced by what it holds.
        package static let fileVersions = ID("file-versions")
        /// A block that fails only for names its page never declares (a note: not drift).
        package static let needsContext = ID("needs-context")
        /// A block that fails only on API that Apple's platforms have and this one lacks (a note).
        package static let needsPlatform = ID("needs-platform")
        /// A block that restates the documented module's declarations otherwise than it declares them.
        package static let restatesAPI = ID("restates-api")
        static let code = [
            compileError, deprecatedAPI, blockNotReached, expectedFailure, blockAttributes, fileVersions,
            needsContext, needsPlatform, restatesAPI,
        ]

        // MARK: The theme and the catalog's settings

        /// A theme file (`logo.svg`, `theme.css`, `theme-settings.json`) that cannot be used.
        package static let themeFile = ID("theme-file")
        /// Theme settings that do nothing on this site.
        package static let ignoredThemeSettings = ID("ignored-theme-settings")
        /// A catalog's `Info.plist` that cannot be read, or a language that is not a language tag.
        package static let catalogInfo = ID("catalog-info")
        static let theme = [themeFile, ignoredThemeSettings, catalogInfo]
    }
}
