import DocsCodeBlocks
import DocsMarkup
import DocsQueries
import DocsResolution
import DocsSupport
import Foundation

/// The listing of the source folders, each source file with its stamp, and its parsed document
/// and code, kept for the next run of the same build, which lists the folders again only when a
/// file appeared or went, reads only the files that changed, and parses only the sources whose
/// bytes changed (`napkin-docs serve`, after one page was saved, reads and parses that page).
///
/// The files and their stamps are inputs of the build's engine, and a file's parse a query that
/// reads its file, as Salsa's file texts and the queries over them: parsing is a pure function of
/// the source file, so what it keeps is exactly what parsing again would give.
final class ParseMemo: KeptSourceFiles {
    /// A source's document and code, or the problems that stopped its parse.
    typealias Parsed = Result<(Document, PageCode), DiagnosticError>

    private let queries: QueryEngine

    /// Creates a memo that keeps its files and parses in `queries`.
    init(queries: QueryEngine = QueryEngine()) {
        self.queries = queries
    }

    /// What `source` parses to: the last run's result when the source is the same file with the
    /// same bytes, else parsed again, and kept for the next run.
    func parsed(_ source: SourceFile) -> Parsed {
        queries.set(PageSource(path: source.sourcePath), to: source)
        return queries[ParsedPage(path: source.sourcePath)]
    }

    // MARK: The files read (KeptSourceFiles)

    func file(_ path: SourcePath, stampedAs stamp: FileStamp) -> SourceFile? {
        guard queries[PageStamp(path: path)] == stamp else { return nil }
        return queries[PageSource(path: path)]
    }

    func file(_ path: SourcePath) -> SourceFile? {
        queries[PageStamp(path: path)] == nil ? nil : queries[PageSource(path: path)]
    }

    func keep(_ file: SourceFile, stampedAs stamp: FileStamp) {
        queries.set(PageSource(path: file.sourcePath), to: file)
        // A file changed within the stamp's resolution could change again unseen: it is read again.
        if stamp.isSettled {
            queries.set(PageStamp(path: file.sourcePath), to: stamp)
        } else {
            queries.remove(PageStamp(path: file.sourcePath))
        }
    }

    // MARK: What one run hands on to the next

    /// The last run's pages and what they parsed to, taken out: each run takes them and carries
    /// its own on (``carry(parsed:)``) once it has parsed them all, so that pages read since a run
    /// that stopped are never taken for the last run's.
    func takeParsedSources() -> ParsedSources? {
        queries.take(LastParsedSources())
    }

    /// Carries a run's pages, every one parsed, on to the next run.
    func carry(parsed: ParsedSources) {
        queries.carry(parsed, to: LastParsedSources())
    }

    /// The last run's listings of `directories`, still right if the files at the paths `changed`
    /// (every one that changed, appeared or went away since that run listed them) were only
    /// changed: each is a file the listings have and still a file, or one of `watchedFiles`
    /// (which no listing holds). `nil` when not, or when the last run did not read its sources to
    /// the end (the changes it was told of are then not in the listings). Each run takes them
    /// out, and carries its own on with ``carry(listings:)`` once its sources are read.
    func takeListings(
        of directories: [URL], unchangedBy changed: Set<String>?, watchedFiles: [URL]
    ) -> ListedSources? {
        guard let kept = queries.take(LastListings()), let changed, kept.directories == directories else { return nil }
        let outside = Set(watchedFiles.map(\.path))
        for path in changed where !outside.contains(path) {
            guard kept.paths.contains(path), FileStamp(path: path) != nil else { return nil }
        }
        return kept
    }

    /// Carries a run's listings on to the next run, once its sources are read.
    func carry(listings: ListedSources) {
        queries.carry(listings, to: LastListings())
    }
}

/// The last run's pages, every one parsed.
struct LastParsedSources: CarriedKey {
    typealias Value = ParsedSources
}

/// The last run's listings of the source folders, while that run's sources were all read after them.
struct LastListings: CarriedKey {
    typealias Value = ListedSources
}

/// A page's source file as the build last read it, by its display path.
struct PageSource: InputKey {
    typealias Value = SourceFile
    var path: SourcePath
}

/// The stamp a page's file had before the build last read it, while it can be trusted
/// (``FileStamp/isSettled``): a file with the same stamp now need not be read again.
struct PageStamp: InputKey {
    typealias Value = FileStamp
    var path: SourcePath
}

/// A page's document, and its code as the build plugin reads it.
struct ParsedPage: QueryKey {
    var path: SourcePath

    func value(reading reads: QueryReads) -> ParseMemo.Parsed {
        guard let source = reads[PageSource(path: path)] else {
            preconditionFailure("a page parsed before its source was read: \(path)")
        }
        return DocumentationBuild.parse(source)
    }
}
