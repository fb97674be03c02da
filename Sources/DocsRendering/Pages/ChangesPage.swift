import DocsSiteModel

/// `changes.html` of a version in a site of several: the page around what changed since the
/// version before it (``ChangesSummary``). Rendered as one version's template, the summary is a
/// hole (``VersionHole/changes``), filled in when the site is written: so a version's pages need
/// not be rendered again when the version before it is another (a new tag).
struct ChangesPage: Sendable {
    let changes: ReleaseChanges
    let index: RenderContext

    /// Where the page is in its version's folder.
    static let path = PagePath(ReleaseChanges.file)

    func render() -> [UInt8] {
        let links = LinkContext.page(at: Self.path)
        let shell = PageShell(frame: index.frame, links: links)
        let title = "What changed in \(changes.version)"
        let marker = index.frame.configuration.versionHoleMarker
        // Which version stands before it is a hole of a version's template, as what changed is.
        let previousName = marker.map { VersionHole.previousVersion.encoded(marker: $0) } ?? changes.previous
        let head = PageShell.Head(
            title: "\(title) · \(index.frame.siteTitle)",
            description: "The public API and the articles of \(changes.version) against \(previousName).",
            canonicalURL: nil, bodyClass: "page-doc page-changes")
        return shell.document(head) { html in
            html.element(.div, [.class("layout")]) { html in
                Sidebar(index: index, links: links).write(to: &html)
                html.element(.main, [.id(FrameID.main), .class("content")]) { html in
                    html.element(.header, [.class("page-header")]) { html in
                        html.element(.p, [.class("eyebrow")], text: "Versions")
                        html.element(.h1, text: title)
                    }
                    html.element(.div, [.class("prose")]) { html in
                        if let marker {
                            html.trusted(VersionHole.changes.encoded(marker: marker))
                        } else {
                            ChangesSummary(changes: changes).write(to: &html)
                        }
                    }
                }
            }
        }
    }
}
