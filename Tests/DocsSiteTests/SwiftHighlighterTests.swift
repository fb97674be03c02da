import DocsHighlighting
import DocsQueries
import Testing

@testable import DocsRendering
@testable import DocsSite

@Suite struct SwiftHighlighterTests {
    let highlighter = SwiftHighlighter()

    @Test func classifiesKeywordsTypesStringsNumbersAndComments() {
        let html = highlighter.highlight(
            """
            // greet
            let name: String = "napkin" + 42
            """)
        #expect(html.contains(#"<h-c>// greet</h-c>"#))
        #expect(html.contains(#"<h-k>let</h-k>"#))
        #expect(html.contains(#"<h-t>String</h-t>"#))
        #expect(html.contains(#"<h-s>"napkin"</h-s>"#))
        #expect(html.contains(#"<h-n>42</h-n>"#))
    }

    @Test func attributesDocCommentsAndCapitalisedIdentifiers() {
        let html = highlighter.highlight("/// Docs.\n@MainActor final class A { let b = Builder(x: 1) }")
        #expect(html.contains(#"<h-d>/// Docs.</h-d>"#))
        #expect(html.contains(#"<h-a>@MainActor</h-a>"#))
        #expect(html.contains(#"<h-t>Builder</h-t>"#))
        // Neighbours of one class separated by spaces share one span.
        #expect(html.contains(#"<h-k>final class</h-k>"#))
    }

    @Test func spacesJoinNeighboursOfOneClassButNotLinesOrPlaceholders() {
        #expect(highlighter.highlight("private let a = 1") == "<h-k>private let</h-k> a = <h-n>1</h-n>")
        #expect(highlighter.highlight("let\nvar").contains("<h-k>let</h-k>\n<h-k>var</h-k>"))
        #expect(highlighter.highlight("f(<#a#> <#b#>)").contains("<h-e>&lt;#a#&gt;</h-e> <h-e>"))
    }

    @Test func escapesMarkupInCode() {
        let html = highlighter.highlight(#"if a < b && c > d { print("<b>") }"#)
        #expect(!html.contains("<b>"))
        #expect(html.contains("a &lt; b &amp;&amp; c &gt; d"))
        #expect(html.contains(#"<h-s>"&lt;b&gt;"</h-s>"#))
    }

    @Test func keepsEveryCharacterOfTheSource() {
        let source = "func café() -> Int {\n\treturn 1 // ünïcode 🍔\n}\n  broken ( syntax"
        let html = highlighter.highlight(source)
        let text = html.replacing(/<[^>]+>/, with: "").replacing("&lt;", with: "<").replacing("&gt;", with: ">")
            .replacing("&amp;", with: "&")
        #expect(text == source)
    }

    @Test func swiftCodeBlocksAreHighlightedInPages() {
        let page = Sample.document("P", "P", [Sample.swift("let x = 1\n")])
        let html = SiteRenderer().render(Sample.site(pages: [(page, "p.html")])).text("p.html")
        #expect(html.contains(#"<code class=language-swift><h-k>let</h-k> x = <h-n>1</h-n></code>"#))
    }

    @Test func theCacheOfRepeatedCodeChangesNoByte() {
        // Several pages share code, and each is rendered on its own thread.
        let code = "@MainActor final class Router {\n    func attach() async { await child.activate() }\n}\n"
        let pages = (1...12).map { number in
            (
                Sample.document(
                    "P\(number)", "P\(number)",
                    [Sample.swift(code), Sample.swift("let n = \(number % 3)\n"), Sample.swift(code)]),
                "p\(number).html"
            )
        }
        let site = Sample.site(pages: pages)
        let cached = SiteRenderer(cachesHighlightedCode: true).render(site)
        #expect(cached == SiteRenderer(cachesHighlightedCode: false).render(site))
        #expect(cached.text("p5.html").contains(#"<h-k>func</h-k> attach"#))
    }

    @Test func anEngineKeepsTheCodeOfItsLastRunOnly() {
        let engine = QueryEngine()
        engine.startRun()
        let first = engine[HighlightedCode(code: "let a = 1")]
        engine.forgetUnused()
        engine.startRun()
        _ = engine[HighlightedCode(code: "let b = 2")]
        #expect(engine.count(of: HighlightedCode.self) == 2, "kept until a run that uses everything ends")
        engine.forgetUnused()
        #expect(engine.count(of: HighlightedCode.self) == 1, "code the last run did not use is let go of")
        engine.startRun()
        #expect(engine[HighlightedCode(code: "let a = 1")] == first)
        #expect(engine.computedThisRun(HighlightedCode.self) == 1)
    }

    @Test(arguments: [true, false])
    func storedCodeIsFoundNotHighlightedAndKeptOnlyWhenItChanged(tracksReads: Bool) {
        let engine = QueryEngine(tracksReads: tracksReads)
        engine.startRun()
        #expect(!engine.wasGivenStoredHighlights)
        engine.storeHighlights { ["let a = 1": "<kept>a</kept>", "let b = 2": "<kept>b</kept>"] }
        engine.storeHighlights {
            Issue.record("the stored code is given once")
            return [:]
        }
        #expect(engine.wasGivenStoredHighlights)
        #expect(engine[HighlightedCode(code: "let a = 1")].html == "<kept>a</kept>")
        #expect(engine[HighlightedCode(code: "let b = 2")].html == "<kept>b</kept>")
        #expect(engine.highlightsToKeep() == nil, "what the disk holds, all found: nothing to keep")
        _ = engine[HighlightedCode(code: "let c = 3")]
        let entries = engine.highlightsToKeep()
        #expect(entries?.count == 3, "code highlighted anew is new to keep")
        #expect(entries?["let c = 3"] == SwiftHighlighter().highlight("let c = 3"))
        guard tracksReads else { return }
        // A next run that uses the same code, highlighted before, has nothing new to keep.
        engine.startRun()
        for code in ["let a = 1", "let b = 2", "let c = 3"] { _ = engine[HighlightedCode(code: code)] }
        #expect(engine.highlightsToKeep() == nil)
    }

    @Test func aRendererThatKeepsHighlightsWritesWhatAFreshOneWrites() {
        let kept = SiteRenderer(keepsHighlightedCode: true)
        #expect(
            kept.keepsHighlightedCode
                && !SiteRenderer(cachesHighlightedCode: false, keepsHighlightedCode: true).keepsHighlightedCode)
        for version in ["struct A {}", "let b = 2", "struct A {}"] {
            let site = Sample.site(pages: [(Sample.document("P", "P", [Sample.swift(version)]), "p.html")])
            #expect(kept.render(site) == SiteRenderer().render(site))
        }
    }

