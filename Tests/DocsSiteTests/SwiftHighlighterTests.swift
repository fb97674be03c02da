import Testing
@testable import DocsSite

@Suite struct SwiftHighlighterTests {
    let highlighter = SwiftHighlighter()

    @Test func classifiesKeywordsTypesStringsNumbersAndComments() {
        let html = highlighter.highlight("""
        // greet
        let name: String = "napkin" + 42
        """)
        #expect(html.contains(#"<span class="cm">// greet</span>"#))
        #expect(html.contains(#"<span class="kw">let</span>"#))
        #expect(html.contains(#"<span class="ty">String</span>"#))
        #expect(html.contains(#"<span class="str">"napkin"</span>"#))
        #expect(html.contains(#"<span class="num">42</span>"#))
    }

    @Test func attributesDocCommentsAndCapitalisedIdentifiers() {
        let html = highlighter.highlight("/// Docs.\n@MainActor final class A { let b = Builder(x: 1) }")
        #expect(html.contains(#"<span class="doc">/// Docs.</span>"#))
        #expect(html.contains(#"<span class="attr">MainActor</span>"#) || html.contains(#"<span class="attr">@MainActor</span>"#))
        #expect(html.contains(#"<span class="ty">Builder</span>"#))
        #expect(html.contains(#"<span class="kw">final</span>"#))
    }

    @Test func escapesMarkupInCode() {
        let html = highlighter.highlight(#"if a < b && c > d { print("<b>") }"#)
        #expect(!html.contains("<b>"))
        #expect(html.contains("a &lt; b &amp;&amp; c &gt; d"))
        #expect(html.contains(#"<span class="str">"&lt;b&gt;"</span>"#))
    }

    @Test func keepsEveryCharacterOfTheSource() {
        let source = "func café() -> Int {\n\treturn 1 // ünïcode 🍔\n}\n  broken ( syntax"
        let html = highlighter.highlight(source)
        let text = html.replacing(/<[^>]+>/, with: "").replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&amp;", with: "&")
        #expect(text == source)
    }

    @Test func swiftCodeBlocksAreHighlightedInPages() {
        let page = Sample.document("P", "P", [Sample.swift("let x = 1\n")])
        let html = SiteRenderer().render(Sample.site(pages: [(page, "p.html")])).text("p.html")
        #expect(html.contains(#"<code class="language-swift"><span class="kw">let</span> x = <span class="num">1</span></code>"#))
    }

    @Test func theCacheOfRepeatedCodeChangesNoByte() {
        // Several pages share code, and each is rendered on its own thread.
        let code = "@MainActor final class Router {\n    func attach() async { await child.activate() }\n}\n"
        let pages = (1...12).map { number in
            (Sample.document("P\(number)", "P\(number)", [Sample.swift(code), Sample.swift("let n = \(number % 3)\n"), Sample.swift(code)]), "p\(number).html")
        }
        let site = Sample.site(pages: pages)
        let cached = SiteRenderer(cachesHighlightedCode: true).render(site)
        #expect(cached == SiteRenderer(cachesHighlightedCode: false).render(site))
        #expect(cached.text("p5.html").contains(#"<span class="kw">func</span> attach"#))
    }
}
