import DocsMarkup
import Testing

@testable import DocsRendering
@testable import DocsSite
@testable import DocsSiteModel

@Suite struct PageStructureTests {
    let site = Sample.napkin
    var files: [OutputFile] { SiteRenderer().render(site) }

    @Test func everyPageAndSiteFileIsRenderedInAStableOrder() {
        #expect(
            files.map(\.path) == [
                "index.html", "articles/getting-started.html", "articles/lifecycle.html",
                "tutorials/building-a-login-flow.html",
                "search.html", "404.html", "sitemap.xml", "search-index.js", "style.css", "script.js", "favicon.svg",
            ])
    }

    @Test func theShellHasHeadHeaderAndRelativeAssets() {
        let html = files.text("articles/lifecycle.html")
        #expect(html.hasPrefix("<!doctype html>\n<html lang=en data-root=../>"))
        #expect(html.contains("<title>Lifecycle · napkin</title>"))
        #expect(html.contains(#"<link rel=canonical href=https://example.org/docs/articles/lifecycle.html>"#))
        #expect(html.contains(#"<link rel=stylesheet href=../style.css>"#))
        #expect(html.contains(#"<script src=../script.js defer></script>"#))
        #expect(html.contains(#"<link rel=icon type=image/svg+xml href=../favicon.svg>"#))
        #expect(html.contains(#"<form class=search role=search action=../search.html>"#))
        #expect(html.contains(#"<a class=brand href=../index.html>"#))
    }

    @Test func theSidebarMarksTheCurrentPage() {
        let html = files.text("articles/lifecycle.html")
        #expect(html.contains(#"<li><a href=lifecycle.html aria-current=page>Lifecycle</a>\#n"#))
        #expect(html.contains(#"<li><a href=getting-started.html>Getting Started</a>\#n"#))
        #expect(html.contains(#"<li><a href=../tutorials/building-a-login-flow.html>Building a Login Flow</a>\#n"#))
        #expect(html.ranges(of: "aria-current=page").count == 1)
    }

    @Test func theTableOfContentsLinksToHeadingAnchors() throws {
        let html = files.text("articles/getting-started.html")
        #expect(html.contains(#"<nav class=toc aria-labelledby=frame_toc-title>"#))
        #expect(html.contains(##"<li class=toc-level-2><a href=#Add-the-package>Add the package</a>\##n"##))
        #expect(html.contains(##"<li class=toc-level-3><a href=#On-every-platform>On every platform</a>\##n"##))
        #expect(html.contains(#"<h2 id=Add-the-package>"#))
        // Its items leave out `</li>`: each is followed by another or by the list's end.
        let toc = try #require(
            html.firstRange(of: "<nav class=toc").flatMap { start in
                html[start.lowerBound...].firstRange(of: "</nav>").map { html[start.lowerBound..<$0.upperBound] }
            })
        #expect(!toc.contains("</li>"))
        #expect(
            toc.ranges(of: "<li").allSatisfy { item in
                let next = toc[item.upperBound...].drop { $0 != "\n" }.dropFirst()
                return next.hasPrefix("<li") || next.hasPrefix("</ul>")
            })
    }

    @Test func previousAndNextLinkToNeighbours() {
        let html = files.text("articles/lifecycle.html")
        #expect(
            html.contains(
                #"<a class=pager-prev rel=prev href=getting-started.html><span class=pager-label>Previous</span><span class=pager-title>Getting Started</span></a>"#
            ))
        #expect(html.contains(#"<a class=pager-next rel=next href=../tutorials/building-a-login-flow.html>"#))
        #expect(!files.text("articles/getting-started.html").contains("pager-prev"))
    }

    @Test func theLandingPageHasAHeroSectionsAndTopicCards() {
        let html = files.text("index.html")
        #expect(html.contains(#"<h1 class=hero-title>napkin</h1>"#))
        #expect(html.contains(#"<p class=hero-lead>Apps as a tree"#))
        #expect(html.contains(#"<a class="button button-primary" href=articles/getting-started.html>Get started</a>"#))
        #expect(
            html.contains(#"<section class=landing-section><div class="landing-inner prose"><h2 id=Specifications>"#))
        #expect(html.contains(#"<svg viewBox="0 0 300 80""#), "the root page allows raw HTML")
        #expect(
            html.contains(#"<li class=topic-card><a href=articles/lifecycle.html>Lifecycle</a><p>How an interactor"#))
        #expect(!html.contains("<nav id=frame_sidebar"))
        #expect(html.contains(#"<link rel=canonical href=https://example.org/docs/>"#))
    }

    @Test func notFoundLinksStartAtTheBasePath() {
        let html = files.text("404.html")
        #expect(html.contains(#"data-root=/docs/"#))
        #expect(html.contains(#"<link rel=stylesheet href=/docs/style.css>"#))
        #expect(html.contains(#"<link rel=icon type=image/svg+xml href=/docs/favicon.svg>"#))
        #expect(html.contains(#"<a href=/docs/articles/lifecycle.html>Lifecycle</a>"#))
        #expect(!html.contains("href=../"))
    }

    @Test func theSearchPageListsEveryPageWithoutJavaScript() {
        let html = files.text("search.html")
        for page in [site.root] + site.pages {
            #expect(html.contains(#"<a href=\#(page.path)>\#(page.title)</a>"#))
        }
    }

    @Test func everyPageReadsWithoutScriptBeyondTheEnhancements() {
        for file in files where file.path.hasSuffix(".html") {
            let html = String(decoding: file.contents, as: UTF8.self)
            // Only the theme bootstrap and the deferred enhancement script.
            #expect(html.ranges(of: "<script").count == 2, "\(file.path)")
            #expect(
                html.contains(#"<button type=button class=theme-toggle hidden"#),
                "the toggle appears only with JavaScript")
        }
    }

    /// Heading anchors and the frame's ids come from different alphabets, so an article with
    /// `## Main` or `## Sidebar` still has unique ids.
    @Test func headingsNamedLikeTheFrameKeepIdsUnique() throws {
        let page = Sample.document(
            "A", "A", [Sample.heading(2, "Main", "main"), Sample.heading(2, "Sidebar", "sidebar")])
        let html = SiteRenderer().render(Sample.site(pages: [(page, "a.html")])).text("a.html")
        let ids = html.matches(of: /\sid=([^\s>]+)/).map { String($0.output.1) }
        #expect(ids.contains("main"))
        #expect(ids.contains("sidebar"))
        #expect(ids.count == Set(ids).count, "duplicate ids: \(ids)")
    }
}