    /// Code past the limits is shown escaped, without highlighting, instead of taking
    /// exponential time (`[[[…`), quadratic memory (nested interpolations) or overflowing the
    /// stack (any deep tree, such as `a.b.b…`).
    @Test func codePastTheLimitsIsShownWithoutHighlighting() {
        let deepBrackets = HighlightLimits.maximumSquareBracketNesting + 1
        let hostile = [
            "let x = " + String(repeating: "[", count: deepBrackets) + "1"
                + String(repeating: "]", count: deepBrackets),
            "let x = " + String(repeating: "[", count: 50_000),
            "let x = " + String(repeating: #""\("#, count: HighlightLimits.maximumInterpolations + 1),
            "let x = a" + String(repeating: ".b", count: 50_000),
        ]
        for code in hostile {
            let html = highlighter.highlight(code)
            #expect(!html.contains("<h-"))
            #expect(html.hasPrefix("let x = "))
        }
    }

    @Test func codeWithinTheLimitsIsHighlighted() {
        let limit = HighlightLimits.maximumSquareBracketNesting
        let nested = "let x = " + String(repeating: "[", count: limit) + "1" + String(repeating: "]", count: limit)
        #expect(highlighter.highlight(nested).contains(#"<h-k>let</h-k>"#))
        // More `[` than the nesting limit, none nested: the depth is counted, not the brackets.
        let siblings = "let x = [" + Array(repeating: "[1]", count: limit * 2).joined(separator: ", ") + "]"
        #expect(highlighter.highlight(siblings).contains(#"<h-k>let</h-k>"#))
        let interpolations =
            "let x = " + String(repeating: #""\(1)" + "#, count: HighlightLimits.maximumInterpolations) + "1"
        #expect(highlighter.highlight(interpolations).contains(#"<h-k>let</h-k>"#))
        let long = "let x = a" + String(repeating: ".b", count: (HighlightLimits.maximumSize - 9) / 2)
        #expect(long.utf8.count <= HighlightLimits.maximumSize)
        #expect(highlighter.highlight(long).contains(#"<h-k>let</h-k>"#))
    }
}
