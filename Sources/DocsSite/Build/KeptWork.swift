import DocsHighlighting
import Foundation

/// Everything one run of a build keeps for the next (``WorkReuse/acrossRuns``, which `serve`
/// turns on): all of it or none, made in one place and handed to the stages that fill it.
///
/// Each stage keeps what it made in its own table, by the rule of ``KeptValues`` (a value is
/// handed back while its input is equal) or as a whole ``HandedOnValue``: the read and parsed
/// sources, the API reading, what resolution made of each page, the rendered pages (which record
/// what each read of the others), the search index, the highlighted code, and the files as written.
/// A build with its own rendering stage (``DocumentationBuild/init(options:render:)``) leaves the
/// renderer's tables empty.
final class KeptWork: Sendable {
    /// The listings, the files read and what each parsed to.
    let parses = ParseMemo()
    /// The API reference and compiled uses, while the symbol graphs and index store are unchanged.
    let apiReading = APIReadingMemo()
    /// What resolution made of each document, and the last resolution an edit starts from.
    let resolution = ResolutionMemo()
    /// The pages and site-wide files as rendered, with what each read of the other pages.
    let renderedPages = RenderedPageMemo()
    /// The search index's words, joined, which a render moves only the changed pages' words in.
    let searchIndex = SearchIndexJoin()
    /// Highlighted code by its text, for the code of the last two runs.
    let highlights = HighlightCache()
    /// The output as written, updated in place: only the files whose bytes changed are written.
    let writer: InPlaceSiteWriter

    /// Creates the kept work of a build that writes to `outputDirectory`.
    init(writingTo outputDirectory: URL) {
        writer = InPlaceSiteWriter(destination: outputDirectory)
    }
}
