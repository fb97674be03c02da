import DocsMarkup
import Foundation

/// The record of the last `napkin-docs check`, ready for looking blocks up: what the site build
/// shows of each block.
package struct CheckedBlocks: Sendable, Equatable {
    private let entries: [PageLine: BlockCheckRecord.Entry]
    /// The files of the entries: a page in none of them is answered without a lookup per block.
    private let files: Set<String>
    /// The path of the folder the blocks' paths are relative to (the build's base directory),
    /// worked out once (a URL works it out on each call).
    private let basePath: String
    /// Whether the record speaks for its blocks: every module they were compiled against is as
    /// it was then (worked out once: it reads each module's file dates).
    package let isCurrent: Bool

    /// The blocks of `record`, whose blocks' paths, as pages name them, are relative to `baseDirectory`.
    /// A record whose modules were built again since speaks for no block.
    package init(_ record: BlockCheckRecord, baseDirectory: URL) {
        isCurrent = record.modulesAreAsChecked
        let current = isCurrent ? record.entries : []
        entries = Dictionary(
            current.map { (PageLine(file: $0.file, line: $0.line), $0) }, uniquingKeysWith: { first, _ in first })
        files = Set(current.map(\.file))
        basePath = baseDirectory.path
    }

    /// The outcome of each of a page's blocks in the last check, by index, for the blocks the
    /// check saw as they are now: at the same place, with the same role and code, on a page as it
    /// was then (``BlockFingerprint``).
    package func outcomes(of blocks: [CodeBlock]) -> [Int: BlockCheckOutcome] {
        // A page none of whose blocks the record has (most pages of a site, when the record is
        // another folder's) costs a lookup per block: its blocks are fingerprinted only when one
        // is in the record, and each file's path is made absolute once.
        guard !entries.isEmpty else { return [:] }
        var paths: [String: String] = [:]
        for block in blocks where paths[block.location.file] == nil {
            paths[block.location.file] = Self.absolutePath(of: block.location.file, inPath: basePath)
        }
        guard paths.values.contains(where: files.contains) else { return [:] }
        let found = blocks.map { block -> BlockCheckRecord.Entry? in
            entries[PageLine(file: paths[block.location.file]!, line: block.location.line)]
        }
        guard found.contains(where: { $0 != nil }) else { return [:] }
        var outcomes: [Int: BlockCheckOutcome] = [:]
        for (index, (entry, fingerprint)) in zip(found, BlockFingerprint.of(page: blocks)).enumerated() {
            if let entry, entry.fingerprint == fingerprint { outcomes[index] = entry.outcome }
        }
        return outcomes
    }

    /// The absolute, standardized path of `file`, a path as diagnostics show it: relative to
    /// `baseDirectory` unless it is absolute already.
    package static func absolutePath(of file: String, in baseDirectory: URL) -> String {
        absolutePath(of: file, inPath: baseDirectory.path)
    }

    /// ``absolutePath(of:in:)`` for a base directory given by its path.
    private static func absolutePath(of file: String, inPath basePath: String) -> String {
        // Joined as strings, and standardized through URL only when a `.` component or a doubled
        // `/` asks for it: a site's thousands of pages each ask once per build.
        let joined = file.hasPrefix("/") ? file : basePath + "/" + file
        guard joined.contains("/.") || joined.contains("//") || joined.hasSuffix("/") else { return joined }
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }
}
