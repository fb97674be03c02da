import DocsMarkup

/// What a page shows for one `@Snippet`.
public struct ResolvedSnippet: Sendable, Equatable {
    /// The explanation's blocks (the file's opening comment), shown above the whole file only.
    public var explanation: [Block]
    /// The code.
    public var code: String

    /// Creates a snippet.
    public init(explanation: [Block], code: String) {
        self.explanation = explanation
        self.code = code
    }
}
