import DocsMarkup
import DocsSiteModel

/// The frame every HTML page shares: `<head>`, the site header, the footer.
struct PageShell: Sendable {
    /// What goes into a page's `<head>` and `<body>` element.
    struct Head: Sendable {
        /// The text of `<title>`.
        var title: String
        /// The description meta tag, omitted when empty.
        var description: String
        /// The absolute canonical URL, if the page has one.
        var canonicalURL: String?
        /// A class on `<body>` naming the page's layout (`page-article`, `page-landing` …).
        var bodyClass: String
    }

    /// The site's title, in the header and footer.
    let siteTitle: String
    /// Where the landing page is, which the header and footer link to.
    let rootPath: PagePath
    /// The pages' language, as `<html lang>` says it.
    let language: String
    let links: LinkContext
    /// In a site of several versions, the marker of the parts that depend on the other versions,
    /// left as holes (``SiteConfiguration/versionHoleMarker``, filled in by ``VersionFrame``).
    let holeMarker: String?

    /// The shell of a page in `frame`.
    init(frame: PageFrame, links: LinkContext) {
        let configuration = frame.configuration
        self.siteTitle = frame.siteTitle
        self.rootPath = frame.rootPath
        self.language = configuration.language ?? SiteLanguage.fallback
        self.links = links
        self.holeMarker = configuration.versionHoleMarker
    }

    /// The whole HTML document around what `content` writes.
    func document(_ head: Head, content: (inout HTMLWriter) -> Void) -> [UInt8] {
        var html = HTMLWriter()
        html.trusted("<!doctype html>\n" as StaticString)
        html.element(.html, [HTMLAttribute("lang", language), .data("root", links.root)]) { html in
            self.head(head, to: &html)
            html.element(.body, [.class(head.bodyClass)]) { html in
                html.element(.a, [.class("skip-link"), .href("#" + FrameID.main)], text: "Skip to content")
                header(to: &html)
                if let holeMarker { html.trusted(VersionHole.banner.encoded(marker: holeMarker)) }
                content(&html)
                footer(to: &html)
            }
        }
        return html.bytes
    }

    private func head(_ head: Head, to html: inout HTMLWriter) {
        html.element(.head) { html in
            html.void(.meta, [HTMLAttribute("charset", "utf-8")])
            html.void(
                .meta,
                [HTMLAttribute("name", "viewport"), HTMLAttribute("content", "width=device-width, initial-scale=1")])
            html.element(.title, text: head.title)
            if !head.description.isEmpty {
                html.void(.meta, [HTMLAttribute("name", "description"), HTMLAttribute("content", head.description)])
            }
            if let holeMarker {
                // The canonical URL starts with the site's URL, itself a hole when the page is.
                let siteURL = VersionHole.siteURL.encoded(marker: holeMarker)
                let path = head.canonicalURL.map { $0.hasPrefix(siteURL) ? String($0.dropFirst(siteURL.count)) : $0 }
                html.trusted(VersionHole.head(canonicalPath: path).encoded(marker: holeMarker))
            } else if let canonical = head.canonicalURL {
                html.void(.link, [HTMLAttribute("rel", "canonical"), .href(canonical)])
            }
            html.void(.meta, [HTMLAttribute("name", "color-scheme"), HTMLAttribute("content", "light dark")])
            html.void(.link, [HTMLAttribute("rel", "stylesheet"), .href(links.href(to: SiteFiles.stylesheet))])
            // Without one, every browser asks for /favicon.ico, which the site does not have.
            html.void(
                .link,
                [
                    HTMLAttribute("rel", "icon"), HTMLAttribute("type", "image/svg+xml"),
                    .href(links.href(to: SiteFiles.favicon)),
                ])
            // Applies a theme chosen earlier before the first paint, so the page does not flash.
            html.element(.script) { $0.trusted(ThemeAssets.themeBootstrap) }
            html.emptyElement(
                .script, [HTMLAttribute("src", links.href(to: SiteFiles.script)), HTMLAttribute(flag: "defer")])
        }
    }

    private func header(to html: inout HTMLWriter) {
        html.element(.header, [.class("site-header")]) { html in
            html.element(.div, [.class("site-header-inner")]) { html in
                html.element(.a, [.class("brand"), .href(links.href(to: rootPath))]) { html in
                    html.emptyElement(.span, [.class("brand-mark"), .aria("hidden", "true")])
                    html.element(.span, [.class("brand-name")], text: siteTitle)
                }
                if let holeMarker { html.trusted(VersionHole.picker.encoded(marker: holeMarker)) }
                html.element(
                    .form,
                    [
                        .class("search"), HTMLAttribute("role", "search"),
                        HTMLAttribute("action", links.href(to: SiteFiles.searchPage)),
                    ]
                ) { html in
                    html.element(
                        .label, [.class("visually-hidden"), HTMLAttribute("for", FrameID.searchInput)],
                        text: "Search the documentation")
                    html.void(
                        .input,
                        [
                            HTMLAttribute("type", "search"), .id(FrameID.searchInput), HTMLAttribute("name", "q"),
                            HTMLAttribute("placeholder", "Search"), HTMLAttribute("autocomplete", "off"),
                            .aria("controls", FrameID.searchSuggestions),
                        ])
                    html.emptyElement(
                        .div,
                        [.id(FrameID.searchSuggestions), .class("search-suggestions"), HTMLAttribute(flag: "hidden")])
                }
                html.element(
                    .button,
                    [
                        HTMLAttribute("type", "button"), .class("theme-toggle"), HTMLAttribute(flag: "hidden"),
                        .aria("label", "Toggle dark theme"),
                    ]
                ) { html in
                    html.emptyElement(.span, [.class("theme-toggle-icon"), .aria("hidden", "true")])
                }
            }
        }
    }

    private func footer(to html: inout HTMLWriter) {
        html.element(.footer, [.class("site-footer")]) { html in
            html.element(.div, [.class("site-footer-inner")]) { html in
                html.element(.p) { html in
                    html.element(.a, [.href(links.href(to: rootPath))], text: siteTitle)
                    html.text(" · ")
                    html.element(.a, [.href(links.href(to: SiteFiles.searchPage))], text: "All pages")
                }
                html.element(.p, [.class("colophon")], text: "Built with napkin-docs.")
            }
        }
    }
}
