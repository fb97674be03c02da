import DocsMarkup
import DocsTestSupport
import Foundation
import Testing

@testable import DocsRendering
@testable import DocsSite
@testable import DocsSiteModel

/// How the directives DocC documents look on the site.
@Suite struct DocCDirectiveRenderingTests {
    @Test func linksShowTitlesSummariesAndCards() throws {
        let pages = [
            "Doc.docc/Root.md": rootPage(groups: [("Essentials", ["Guide", "First", "Second"])]),
            "Doc.docc/Guide.md": """
            # Guide

            @Links(visualStyle: list) {
              - <doc:First>
              - ``Router``
            }

            @Links(visualStyle: compactGrid) {
              - <doc:First>
            }

            @Links(visualStyle: detailedGrid) {
              - <doc:Second>
            }
            """,
            "Doc.docc/First.md": "# First Page\n\nThe first summary.\n",
            "Doc.docc/Second.md":
                "# Second\n\n@Metadata {\n  @PageImage(purpose: card, source: card, alt: \"A card\")\n}\n\nThe second summary.\n",
        ]
        let html = try renderedCatalogPage(
            "articles/guide.html", pages, files: ["Doc.docc/card.png": pngHeader(width: 4, height: 3)])
        #expect(
            html.contains(
                #"<ul class="links links-list"><li class=links-item><a class="doc-link links-title" href=first.html>First Page</a><p class=links-summary>The first summary.</p>"#
            ))
        #expect(html.contains(#"<li class=links-item><code class=symbol>Router</code></li>"#))
        #expect(
            html.contains(
                #"<ul class="links links-compactGrid"><li class=links-item><a class="doc-link links-title" href=first.html>First Page</a></li>"#
            ))
        #expect(
            html.contains(
                #"<ul class="links links-detailedGrid"><li class=links-item><img src=../resources/Doc.docc/card.png alt="A card" loading=lazy><a class="doc-link links-title" href=second.html>Second</a><p class=links-summary>The second summary.</p>"#
            ))
    }

    @Test func smallPrintVideoAndDeprecation() throws {
        let pages = [
            "Doc.docc/Root.md": rootPage(
                extra: """
                    @Small {
                      Licensed under MIT.
                    }

                    @Video(source: "intro.mp4", poster: "poster.png", alt: "An introduction")

                    @DeprecationSummary {
                      Use ``Other`` instead.
                    }
                    """)
        ]
        let html = try renderedCatalogPage(
            "index.html", pages,
            files: ["Doc.docc/intro.mp4": [0], "Doc.docc/poster.png": pngHeader(width: 1, height: 1)])
        #expect(html.contains(#"<div class=small-print><p>Licensed under MIT.</p>"#))
        #expect(
            html.contains(
                #"<figure class=media><video controls preload=metadata src=resources/Doc.docc/intro.mp4 poster=resources/Doc.docc/poster.png aria-label="An introduction">"#
            ))
        #expect(html.contains(#"<div class="aside aside-warning" role=note><p class=aside-label>Deprecated</p>"#))
    }

    /// A directive given a look of its own through ``BoxStyle`` needs its rule in the theme, and
    /// nothing else: every box is written alike, with its class and label.
    @Test(arguments: BoxStyle.allCases) func everyBoxStyleIsStyledByTheTheme(style: BoxStyle) throws {
        for name in style.htmlClass.split(separator: " ") {
            #expect(ThemeAssets.stylesheet.contains(".\(name)"), "no rule in the theme styles .\(name)")
        }
        let document = Sample.document("Boxed", "Boxed", [.box(style, [Sample.paragraph("Body.")], Sample.at(1))])
        let html = SiteRenderer().render(Sample.site(pages: [(document, "boxed.html")])).text("boxed.html")
        let label = style.label.map { "<p class=aside-label>\($0)</p>" } ?? ""
        let classes = style.htmlClass.contains(" ") ? "\"\(style.htmlClass)\"" : style.htmlClass
        let role = style.label == nil ? "" : " role=note"
        #expect(
            html.replacingOccurrences(of: "\n", with: "").contains("<div class=\(classes)\(role)>\(label)<p>Body.</p>"))
    }

    @Test(arguments: PanelStyle.allCases) func everyPanelStyleIsStyledByTheThemeInItsLayout(style: PanelStyle) throws {
        let classes = [style.layout.htmlClass, style.htmlClass].compactMap { $0 }.joined(separator: " ")
        for name in classes.split(separator: " ") {
            #expect(ThemeAssets.stylesheet.contains(".\(name)"), "no rule in the theme styles .\(name)")
        }
        let panels = [
            Panel(title: "First", blocks: [Sample.paragraph("One.")]),
            Panel(title: "Second", size: 2, blocks: [Sample.paragraph("Two.")]),
        ]
        let document = Sample.document("Panels", "Panels", [.panels(style, panels, Sample.at(1))])
        let html = SiteRenderer().render(Sample.site(pages: [(document, "panels.html")])).text("panels.html")
            .replacingOccurrences(of: "\n", with: "")
        let quoted = classes.contains(" ") ? "\"\(classes)\"" : classes
        switch style.layout {
        case .sideBySide:
            #expect(
                html.contains(
                    "<div class=\(quoted) style=\"--columns: 3\"><div class=column style=\"--span: 1\">"
                        + "<p class=panel-title>First</p><p>One.</p></div><div class=column style=\"--span: 2\">"
                        + "<p class=panel-title>Second</p><p>Two.</p></div></div>"))
        case .oneAtATime:
            #expect(html.contains("<div class=\(quoted)><input type=radio class=tab-radio"))
            #expect(
                html.contains("<label for=tabs-1-1-1 class=tab-label>First</label><div class=tab-panel><p>One.</p>"))
            #expect(
                html.contains("<label for=tabs-1-1-2 class=tab-label>Second</label><div class=tab-panel><p>Two.</p>"))
        }
    }

    @Test func metadataShapesThePagesHeader() throws {
        let pages = [
            "Doc.docc/Root.md": rootPage(groups: [("Essentials", ["Guide"])]),
            "Doc.docc/Guide.md": """
            # Guide

            @Metadata {
              @DisplayName("A Friendlier Name")
              @PageImage(purpose: icon, source: "icon.png", alt: "")
              @PageColor(green)
              @CallToAction(file: "sample.zip", purpose: download)
              @Available(macOS, introduced: "14.0")
            }
            @Options {
              @AutomaticTitleHeading(disabled)
            }

            Text.
            """,
        ]
        let site = try resolveCatalog(
            pages, files: ["Doc.docc/icon.png": pngHeader(width: 2, height: 2), "Doc.docc/sample.zip": [0]])
        #expect(site.pages[0].title == "A Friendlier Name")
        #expect(site.groups[0].pages[0].title == "A Friendlier Name")
        let html = SiteRenderer().render(site).text("articles/guide.html")
        #expect(
            html.contains(
                #"<header class="page-header page-color page-color-green"><h1><span class=page-icon><img src=../resources/Doc.docc/icon.png alt="" loading=lazy></span>A Friendlier Name</h1>"#
            ))
        #expect(html.contains(#"<ul class=availability-list aria-label=Availability><li>macOS 14.0+</li>"#))
        #expect(
            html.contains(
                #"<p class=call-to-action><a class="button button-primary" href=../resources/Doc.docc/sample.zip>Download</a></p>"#
            ))
        #expect(!html.contains(#"class=eyebrow"#))
    }

    @Test func hiddenTopicsAreNotShown() throws {
        let pages = [
            "Doc.docc/Root.md": rootPage(groups: [("Essentials", ["Guide", "Other"])]),
            "Doc.docc/Guide.md":
                "# Guide\n\n@Options {\n  @TopicsVisualStyle(hidden)\n}\n\nText.\n\n## Topics\n\n### More\n\n- <doc:Other>\n",
            "Doc.docc/Other.md": "# Other\n",
        ]
        let html = try renderedCatalogPage("articles/guide.html", pages)
        #expect(html.contains("<p>Text.</p>"))
        #expect(!html.contains(#"id=Topics"#))
    }
}
