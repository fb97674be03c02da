import DocsMarkup
import DocsSiteModel
import DocsSupport

/// The static search index: `search-index.js`, the pages' fields and the words of their bodies.
///
/// A script file rather than JSON, because browsers refuse `fetch` on `file://` but load
/// scripts. It assigns two arrays:
///
/// - `window.napkinSearchIndex`: one object per page, root first, in reading order:
///   `{"title":…,"path":…,"summary":…,"headings":[…]}`.
/// - `window.napkinSearchWords`: the body words, each followed by the pages that hold it, as
///   positions in the first array written as differences from the one before
///   (`"router","0,3,1"`: pages 0, 3 and 4), the words in byte order. A word is listed for a
///   page only when the page's title, summary and headings do not hold it already, and not
///   when it begins another of the page's words (``SearchWords``), since search matches a
///   term anywhere inside a word.
///
/// Listing each word once with its pages, rather than each page with its words, makes the
/// file smaller the more words the pages share: 0.40 of the size on the benchmark's corpus
/// (whose articles are copies of a few), 0.96 on this package's own site. Each page's entry is
/// made on its own (``entry(for:pageTitles:)``), so the entries of a large site are made on all
/// cores and then joined (``file(entries:)``).
enum SearchIndex {
    /// One page's part of the index.
    struct Entry: Sendable, Equatable {
        /// The page's object in `napkinSearchIndex`.
        var fields: [UInt8]
        /// The words its body adds, separated by spaces (``SearchWords/compacted(_:besides:)``).
        var words: String
    }

    /// The whole file, from the entries of the root page and then every page in reading order.
    static func file(entries: [Entry]) -> [UInt8] {
        var output = fieldsPart(of: entries)
        output.reserveCapacity(output.count + entries.reduce(16) { $0 + $1.words.utf8.count })
        let words = pagesByWord(entries)
        for (index, (word, pages)) in words.enumerated() {
            appendWordLine(word, pages: pages, to: &output)
            output.append(index == words.count - 1 ? "\"\n" : "\",\n")
        }
        output.append("];\n")
        return output
    }

    /// The file up to its first word: `napkinSearchIndex`, and the opening of `napkinSearchWords`.
    static func fieldsPart(of entries: [Entry]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(entries.reduce(64) { $0 + $1.fields.count + 2 })
        output.append("window.napkinSearchIndex = [\n")
        for (index, entry) in entries.enumerated() {
            output += entry.fields
            output.append(index == entries.count - 1 ? "\n" : ",\n")
        }
        output.append("];\nwindow.napkinSearchWords = [\n")
        return output
    }

    /// A word's line of `napkinSearchWords` without its end: `"word","0,3,1` (pages 0, 3 and 4).
    static func appendWordLine(_ word: some Collection<UInt8>, pages: [Int], to output: inout [UInt8]) {
        JSON.appendString(String(decoding: word, as: UTF8.self), to: &output)
        output.append(",\"")
        var previous = 0
        for (pageIndex, page) in pages.enumerated() {
            if pageIndex > 0 { output.append(UInt8(ascii: ",")) }
            appendDecimal(page - previous, to: &output)
            previous = page
        }
    }

