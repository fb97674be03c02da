import DocsMarkup
import Foundation

/// The record of the last `napkin-docs check`, ready for looking blocks up: what the site build
/// shows of each block.
package struct CheckedBlocks: Sendable, Equatable {
    private struct Key: Hashable, Sendable {
        var file: String
        var line: Int
    }

    private let entries: [Key: BlockCheckRecord.Entry]
    /// The folder the blocks' paths are relative to (the build's base directory).
    private let baseDirectory: URL

    /// The blocks of `record`, whose blocks' paths, as pages name them, are relative to `baseDirectory`.
    package init(_ record: BlockCheckRecord, baseDirectory: URL) {
        entries = Dictionary(record.entries.map { (Key(file: $0.file, line: $0.line), $0) }, uniquingKeysWith: { first, _ in first })
        self.baseDirectory = baseDirectory
    }

    /// The outcome of `block` in the last check, if the check saw it as it is now: at the same
    /// place, with the same role and code.
    package func outcome(of block: CodeBlock) -> BlockCheckOutcome? {
        let file = Self.absolutePath(of: block.location.file, in: baseDirectory)
        guard let entry = entries[Key(file: file, line: block.location.line)], entry.fingerprint == BlockFingerprint.of(block) else { return nil }
        return entry.outcome
    }

    /// The absolute, standardized path of `file`, a path as diagnostics show it: relative to
    /// `baseDirectory` unless it is absolute already.
    package static func absolutePath(of file: String, in baseDirectory: URL) -> String {
        (file.hasPrefix("/") ? URL(fileURLWithPath: file) : baseDirectory.appendingPathComponent(file)).standardizedFileURL.path
    }
}
