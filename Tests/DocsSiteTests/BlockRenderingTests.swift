import DocsMarkup
import Testing

@testable import DocsRendering
@testable import DocsSite
@testable import DocsSiteModel

/// Renders blocks into a page of an otherwise empty site and returns the page's HTML.
private func render(
    _ blocks: [Block], path: String = "articles/page.html", site configure: (inout Site) -> Void = { _ in }
) -> String {
    var site = Sample.site(pages: [
        (Sample.document("Page", "Page", blocks), path),
        (Sample.document("Other", "The Other Page", []), "tutorials/other.html"),
    ])
    configure(&site)
    return SiteRenderer().render(site).text(path)
}

@Suite struct BlockRenderingTests {
    @Test func headingsGetAnIDAndAVisibleAnchorLink() {
        let html = render([Sample.heading(2, "Set up", "Set-up"), Sample.heading(3, "Details", "Details")])
        #expect(
            html.contains(
                ##"<h2 id=Set-up>Set up<a class=anchor href=#Set-up aria-label="Link to this section: Set up">#</a></h2>"##
            ))
        #expect(html.contains(#"<h3 id=Details>"#))
    }

    @Test func asidesAreLabelledCallouts() {
        let html = render(
            AsideKind.allCases.map { .aside($0, [Sample.paragraph("Body of \($0.rawValue)")], Sample.at(1)) })
        for kind in AsideKind.allCases {
            #expect(
                html.contains(
                    #"<div class="aside aside-\#(kind.tone)" role=note>"#
                        + #"<p class=aside-label>\#(kind.rawValue)</p>"#
                        + "\n<p>Body of \(kind.rawValue)</p>"))
        }
    }

    @Test func listsKeepStyleAndStart() {
        let html = render([
            .list(.bullet, items: [[Sample.paragraph("one")], [Sample.paragraph("two")]], Sample.at(1)),
            .list(.ordered(start: 3), items: [[Sample.paragraph("three")]], Sample.at(2)),
            .list(.ordered(start: 1), items: [[Sample.paragraph("first"), Sample.paragraph("more")]], Sample.at(3)),
        ])
        #expect(html.contains("<ul><li>one</li>\n<li>two</li>\n</ul>"))
        #expect(html.contains(#"<ol start=3><li>three</li>"#))
        #expect(html.contains("<ol><li><p>first</p>\n<p>more</p>\n</li>"))
    }

    @Test func quotesBreaksAndInlineMarkup() {
        let html = render([
            .blockQuote(
                [
                    Sample.paragraph(
                        .emphasis([.text("em")]), .text(" "), .strong([.text("strong")]), .lineBreak, .code("a<b"))
                ], Sample.at(1)),
            .thematicBreak(Sample.at(2)),
            Sample.paragraph(
                .link(destination: "https://swift.org/?a=1&b=2", title: "Swift", content: [.text("Swift")]), .softBreak,
                .image(source: "img/tree.png", title: nil, alt: "A \"tree\"")),
        ])
        #expect(
            html.contains(
                "<blockquote><p><em>em</em> <strong>strong</strong><br><code>a&lt;b</code></p>\n</blockquote>"))
        #expect(html.contains("<hr>"))
        #expect(html.contains(#"<a href="https://swift.org/?a=1&amp;b=2" title=Swift>Swift</a>"#))
        #expect(html.contains(#"<img src=img/tree.png alt="A &quot;tree&quot;" loading=lazy>"#))
    }

    @Test func rowsAreGridsWithColumnSpans() {
        let html = render([
            .panels(
                .columns,
                [Panel(size: 2, blocks: [Sample.paragraph("wide")]), Panel(blocks: [Sample.paragraph("narrow")])],
                Sample.at(1))
        ])
        #expect(html.contains(#"<div class=row style="--columns: 3"><div class=column style="--span: 2"><p>wide</p>"#))
        #expect(html.contains(#"<div class=column style="--span: 1"><p>narrow</p>"#))
    }

    @Test func tabsAreRadioGroupsWithTheFirstTabChecked() {
        let html = render([
            .panels(
                .tabs,
                [
                    Panel(title: "iOS", blocks: [Sample.paragraph("on iOS")]),
                    Panel(title: "Linux", blocks: [Sample.paragraph("on Linux")]),
                ], Sample.at(7, 3))
        ])
        #expect(
            html.contains(
                #"<input type=radio class=tab-radio name=tabs-7-3 id=tabs-7-3-1 checked><label for=tabs-7-3-1 class=tab-label>iOS</label><div class=tab-panel><p>on iOS</p>"#
            ))
        #expect(
            html.contains(
                #"<input type=radio class=tab-radio name=tabs-7-3 id=tabs-7-3-2><label for=tabs-7-3-2 class=tab-label>Linux</label><div class=tab-panel><p>on Linux</p>"#
            ))
    }

    @Test func stepsAreNumberedAcrossThePageAndEachHasAnAnchor() {
        let html = render([
            .steps(
                [Step(blocks: [Sample.paragraph("first")]), Step(blocks: [Sample.paragraph("second")])], Sample.at(1)),
            .steps([Step(blocks: [Sample.paragraph("third")])], Sample.at(9)),
        ])
        #expect(
            html.contains(
                ##"<ol class=steps><li class=step id=step-1><p class=step-label data-step=1><a href=#step-1>Step 1</a></p>"##
            ))
        #expect(html.contains(##"<a href=#step-2>Step 2</a></p>"## + "\n" + #"<div class=step-body><p>second</p>"#))
        #expect(
            html.contains(
                ##"<ol class=steps start=3><li class=step id=step-3><p class=step-label data-step=3><a href=#step-3>Step 3</a>"##
            ))
    }

    @Test func codeBlocksOfOtherLanguagesArePlainAndEscaped() {
        let html = render([.codeBlock(language: "sh", info: "sh", code: "echo '<b>' && exit\n", Sample.at(1))])
        #expect(
            html.contains(#"<pre tabindex=0><code class=language-sh>echo '&lt;b&gt;' &amp;&amp; exit</code></pre>"#))
        #expect(!html.contains("<h-"))
    }

    @Test func docLinksShowTheTargetTitleWithARelativeHref() {
        let html = render([Sample.paragraph(.docLink(name: "Other", Sample.at(1)))])
        #expect(html.contains(#"<a class=doc-link href=../tutorials/other.html>The Other Page</a>"#))
    }

    @Test func docLinksBetweenPagesOfOneDirectoryStayShort() {
        #expect(RelativeURL.href(from: "articles/a.html", to: "articles/b.html") == "b.html")
        #expect(RelativeURL.href(from: "index.html", to: "articles/b.html") == "articles/b.html")
        #expect(RelativeURL.href(from: "a/b/c.html", to: "a/x.html") == "../x.html")
        #expect(RelativeURL.href(from: "a/b/c.html", to: "index.html") == "../../index.html")
        #expect(RelativeURL.href(from: "articles/a.html", to: "articlesX/b.html") == "../articlesX/b.html")
        #expect(RelativeURL.href(from: "a/b/c.html", to: "a/b/d/e.html") == "d/e.html")
    }

    @Test func symbolLinksAreCodeLinkedWhenTheSymbolHasAPage() {
        let html = render([
            Sample.paragraph(.symbolLink(name: "Router", Sample.at(1)), .symbolLink(name: "Builder", Sample.at(2)))
        ]) { site in
            site.pages[0].resolved.symbols = ["Router": "reference/napkin/router.html"]
        }
        #expect(
            html.contains(
                #"<a class=symbol-link href=../reference/napkin/router.html><code class=symbol>Router</code></a>"#))
        #expect(html.contains(#"<code class=symbol>Builder</code>"#))
        #expect(!html.contains(#"<code class=symbol>Builder</code></a>"#), "a symbol without a page is not a link")
    }
}
