import DocsMarkup

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

    let site: Site
    let links: LinkContext

    /// The whole HTML document around `content`.
    func document(_ head: Head, @HTMLBuilder content: () -> [HTMLNode]) -> String {
        let page = HTMLNode.element("html", [HTMLAttribute("lang", "en"), .data("root", links.root)]) {
            self.head(head)
            HTMLNode.element("body", [.class(head.bodyClass)]) {
                HTMLNode.element("a", [.class("skip-link"), .href("#" + FrameID.main)], text: "Skip to content")
                header
                content()
                footer
            }
        }
        return "<!doctype html>\n" + page.render()
    }

    private func head(_ head: Head) -> HTMLNode {
        .element("head") {
            HTMLNode.void("meta", [HTMLAttribute("charset", "utf-8")])
            HTMLNode.void("meta", [HTMLAttribute("name", "viewport"), HTMLAttribute("content", "width=device-width, initial-scale=1")])
            HTMLNode.element("title", text: head.title)
            if !head.description.isEmpty {
                HTMLNode.void("meta", [HTMLAttribute("name", "description"), HTMLAttribute("content", head.description)])
            }
            if let canonical = head.canonicalURL {
                HTMLNode.void("link", [HTMLAttribute("rel", "canonical"), .href(canonical)])
            }
            HTMLNode.void("meta", [HTMLAttribute("name", "color-scheme"), HTMLAttribute("content", "light dark")])
            HTMLNode.void("link", [HTMLAttribute("rel", "stylesheet"), .href(links.href(to: SiteFiles.stylesheet))])
            // Applies a theme chosen earlier before the first paint, so the page does not flash.
            HTMLNode.element("script", [.trusted(Script.themeBootstrap)])
            HTMLNode.element("script", [HTMLAttribute("src", links.href(to: SiteFiles.script)), HTMLAttribute(flag: "defer")], [])
        }
    }

    private var header: HTMLNode {
        .element("header", [.class("site-header")]) {
            HTMLNode.element("div", [.class("site-header-inner")]) {
                HTMLNode.element("a", [.class("brand"), .href(links.href(to: site.root.path))]) {
                    HTMLNode.element("span", [.class("brand-mark"), .aria("hidden", "true")], [])
                    HTMLNode.element("span", [.class("brand-name")], text: site.title)
                }
                HTMLNode.element("form", [.class("search"), HTMLAttribute("role", "search"), HTMLAttribute("action", links.href(to: SiteFiles.searchPage))]) {
                    HTMLNode.element("label", [.class("visually-hidden"), HTMLAttribute("for", FrameID.searchInput)], text: "Search the documentation")
                    HTMLNode.void("input", [
                        HTMLAttribute("type", "search"), .id(FrameID.searchInput), HTMLAttribute("name", "q"),
                        HTMLAttribute("placeholder", "Search"), HTMLAttribute("autocomplete", "off"),
                        .aria("controls", FrameID.searchSuggestions),
                    ])
                    HTMLNode.element("div", [.id(FrameID.searchSuggestions), .class("search-suggestions"), HTMLAttribute(flag: "hidden")], [])
                }
                HTMLNode.element("button", [HTMLAttribute("type", "button"), .class("theme-toggle"), HTMLAttribute(flag: "hidden"), .aria("label", "Toggle dark theme")]) {
                    HTMLNode.element("span", [.class("theme-toggle-icon"), .aria("hidden", "true")], [])
                }
            }
        }
    }

    private var footer: HTMLNode {
        .element("footer", [.class("site-footer")]) {
            HTMLNode.element("div", [.class("site-footer-inner")]) {
                HTMLNode.element("p") {
                    HTMLNode.element("a", [.href(links.href(to: site.root.path))], text: site.title)
                    HTMLNode.text(" · ")
                    HTMLNode.element("a", [.href(links.href(to: SiteFiles.searchPage))], text: "All pages")
                }
                HTMLNode.element("p", [.class("colophon")], text: "Built with napkin-docs.")
            }
        }
    }
}
