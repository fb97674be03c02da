import DocsMarkup
import DocsQueries
import DocsRendering
import DocsResolution
import DocsSiteOutput
import Foundation

/// Everything one run of a build keeps for the next (``WorkReuse/acrossRuns``, which `serve`
/// turns on): all of it or none, made in one place and handed to the stages that fill it.
///
/// Each stage keeps its values as inputs and queries of one engine (``QueryEngine``), which
/// decides alone what a change makes stale: the files read and what they parsed to, the API
/// reading (``ReadAPIReference``, ``ReadCompiledUses``), every value of resolution, the rendered pages, their highlighted code and search
/// entries, and the wholes one run hands to the next (``CarriedKey``: the last site put together,
/// the search index's words, the files as written). A build with its own rendering stage
/// (``DocumentationBuild/init(options:render:)``) leaves the renderer's queries unasked.
final class KeptWork: Sendable {
    /// The listings, the files read and what each parsed to.
    let parses: ParseMemo
    /// The engine of derived values the stages keep their work in, one run after another.
    let queries = QueryEngine()
    /// Resolution's inputs and the last site it put together.
    let resolution: ResolutionMemo
    /// The pages and site-wide files as rendered, with what each read of the other pages.
    let renderedPages: RenderedPageMemo
    /// The output as written, updated in place: only the files whose bytes changed are written.
    let writer: InPlaceSiteWriter

    /// Creates the kept work of a build that writes to `outputDirectory`.
    init(writingTo outputDirectory: URL) {
        writer = InPlaceSiteWriter(destination: outputDirectory, keptIn: queries)
        parses = ParseMemo(queries: queries)
        resolution = ResolutionMemo(queries: queries)
        renderedPages = RenderedPageMemo(queries: queries)
    }

    /// What of the last run's whole results a run may start from.
    struct LastRun {
        /// The listings of the source folders, still right.
        var listings: ListedSources?
        /// Every page of the last run, parsed, and the paths to read again into it.
        var parsed: (pages: ParsedSources, changed: Set<String>)?
    }

    /// What of the last run's whole results a run that `changed` these paths (`nil`: not known)
    /// may start from: the one place that decides what a save makes stale, beyond the values that
    /// each stage's tables check against their inputs. Takes them all out, so that a run that
    /// stops before it hands its own on leaves none for the next.
    ///
    /// The listings of `directories` are kept while every changed path, but for `watchedFiles`
    /// (which no listing holds), is a file they have and is still a file; the parsed pages only
    /// with the listings and a known change.
    func startRun(changed: Set<String>?, directories: [URL], watchedFiles: [URL]) -> LastRun {
        let parsed = parses.takeParsedSources()
        let listings = parses.takeListings(of: directories, unchangedBy: changed, watchedFiles: watchedFiles)
        // Anything but pages' sources (an image, a snippet, the theme, a watched file such as the
        // check record), or not known: what resolution read of those files is read again. Noted
        // now, for the run that next resolves: this one may stop before it does.
        if listings == nil || changed?.allSatisfy(SourceDiscovery.isMarkdownFile) != true {
            resolution.otherFilesMayHaveChanged()
        }
        guard let listings, let changed else {
            return LastRun(listings: listings, parsed: nil)
        }
        return LastRun(listings: listings, parsed: parsed.map { ($0, changed) })
    }
}
