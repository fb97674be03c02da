import DocsSiteModel

/// The files at the root of a site of several versions, above the versions' folders: the list of
/// every version (`versions.html`, which each picker links to) and `index.html`, which sends a
/// reader on to the newest release (or the working tree when there is no release yet).
package struct VersionListPage: Sendable {
    /// Every version, as ``SiteVersions/versions`` lists them.
    let versions: [SiteVersions.Version]
    /// The position of the newest release in `versions`, if there is one.
    let latest: Int?
    /// The site's title, as each version's header shows it.
    let siteTitle: String
    /// The pages' language, for `<html lang>`.
    let language: String
    /// The site's absolute URL, ending with `/`, if known.
    let siteURL: String?

    /// Creates the root files of a site of `versions`.
    package init(
        versions: [SiteVersions.Version], latest: Int?, siteTitle: String, language: String?, siteURL: String?
    ) {
        self.versions = versions
        self.latest = latest
        self.siteTitle = siteTitle
        self.language = language ?? SiteLanguage.fallback
        self.siteURL = siteURL
    }

    /// The folder readers are sent to: `latest/`, or the first version's when none is a release.
    private var frontFolder: String { latest == nil ? versions.first?.folder ?? "" : SiteVersions.latestFolder }

    /// `index.html` and `versions.html`.
    package func render() -> [OutputFile] {
        [
            OutputFile(path: "index.html", contents: redirect()),
            OutputFile(path: SiteVersions.listFile, contents: list()),
        ]
    }

    /// A page that sends the reader to the front folder at once, with a link for a browser that
    /// does not follow the refresh.
    private func redirect() -> [UInt8] {
        document(
            title: siteTitle,
            head: { html in
                html.void(
                    .meta, [HTMLAttribute("http-equiv", "refresh"), HTMLAttribute("content", "0; url=\(frontFolder)")])
                if let siteURL {
                    html.void(.link, [HTMLAttribute("rel", "canonical"), .href(siteURL + frontFolder)])
                }
            }
        ) { html in
            html.element(.p) { html in
                html.text("The documentation of \(siteTitle) is at ")
                html.element(.a, [.href(frontFolder)], text: frontFolder)
                html.text(".")
            }
        }
    }

    /// The list of every version, the newest release marked.
    private func list() -> [UInt8] {
        document(title: "Versions · \(siteTitle)", head: { _ in }) { html in
            html.element(.h1, text: "Versions of \(siteTitle)")
            html.element(.ul, [.class("version-list")]) { html in
                for (position, version) in versions.enumerated() {
                    html.element(.li) { html in
                        html.element(.a, [.href(version.folder)], text: version.name)
                        if position == latest {
                            html.text(" · the latest release, also at ")
                            html.element(.a, [.href(SiteVersions.latestFolder)], text: SiteVersions.latestFolder)
                        } else if !version.isRelease {
                            html.text(" · not released yet")
                        }
                        if version.pagePaths.contains(PagePath(ReleaseChanges.file)) {
                            html.text(" · ")
                            html.element(.a, [.href(version.folder + ReleaseChanges.file)], text: "what changed")
                        }
                    }
                }
            }
        }
    }

    /// An HTML document styled by the front version's stylesheet, with the site's header.
    private func document(
        title: String, head: (inout HTMLWriter) -> Void, content: (inout HTMLWriter) -> Void
    ) -> [UInt8] {
        var html = HTMLWriter()
        html.trusted("<!doctype html>\n" as StaticString)
        html.element(.html, [HTMLAttribute("lang", language)]) { html in
            html.element(.head) { html in
                html.void(.meta, [HTMLAttribute("charset", "utf-8")])
                html.void(
                    .meta,
                    [
                        HTMLAttribute("name", "viewport"),
                        HTMLAttribute("content", "width=device-width, initial-scale=1"),
                    ]
                )
                html.element(.title, text: title)
                head(&html)
                html.void(.link, [HTMLAttribute("rel", "stylesheet"), .href(frontFolder + SiteFiles.stylesheet)])
                // Without one, every browser asks for /favicon.ico, which the site does not have.
                html.void(
                    .link,
                    [
                        HTMLAttribute("rel", "icon"), HTMLAttribute("type", "image/svg+xml"),
                        .href(frontFolder + SiteFiles.favicon),
                    ])
            }
            html.element(.body, [.class("page-versions")]) { html in
                html.element(.header, [.class("site-header")]) { html in
                    html.element(.div, [.class("site-header-inner")]) { html in
                        html.element(.a, [.class("brand"), .href(frontFolder)]) { html in
                            html.emptyElement(.span, [.class("brand-mark"), .aria("hidden", "true")])
                            html.element(.span, [.class("brand-name")], text: siteTitle)
                        }
                    }
                }
                html.element(.main, [.id(FrameID.main), .class("not-found")], content: content)
            }
        }
        return html.bytes
    }
}
