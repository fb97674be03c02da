import DocsCodeBlocks
import DocsMarkup

/// The code a page shows from another file: a `@Snippet` of the package's `Snippets/` folder,
/// or a DocC tutorial's `@Code` file of the catalog.
package struct ResolvedCode: Sendable, Equatable {
    /// The explanation's blocks (a snippet's opening comment), shown above the whole file only.
    package var explanation: [Block]
    /// The code.
    package var code: String
    /// The name shown above the code (a `@Code`'s `name:`), if any.
    package var label: String?
    /// The code before this step (a `@Code`'s `previousFile:`), shown as a diff, if any.
    package var previousCode: String?
    /// The language, for highlighting: `swift` for Swift, else the file's extension.
    package var language: String
    /// For a `@Snippet`, the whole Swift file it is cut from, as `napkin-docs check` compiles it.
    package var snippet: CodeBlock?
    /// For a `@Snippet`, what the last check recorded of its file.
    package var outcome: BlockCheckOutcome?

    /// Creates code.
    package init(
        explanation: [Block] = [], code: String, label: String? = nil, previousCode: String? = nil,
        language: String = "swift"
    ) {
        self.explanation = explanation
        self.code = code
        self.label = label
        self.previousCode = previousCode
        self.language = language
    }
}
