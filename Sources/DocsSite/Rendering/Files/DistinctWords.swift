import DocsMarkup

/// The words of a page's prose for the search index, each kept once: where it first appears,
/// as it is spelled there; words that differ only in letter case count as one. Words are
/// separated by white space as `Character` counts it (no-break and other Unicode spaces too),
/// and written out separated by single spaces.
struct DistinctWords {
    private var seen = LowercasedWordSet()
    private var output: [UInt8] = []
    /// The text of the run of inlines being split, reused from run to run.
    private var run: [UInt8] = []

    /// The words so far, separated by single spaces.
    var text: String { String(decoding: output, as: UTF8.self) }

    /// Adds the words of a run of inlines as a reader sees it: `<doc:>` links as their pages'
    /// titles, and no word boundary where one inline meets the next (`**bold**text`).
    mutating func add(_ inlines: [Inline], pageTitles: [String: String]) {
        run.removeAll(keepingCapacity: true)
        for inline in inlines {
            run += inline.plainText(pageTitles: pageTitles).utf8
        }
        addWordsOfRun()
    }

    private mutating func addWordsOfRun() {
        // A copy of the buffer (no bytes copied) lets `insert` change `self` while it is read.
        let run = self.run
        run.withUnsafeBufferPointer { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else {
                // Unicode white space (no-break spaces, line separators …) needs `Character`.
                for word in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace) {
                    var word = word
                    word.withUTF8 { insert($0) }
                }
                return
            }
            var start = 0
            for index in 0...bytes.count {
                // The ASCII white space of `Character.isWhitespace`: tab, line feed, vertical
                // tab, form feed, carriage return and space.
                guard index == bytes.count || bytes[index] == 0x20 || (0x09...0x0D).contains(bytes[index]) else { continue }
                if index > start { insert(UnsafeBufferPointer(rebasing: bytes[start..<index])) }
                start = index + 1
            }
        }
    }

    private mutating func insert(_ word: UnsafeBufferPointer<UInt8>) {
        guard seen.insert(word) else { return }
        if !output.isEmpty { output.append(0x20) }
        output.append(contentsOf: word)
    }
}
