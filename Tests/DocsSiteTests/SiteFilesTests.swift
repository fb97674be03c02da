import DocsHighlighting
import DocsMarkup
import DocsSupport
import DocsTestSupport
import Testing

@testable import DocsRendering
@testable import DocsSite

@Suite struct SiteFilesTests {
    let site = Sample.napkin

    @Test func sitemapListsEveryPageWithAbsoluteURLs() {
        let sitemap = SiteRenderer().render(site).text("sitemap.xml")
        #expect(sitemap.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
        let locations = sitemap.matches(of: /<loc>([^<]*)<\/loc>/).map { String($0.1) }
        #expect(
            locations == [
                "https://example.org/docs/",
                "https://example.org/docs/articles/getting-started.html",
                "https://example.org/docs/articles/lifecycle.html",
                "https://example.org/docs/tutorials/building-a-login-flow.html",
            ])
        #expect(!sitemap.contains("lastmod"))
    }

    @Test func searchIndexHasAnEntryPerPage() {
        let index = SiteRenderer().render(site).text("search-index.js")
        #expect(index.hasPrefix("window.napkinSearchIndex = ["))
        for page in [site.root] + site.pages {
            #expect(index.contains(#"{"title":"\#(page.title)","path":"\#(page.path)","summary":"#))
        }
        #expect(
            index.contains(#""headings":["Add the package","Write an interactor","On every platform","Next steps"]}"#))
        #expect(!index.contains(#""text":"#))
        // The body's words that the title, summary and headings leave out, each once, in byte
        // order, with the pages that hold it as differences from the one before.
        let words = index[index.range(of: "window.napkinSearchWords = [\n")!.upperBound...]
        let pairs = words.split(separator: "\n").dropLast().map { $0.hasSuffix(",") ? $0.dropLast() : $0 }
        #expect(pairs.contains(#""activates","2""#))
        #expect(pairs.contains(#""router","0,2,1""#), "pages 0, 2 and 3")
        #expect(pairs.map { $0.prefix { $0 != "," } } == pairs.map { $0.prefix { $0 != "," } }.sorted())
    }

    @Test func searchWordsListEachWordOnceWithItsPages() {
        let entries = ["alpha beta", "beta", "gamma", "alpha beta gamma", ""].map {
            SearchIndex.Entry(fields: Array("{}".utf8), words: $0)
        }
        #expect(
            SearchIndex.pagesByWord(entries).map { "\(String(decoding: $0.word, as: UTF8.self)) \($0.pages)" }
                == ["alpha [0, 3]", "beta [0, 1, 3]", "gamma [2, 3]"])
        // Words are told apart by their bytes, as each page's words are: a composed é and an e
        // with a combining accent are two words, each with its own page.
        let accents = ["caf\u{E9}", "cafe\u{301}"].map { SearchIndex.Entry(fields: [], words: $0) }
        #expect(SearchIndex.pagesByWord(accents).map(\.pages) == [[1], [0]])
        for number in [0, 1, 9, 10, 99, 100, 1_234, 10_000, 987_654_321] {
            var digits: [UInt8] = []
            SearchIndex.appendDecimal(number, to: &digits)
            #expect(String(decoding: digits, as: UTF8.self) == String(number))
        }
        // Enough words to grow the table several times, against a dictionary's answer.
        var generator = SeededRandomNumberGenerator(seed: 1)
        let pages = (0..<300).map { _ in (0..<60).map { _ in "w\(Int.random(in: 0..<6_000, using: &generator))" } }
        var expected: [String: [Int]] = [:]
        for (position, words) in pages.enumerated() {
            for word in Set(words) { expected[word, default: []].append(position) }
        }
        let many = SearchIndex.pagesByWord(
            pages.map { SearchIndex.Entry(fields: [], words: $0.joined(separator: " ")) })
        #expect(
            many.map { String(decoding: $0.word, as: UTF8.self) } == expected.keys.sorted { $0.precedesByBytes($1) })
        #expect(many.allSatisfy { expected[String(decoding: $0.word, as: UTF8.self)] == $0.pages })
        let file = String(decoding: SearchIndex.file(entries: entries), as: UTF8.self)
        #expect(
            file == """
                window.napkinSearchIndex = [
                {},
                {},
                {},
                {},
                {}
                ];
                window.napkinSearchWords = [
                "alpha","0,3",
                "beta","0,1,2",
                "gamma","2,1"
                ];

                """)
    }

    @Test func searchTextHoldsEveryWordOfALongPageOnce() {
        let filler = (1...200).map { "Paragraph \($0) repeats the same few words about routers." }
        let blocks =
            filler.map { Sample.paragraph($0) } + [
                Sample.swift("let codeIsLeftOut = true"),
                Sample.paragraph("The last paragraph names a zeppelin."),
            ]
        let text = SearchIndex.bodyWords(of: blocks, pageTitles: [:]).text
        #expect(text.contains("zeppelin"), "a word far below the top of the page")
        #expect(!text.contains("codeisleftout"))
        #expect(text.hasPrefix("paragraph 1 repeats the same few words about routers 2 3 4"))
        #expect(text.split(separator: " ").filter { $0 == "routers" }.count == 1)
        #expect(text.utf8.count < 1_200, "each word once: \(text.utf8.count) bytes")
    }

    @Test func aTabsTitleIsSearchedAsItsPanelIs() {
        let tabs = Block.panels(
            .tabs,
            [
                Panel(title: "Property list", blocks: [Sample.paragraph("Reads a plist.")]),
                Panel(title: "YAML", blocks: [Sample.paragraph("Reads YAML.")]),
            ], Sample.at(1))
        #expect(SearchIndex.bodyWords(of: [tabs], pageTitles: [:]).text == "property list reads a plist yaml")
    }

    @Test func distinctWordsAreLowercasedAndKeptOnce() {
        #expect(distinctWords("Router routes the router and The Router") == "router routes the and")
        #expect(distinctWords("") == "")
        #expect(distinctWords("Élan ÉLAN élan Ärger ärger") == "élan ärger")
        // The Kelvin sign lowercases to an ASCII k: the word beyond ASCII and the ASCII word are one.
        #expect(distinctWords("\u{212A}elvin kelvin KELVIN") == "kelvin")
        #expect(distinctWords("KELVIN \u{212A}elvin") == "kelvin")
        #expect(distinctWords("(Routers), routers. “Routers” *routers* load() load()?") == "routers “routers” load()")
    }

    @Test func distinctWordsAgreeWithLowercasedStringsOnManyWords() {
        // Thousands of words, most repeated in other letter cases, some beyond ASCII: enough to
        // grow the set's table several times.
        var generator = SeededRandomNumberGenerator(seed: 2)
        let stems = (0..<3_000).map { "w\($0)" } + ["Ünïcode", "straße", "Σίσυφος", "ǅ"]
        let words = (0..<20_000).map { _ -> String in
            let stem = stems.randomElement(using: &generator)!
            return Bool.random(using: &generator) ? stem.uppercased() : stem
        }
        var seen = Set<String>()
        let expected = words.map { $0.lowercased() }.filter { seen.insert($0).inserted }.joined(separator: " ")
        #expect(distinctWords(words.joined(separator: " ")) == expected)
    }

    @Test func searchWordsKeepWhatSearchCanFindAndNothingMore() {
        let text =
            "Routers route. The (router) calls load() and \"attach\": attachChild [see] didLoad()? Elan élan Zèbre"
        let compact = compacted(text, besides: ["Routing", "How children are attached."])
        // `route` begins `routers`, `router` begins `routers`, `attach` begins `attachchild`;
        // `children` would be in the other fields.
        #expect(compact == "and attachchild calls didload() elan load() routers see the zèbre élan")
        // Every word of the text is still found, in the compact text or in the other fields.
        let found = (compact + " routing how children are attached.")
        for word in [
            "routers", "route", "router", "load()", "attach", "attachchild", "see", "didload", "the", "elan", "zèbre",
        ] {
            #expect(found.contains(word), "\(word)")
        }
        #expect(compacted("", besides: []) == "")
        #expect(compacted("\"…\" (.) *", besides: []) == "…")
        // Words that share their first eight bytes or more are ordered by the rest.
        #expect(
            compacted("configurations configuration configure configured configures", besides: [])
                == "configurations configured configures")
        #expect(compacted("documentation documentations", besides: ["Documentation"]) == "documentations")
        // The other fields are lowercased as the body is, beyond ASCII too.
        #expect(compacted("Élan Zèbre", besides: ["ÉLANS"]) == "zèbre")
        // … and split at the same white space: a no-break space too.
        #expect(compacted("Élan routing", besides: ["How\u{A0}Routing works."]) == "élan")
    }

    @Test func searchIndexEscapesJSONAndScriptBreakers() {
        var output: [UInt8] = []
        JSON.appendString("a\"b\\c\n</script>\u{1}\u{1F}\u{2028}é\u{2029}\t\r", to: &output)
        #expect(String(decoding: output, as: UTF8.self) == #""a\"b\\c\n\u003c/script>\u0001\u001f\u2028é\u2029\t\r""#)
    }

    @Test func searchTextCollapsesUnicodeWhiteSpace() {
        for (source, existing, expected) in [
            ("  two\t\twords\n", "", "two words"),
            ("more  words ", "start", "start more words"),
            (" \r\n\u{0B}\u{0C} ", "start", "start"),
            ("no\u{A0}break\u{2028}line  é", "x", "x no break line é"),
            ("\u{A0}\u{3000}", "", ""),
            ("a\u{1680}b\u{2009}c\u{205F}d\u{3000}e\u{85}f\u{202F}g\u{2029}h", "", "a b c d e f g h"),
            ("per\u{2030}mille\u{200B}zero-width", "", "per\u{2030}mille\u{200B}zero-width"),
        ] {
            #expect(distinctWords(existing, source) == expected, "\(source.debugDescription)")
        }
    }

    @Test func wordsDoNotBreakWhereOneInlineMeetsTheNext() {
        var words = DistinctWords()
        words.add(
            [
                .strong([.text("bold")]), .text("text and"), .softBreak,
                .docLink(name: "Lifecycle", DocsMarkup.SourceLocation(file: "A.md", line: 1, column: 1)),
            ], pageTitles: ["Lifecycle": "The Lifecycle"])
        #expect(words.text == "boldtext and the lifecycle")
    }

    @Test func whiteSpaceIsUnicodesWhiteSpace() {
        // Every scalar of the Basic Multilingual Plane, where all of Unicode's white space is.
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let bytes = Array(String(Character(scalar)).utf8) + [UInt8(ascii: "x")]
            let width = bytes.withUnsafeBufferPointer { DistinctWords.whiteSpaceWidth(at: 0, in: $0) }
            #expect(width == (scalar.properties.isWhitespace ? bytes.count - 1 : 0), "U+\(String(value, radix: 16))")
        }
    }

    private func compacted(_ text: String, besides fields: [String]) -> String {
        var words = DistinctWords()
        words.add([.text(text)], pageTitles: [:])
        return SearchWords.compacted(words, besides: fields)
    }

    private func distinctWords(_ texts: String...) -> String {
        var words = DistinctWords()
        texts.forEach { words.add([.text($0)], pageTitles: [:]) }
        return words.text
    }

    @Test func renderingIsDeterministic() {
        let first = SiteRenderer().render(site)
        let second = SiteRenderer().render(Sample.napkin)
        #expect(first == second)
    }

    @Test func stylesheetCoversTheHighlightClassesAndBothThemes() {
        let css = SiteRenderer().render(site).text("style.css")
        for name in HighlightClass.allCases.map(\.rawValue) {
            #expect(
                css.contains("\n\(name) {") || css.contains("\n\(name), ") || css.contains(", \(name) {"), "\(name)")
        }
        #expect(css.contains("prefers-color-scheme: dark"))
        #expect(css.contains(#":root[data-theme="dark"]"#))
    }
}

extension DistinctWords {
    /// The words so far in the order they first appeared, separated by single spaces.
    var text: String {
        words.ranges.map { String(decoding: words.keys[$0], as: UTF8.self) }.joined(separator: " ")
    }
}
