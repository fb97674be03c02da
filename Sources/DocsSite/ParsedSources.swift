import DocsCodeBlocks
import DocsMarkup
import Foundation

/// The pages a run read and what they parsed to, kept for the next run of the same build
/// (`serve`): a run told which files changed reads and parses those alone, and puts them in
/// place, instead of looking up every page's file and parse.
///
/// Kept only when every page parsed, so that ``documents`` lines up with ``sources``.
struct ParsedSources: Sendable {
    /// The pages' files, in the order the build read them.
    var sources: [SourceFile]
    /// The pages' documents, one per source, in the same order.
    var documents: [Document]
    /// Each page's code, by source path.
    var code: [SourcePath: PageCode]
    /// The index of each source, by path.
    var index: [SourcePath: Int]

    init(sources: [SourceFile], documents: [Document], code: [SourcePath: PageCode]) {
        self.sources = sources
        self.documents = documents
        self.code = code
        self.index = Dictionary(
            sources.enumerated().map { ($1.sourcePath, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// These sources with the pages among `changed` (absolute paths) read again, each kept in
    /// `memo` as a read of every page would keep it, and the positions of those pages, whose
    /// documents and code are still the old ones (``parsing(_:by:)`` parses them); `nil` when a
    /// changed page is not among the sources, or cannot be read (a read of every page reports it).
    func rereading(_ changed: Set<String>, with reader: SourceReader, keepingIn memo: ParseMemo?) -> (
        sources: ParsedSources, positions: [Int]
    )? {
        var next = self
        var positions: [Int] = []
        for path in changed where SourceDiscovery.isMarkdownFile(path) {
            let url = URL(fileURLWithPath: path)
            guard let position = index[SourcePath(reader.displayPath(of: url))] else { return nil }
            let (directory, isTutorial) = (sources[position].sourceDirectory, sources[position].isInTutorialFolder)
            let read = memo.map {
                reader.readChanged(url, sourceDirectory: directory, isInTutorialFolder: isTutorial, keepingIn: $0)
            }
            guard
                case .success(let source) = read
                    ?? reader.read(url, sourceDirectory: directory, isInTutorialFolder: isTutorial),
                source.path == sources[position].path
            else { return nil }
            next.sources[position] = source
            positions.append(position)
        }
        return (next, positions)
    }

    /// These sources with the pages at `positions` parsed by `parse`; `nil` when one of them
    /// has a problem (a parse of every page reports it).
    func parsing(_ positions: [Int], by parse: (SourceFile) -> ParseMemo.Parsed) -> ParsedSources? {
        var next = self
        for position in positions {
            let source = sources[position]
            guard case .success(let (document, code)) = parse(source), code.diagnostics.isEmpty else { return nil }
            next.documents[position] = document
            next.code[source.sourcePath] = code
        }
        return next
    }
}
