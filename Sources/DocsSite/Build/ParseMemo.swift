import DocsCodeBlocks
import DocsMarkup
import DocsSupport
import Foundation

/// The listing of the source folders, each source file with its stamp, and its parsed document
/// and code, kept for the next run of the same build, which lists the folders again only when a
/// file appeared or went, reads only the files that changed, and parses only the sources whose
/// path or bytes changed (`napkin-docs serve`, after one page was saved, reads and parses that
/// page). Parsing is a pure function of the source file, so what it keeps is exactly what parsing
/// again would give.
final class ParseMemo: KeptSourceFiles {
    /// A source's document and code, or the problems that stopped its parse.
    typealias Parsed = Result<(Document, PageCode), DiagnosticError>

    /// The last run's sources with what they parsed to, by path.
    private let entries = LockedValue<[String: (source: SourceFile, parsed: Parsed)]>([:])

    /// What `source` parses to: the last run's result when the source is the same file with
    /// the same bytes, else `parse(source)`, kept for the next run.
    func parsed(_ source: SourceFile, by parse: (SourceFile) -> Parsed) -> Parsed {
        if let kept = entries.withLock({ $0[source.path] }), kept.source == source { return kept.parsed }
        let parsed = parse(source)
        entries.withLock { $0[source.path] = (source, parsed) }
        return parsed
    }

    /// The last read's files, by path, with the stamp each had before it was read.
    private let files = LockedValue<[String: (stamp: FileStamp, file: SourceFile)]>([:])

    func file(_ path: String, stampedAs stamp: FileStamp) -> SourceFile? {
        files.withLock { files in files[path].flatMap { $0.stamp == stamp ? $0.file : nil } }
    }

    func file(_ path: String) -> SourceFile? {
        files.withLock { $0[path]?.file }
    }

    func keep(_ file: SourceFile, stampedAs stamp: FileStamp) {
        files.withLock { $0[file.path] = stamp.isSettled ? (stamp, file) : nil }
    }

    /// The last run's pages and what they parsed to, while every page parsed.
    private let parsedSources = LockedValue<ParsedSources?>(nil)

    /// The last run's pages and what they parsed to, taken out: each run puts back its own once
    /// it has parsed them all, so that pages read since a run that stopped are never taken for
    /// the last run's.
    func takeParsedSources() -> ParsedSources? {
        parsedSources.withLock { kept in
            defer { kept = nil }
            return kept
        }
    }

    /// Keeps a run's pages and what they parsed to for the next run.
    func keep(_ sources: ParsedSources) {
        parsedSources.withLock { $0 = sources }
    }

    /// The last run's listings, while that run's sources were all read after them.
    private let listed = LockedValue<ListedSources?>(nil)

    /// The last run's listings of `directories`, still right if the files at the paths `changed`
    /// (every one that changed, appeared or went away since that run listed them) were only
    /// changed: each is a file the listings have and still a file, or one of `watchedFiles`
    /// (which no listing holds). `nil` when not, or when the last run did not read its sources to
    /// the end (the changes it was told of are then not in the listings). Each run takes them
    /// out, and puts them back with ``keep(_:)`` once its sources are read.
    func takeListings(
        of directories: [URL], unchangedBy changed: Set<String>?, watchedFiles: [URL]
    ) -> ListedSources? {
        let kept = listed.withLock { listed in
            defer { listed = nil }
            return listed
        }
        guard let kept, let changed, kept.directories == directories else { return nil }
        let outside = Set(watchedFiles.map(\.path))
        for path in changed where !outside.contains(path) {
            guard kept.paths.contains(path), FileStamp(path: path) != nil else { return nil }
        }
        return kept
    }

    /// Keeps a run's listings for the next run, once its sources are read.
    func keep(_ listings: ListedSources) {
        listed.withLock { $0 = listings }
    }

    /// Forgets the sources that are not among `sources` (deleted or renamed since).
    func keepOnly(_ sources: [SourceFile]) {
        // Every source was parsed, so no entry is stale while there are no more than sources.
        guard entries.withLock({ $0.count }) > sources.count else { return }
        let paths = Set(sources.map(\.path))
        entries.withLock { entries in entries = entries.filter { paths.contains($0.key) } }
        files.withLock { files in files = files.filter { paths.contains($0.key) } }
    }
}
