import DocsMarkup
import DocsResolution
import DocsSite
import DocsSiteModel
import Testing

/// A location, unambiguous next to Testing's own `SourceLocation`.
typealias Location = DocsMarkup.SourceLocation

/// Parses in-memory pages (path → Markdown) into documents; those under a folder of
/// `tutorialFolders` are read as a build reads a tutorial folder's.
func documents(_ pages: [String: String], tutorialFolders: Set<String> = []) throws -> [Document] {
    try pages.sorted { $0.key < $1.key }.map { path, text in
        let isTutorial = tutorialFolders.contains { path.hasPrefix($0 + "/") }
        return try DocumentParser().parse(SourceFile(path: path, isInTutorialFolder: isTutorial, text: text))
    }
}

/// The `file:line:column: error: message` lines a resolution produces, or `[]` when it succeeds.
func resolutionErrors(_ pages: [String: String], symbols: Set<String>? = nil) throws -> [String] {
    let parsed = try documents(pages)
    do {
        _ = try SiteResolver(knownSymbols: symbols).resolve(parsed)
        return []
    } catch {
        return error.diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.message)" }
    }
}

/// A small stand-in for the real renderer: one text file per page, listing what the model says,
/// so that tests see the model in the written files.
@Sendable func outlineRenderer(_ site: Site) -> [OutputFile] {
    ([site.root] + site.pages).map { page in
        let lines = [
            "title: \(page.title)",
            "summary: \(page.summary)",
            "group: \(page.groupTitle ?? "-")",
            "previous: \(page.previous?.path.string ?? "-")",
            "next: \(page.next?.path.string ?? "-")",
            "toc: " + page.tableOfContents.map { "\($0.level)#\($0.anchor)" }.joined(separator: " "),
        ]
        return OutputFile(path: page.path.string, text: lines.joined(separator: "\n") + "\n")
    } + [OutputFile(path: "sitemap.txt", text: ([site.root] + site.pages).map(\.path.string).joined(separator: "\n"))]
}

/// Expects a site made from a kept resolution to be the one a resolution from nothing makes.
func expectSameSite(_ kept: Site, _ fromScratch: Site, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(kept.root == fromScratch.root, sourceLocation: sourceLocation)
    #expect(kept.pages == fromScratch.pages, sourceLocation: sourceLocation)
    #expect(kept.groups == fromScratch.groups, sourceLocation: sourceLocation)
    #expect(kept.warnings == fromScratch.warnings, sourceLocation: sourceLocation)
    #expect(kept.codeCounts == fromScratch.codeCounts, sourceLocation: sourceLocation)
}
