import DocsSymbols
import Foundation

/// What a build keeps of its work to do less of it again. None of it changes the files written.
package struct WorkReuse: Sendable {
    /// Whether Swift code that repeats is highlighted once per build (see
    /// ``SiteRenderer/cachesHighlightedCode``).
    package var cachesHighlightedCode: Bool
    /// Whether each run of the same build reuses what the run before it did where its inputs
    /// are unchanged: parsed sources, what resolution reads of each document, highlighted code,
    /// the pages whose content and links are as they were, and the API reference while the
    /// symbol graphs and the index store are as they were; and writes only the output files
    /// that changed, each replaced whole (``InPlaceSiteWriter``). For `serve`, which rebuilds
    /// after every save.
    package var acrossRuns: Bool
    /// A directory where the highlighted Swift code of each run is kept for the next build of
    /// the same sources (see ``HighlightStore``), safe to delete at any time; `nil` keeps none.
    /// For `napkin-docs build`, run after run: `serve` keeps its code in memory. Only with
    /// ``cachesHighlightedCode``.
    package var highlightCacheDirectory: URL?
    /// Where symbols decoded from symbol graphs are kept for other builds that read graphs with
    /// symbols written alike: the releases of a site of several versions (``VersionedBuild``).
    package var decodedSymbols: SymbolDecodingCache?

    /// Creates a choice of what to keep.
    package init(cachesHighlightedCode: Bool = true, acrossRuns: Bool = false, highlightCacheDirectory: URL? = nil) {
        self.cachesHighlightedCode = cachesHighlightedCode
        self.acrossRuns = acrossRuns
        self.highlightCacheDirectory = highlightCacheDirectory
    }
}
