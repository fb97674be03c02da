/// What a compiled block did to its file: the page shows it, and the build checks it.
package struct FileChange: Sendable, Equatable {
    /// The file.
    package var file: SwiftFileKey
    /// How the block changed it.
    package var mode: BlockRole.Mode
    /// Whether the file was named with `file=` (the page labels the block with the name) or is
    /// the page's own file.
    package var isNamed: Bool
    /// The file's lines before the block, for a replacement (the page shows the difference).
    package var previous: [CodeLine]?
}
