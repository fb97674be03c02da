import DocsCodeBlocks
import DocsMarkup
import DocsResolution
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

    /// What each source parsed to, by path, while its bytes are the same.
    private let parses = KeptValues<String, SourceFile, Parsed>()

    /// What `source` parses to: the last run's result when the source is the same file with
    /// the same bytes, else `parse(source)`, kept for the next run.
    func parsed(_ source: SourceFile, by parse: (SourceFile) -> Parsed) -> Parsed {
        parses.value(at: source.path, madeOf: source, by: parse)
    }

    /// The last read's files, by path, while their stamps are the ones each had before it was read.
    private let files = KeptValues<String, FileStamp, SourceFile>()

    func file(_ path: String, stampedAs stamp: FileStamp) -> SourceFile? {
        files.value(at: path, madeOf: stamp)
    }

    func file(_ path: String) -> SourceFile? {
        files.value(at: path)
    }

    func keep(_ file: SourceFile, stampedAs stamp: FileStamp) {
        // A file changed within the stamp's resolution could change again unseen: it is read again.
        if stamp.isSettled { files.keep(file, at: file.path, madeOf: stamp) } else { files.forget(file.path) }
    }

    /// The last run's pages and what they parsed to, while every page parsed: each run takes
    /// them out and hands its own on once it has parsed them all, so that pages read since a run
    /// that stopped are never taken for the last run's.
    let parsedSources = HandedOnValue<ParsedSources>()

    /// The last run's listings, while that run's sources were all read after them.
    private let listed = HandedOnValue<ListedSources>()

    /// The last run's listings of `directories`, still right if the files at the paths `changed`
    /// (every one that changed, appeared or went away since that run listed them) were only
    /// changed: each is a file the listings have and still a file, or one of `watchedFiles`
    /// (which no listing holds). `nil` when not, or when the last run did not read its sources to
    /// the end (the changes it was told of are then not in the listings). Each run takes them
    /// out, and puts them back with ``keep(_:)`` once its sources are read.
    func takeListings(
        of directories: [URL], unchangedBy changed: Set<String>?, watchedFiles: [URL]
    ) -> ListedSources? {
        guard let kept = listed.take(), let changed, kept.directories == directories else { return nil }
        let outside = Set(watchedFiles.map(\.path))
        for path in changed where !outside.contains(path) {
            guard kept.paths.contains(path), FileStamp(path: path) != nil else { return nil }
        }
        return kept
    }

    /// Keeps a run's listings for the next run, once its sources are read.
    func keep(_ listings: ListedSources) {
        listed.handOn(listings)
    }

    /// Forgets the sources that are not among `sources` (deleted or renamed since).
    func keepOnly(_ sources: [SourceFile]) {
        // Every source was parsed, so no entry is stale while there are no more than sources.
        guard parses.count > sources.count else { return }
        let paths = Set(sources.map(\.path))
        parses.keepOnly(paths)
        files.keepOnly(paths)
    }
}