    /// Appends the digits of `number` (not negative), without making a string of them.
    static func appendDecimal(_ number: Int, to output: inout [UInt8]) {
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        var rest = number
        while divisor > 0 {
            output.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// Every word of the entries' bodies, as UTF-8, in byte order, with the positions of the
    /// entries that hold it, in increasing order.
    ///
    /// Words are told apart by their bytes, as ``LowercasedWordSet`` keeps them: `String`
    /// would take a composed `é` and an `e` with a combining accent for one word.
    static func pagesByWord(_ entries: [Entry]) -> [(word: ArraySlice<UInt8>, pages: [Int])] {
        var postings = WordPostings()
        for (position, entry) in entries.enumerated() {
            var words = entry.words
            words.withUTF8 { bytes in
                var start = 0
                for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: " ") {
                    if index > start {
                        postings.add(UnsafeBufferPointer(rebasing: bytes[start..<index]), page: position)
                    }
                    start = index + 1
                }
            }
        }
        return postings.byWord
    }

    /// One page's entry: its fields, and the words of its body the fields do not already hold
    /// (``SearchWords``).
    static func entry(for page: Page, pageTitles: [PageName: String]) -> Entry {
        var output: [UInt8] = []
        output.append("{\"title\":")
        // A member is found by its name, and shown with its type's (`Router/load()`, not `load()`).
        let title = page.symbol?.symbol.path ?? page.title
        JSON.appendString(title, to: &output)
        output.append(",\"path\":")
        JSON.appendString(page.path.string, to: &output)
        output.append(",\"summary\":")
        JSON.appendString(page.summary, to: &output)
        output.append(",\"headings\":[")
        for (headingIndex, entry) in page.tableOfContents.enumerated() {
            if headingIndex > 0 { output.append(UInt8(ascii: ",")) }
            JSON.appendString(entry.title, to: &output)
        }
        output.append("]}")
        let words = SearchWords.compacted(
            bodyWords(of: page.document.blocks, pageTitles: pageTitles),
            besides: [title, page.summary] + page.tableOfContents.map(\.title))
        return Entry(fields: output, words: words)
    }

    /// The words of a page's prose, code left out, each once (``DistinctWords``). Search matches
    /// words anywhere in a page, not only near its top, and a long page's entry stays about the
    /// size of its vocabulary.
    static func bodyWords(of blocks: [Block], pageTitles: [PageName: String]) -> DistinctWords {
        var words = DistinctWords()
        for block in blocks {
            block.addPlainText(to: &words, pageTitles: pageTitles)
        }
        return words
    }
}

extension Block {
    /// Adds the words of the block's prose.
    fileprivate func addPlainText(to words: inout DistinctWords, pageTitles: [PageName: String]) {
        func add(_ inlines: [Inline]) {
            words.add(inlines, pageTitles: pageTitles)
        }
        func addAll(_ blocks: [Block]) {
            for block in blocks { block.addPlainText(to: &words, pageTitles: pageTitles) }
        }
        switch self {
        case .paragraph(let content, _), .heading(_, let content, _, _): add(content)
        case .blockQuote(let blocks, _), .aside(_, let blocks, _): addAll(blocks)
        case .list(_, let items, _): items.forEach(addAll)
        case .panels(_, let panels, _):
            for panel in panels {
                // A tab's title is what a reader looks for its panel by.
                if let title = panel.title { add([.text(title)]) }
                addAll(panel.blocks)
            }
        case .steps(let steps, _): steps.forEach { addAll($0.blocks) }
        case .table(let table, _): table.cells.forEach(add)
        case .box(_, let blocks, _): addAll(blocks)
        case .media(let media, _): addAll(media.caption)
        case .links(_, let links, _): add(links)
        case .codeBlock, .thematicBreak, .html, .snippet, .codeFile: break
        }
    }
}

/// Just enough JSON writing for the search index, with a stable byte-for-byte output.
enum JSON {
    /// Appends `string` as a JSON string literal, safe inside a script too: `<` is escaped so
    /// no `</script>` can appear, and U+2028 and U+2029, which end a line in older JavaScript.
    static func appendString(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            func escape(_ replacement: StaticString, length: Int = 1) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                output.append(replacement)
                index += length
                runStart = index
            }
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""): escape("\\\"")
                case UInt8(ascii: "\\"): escape("\\\\")
                case UInt8(ascii: "\n"): escape("\\n")
                case UInt8(ascii: "\r"): escape("\\r")
                case UInt8(ascii: "\t"): escape("\\t")
                case UInt8(ascii: "<"): escape("\\u003c")
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA8:
                    escape("\\u2028", length: 3)
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA9:
                    escape("\\u2029", length: 3)
                case let byte where byte < 0x20:
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                    let hex = Array("0123456789abcdef".utf8)
                    output.append("\\u00")
                    output.append(hex[Int(byte >> 4)])
                    output.append(hex[Int(byte & 0xF)])
                    index += 1
                    runStart = index
                default:
                    index += 1
                }
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
        output.append(UInt8(ascii: "\""))
    }
}
