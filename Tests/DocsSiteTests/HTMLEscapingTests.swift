import DocsMarkup
import Testing

@testable import DocsRendering
@testable import DocsSite

@Suite struct HTMLEscapingTests {
    private func written(_ write: (inout HTMLWriter) -> Void) -> String {
        var html = HTMLWriter()
        write(&html)
        return String(decoding: html.bytes, as: UTF8.self)
    }

    @Test func textEscapesMarkupCharacters() {
        let html = written { $0.element(.p, text: #"a < b && c > "d""#) }
        #expect(html == "<p>a &lt; b &amp;&amp; c &gt; \"d\"</p>\n")
    }

    @Test func attributeValuesEscapeQuotes() {
        let html = written { $0.element(.a, [.href(#"x" onclick="alert(1)&y"#)], text: "t") }
        #expect(html == #"<a href="x&quot; onclick=&quot;alert(1)&amp;y">t</a>"#)
    }

    @Test func attributeValuesGoUnquotedWhereHTMLAllowsIt() {
        let html = written {
            $0.void(
                .input, [.class("nav-toggle"), .href("../a/b.html#x"), .data("step", "1"), .aria("label", "Café/日本")])
        }
        #expect(html == "<input class=nav-toggle href=../a/b.html#x data-step=1 aria-label=Café/日本>")
    }

    /// HTML's unquoted attribute value: not empty, and no white space, `"`, `'`, `=`, `<`, `>` or backtick.
    @Test func attributeValuesThatHTMLWouldMisreadKeepTheirQuotes() {
        let quoted: [(value: String, written: String)] = [
            ("", #""""#), ("two words", #""two words""#),
            ("tab\tbreak\nfeed\u{0C}return\r", "\"tab\tbreak\nfeed\u{0C}return\r\""),
            (#"say "hi""#, #""say &quot;hi&quot;""#), ("it's", #""it's""#), ("a=1", #""a=1""#),
            ("<b>", #""&lt;b&gt;""#), ("x>y", #""x&gt;y""#), ("`code`", #""`code`""#),
        ]
        for (value, expected) in quoted {
            #expect(
                written { $0.emptyElement(.span, [HTMLAttribute("title", value)]) }
                    == "<span title=\(expected)></span>", "\(value)")
        }
    }

    @Test func anAmpersandIsACharacterReferenceInAnUnquotedValue() {
        #expect(written { $0.emptyElement(.a, [.href("a?x&y")]) } == "<a href=a?x&amp;y></a>")
    }

    @Test func elementsNestAndOnlyBlocksEndLines() {
        let html = written { html in
            html.element(.ul, [.class("list")]) { html in
                html.element(.li) { html in
                    html.element(.em, text: "one")
                    html.void(.br)
                    html.trusted("<b>trusted</b>")
                }
            }
            html.void(.hr)
            html.emptyElement(.span, [HTMLAttribute(flag: "hidden")])
        }
        #expect(html == "<ul class=list><li><em>one</em><br><b>trusted</b></li>\n</ul>\n<hr>\n<span hidden></span>")
    }

    @Test func nonASCIITextSurvives() {
        #expect(written { $0.text("café <ø> “quoted” 🍔") } == "café &lt;ø&gt; “quoted” 🍔")
    }

    @Test func rawHTMLIsEscapedUnlessThePageAllowsIt() {
        let blocks: [Block] = [
            .html("<script>alert(1)</script>", Sample.at(3)), Sample.paragraph(.text("x "), .html("<b>bold</b>")),
        ]
        let closed = Sample.document("Closed", "Closed", blocks)
        let open = Sample.document("Open", "Open", rawHTML: true, blocks)
        let files = SiteRenderer().render(Sample.site(pages: [(closed, "closed.html"), (open, "open.html")]))

        let escaped = files.text("closed.html")
        #expect(!escaped.contains("<script>alert(1)"))
        #expect(escaped.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(escaped.contains("x &lt;b&gt;bold&lt;/b&gt;"))

        let passed = files.text("open.html")
        #expect(passed.contains("<script>alert(1)</script>"))
        #expect(passed.contains("x <b>bold</b>"))
    }

    /// Comments are notes to authors: never shown, on pages with or without raw HTML.
    @Test func htmlCommentsAreDroppedNotShown() {
        let blocks: [Block] = [
            .html("<!-- TODO: expand this page -->\n", Sample.at(3)),
            Sample.paragraph(.text("x "), .html("<!-- inline note -->"), .text("y")),
            .html("<!-- a --> <b>not only a comment</b>", Sample.at(5)),
        ]
        let closed = Sample.document("Closed", "Closed", blocks)
        let open = Sample.document("Open", "Open", rawHTML: true, blocks)
        let files = SiteRenderer().render(Sample.site(pages: [(closed, "closed.html"), (open, "open.html")]))
        for html in [files.text("closed.html"), files.text("open.html")] {
            #expect(!html.contains("TODO"))
            #expect(!html.contains("inline note"))
            #expect(html.contains("x y"))
        }
        #expect(
            files.text("closed.html").contains("&lt;b&gt;not only a comment"), "markup beyond comments is still escaped"
        )
    }

    @Test func titlesAndSummariesAreEscapedInTheHead() {
        var site = Sample.site(pages: [(Sample.document("A", "Tags <b> & \"quotes\"", []), "a.html")])
        site.pages[0].summary = #"Uses "<T>" & more"#
        let html = SiteRenderer().render(site).text("a.html")
        #expect(html.contains("<title>Tags &lt;b&gt; &amp; \"quotes\" · Project</title>"))
        #expect(html.contains(#"<meta name=description content="Uses &quot;&lt;T&gt;&quot; &amp; more">"#))
    }
}
