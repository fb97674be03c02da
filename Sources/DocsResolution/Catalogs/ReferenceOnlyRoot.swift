import DocsMarkup
import DocsSupport

/// The root page of a package that has an API to document and no pages of its own (no
/// `Articles/`, no DocC catalog): made here, so that the site is its API reference, as DocC
/// documents a module from its symbols alone when it has no catalog.
///
/// The root lists nothing itself: like any root, its topics get the API reference and the
/// modules' top-level symbols (``SiteResolver``).
package enum ReferenceOnlyRoot {
    /// The root page titled `title` (the package's name), or after the modules when there is none.
    static func document(title: String?, modules: [String]) -> Document {
        let location = SourceLocation(file: ".", line: 1, column: 1)
        var metadata = PageMetadata()
        metadata.isTechnologyRoot = true
        let summary =
            modules.count == 1
            ? "The API reference of the \(modules[0]) module."
            : "The API reference of the modules \(ProseList.joined(modules))."
        // A name no module, symbol or page has: the root is written to `index.html` whatever its name.
        return Document(
            name: "_index", sourcePath: SourcePath(location.file),
            title: [.text(title ?? modules.joined(separator: ", "))],
            titleLocation: location, metadata: metadata, blocks: [.paragraph([.text(summary)], location)])
    }

    /// The note of a build whose folders for pages hold none (`--source Empty`, or an empty
    /// `Articles/`), so that a site of the API reference alone is never a surprise.
    package static func note(emptyFolders folders: [String], modules: [String]) -> Diagnostic {
        let named = folders.count == 1 ? folders[0] + " holds" : ProseList.joined(folders) + " hold"
        return Diagnostic(
            .note, id: .generatedRoot, at: SourceLocation(file: folders[0], line: 1, column: 1),
            "\(named) no pages, so the site is the API reference of \(ProseList.joined(modules)) alone",
            hint: "add a Markdown page there for a site of your own pages")
    }
}
