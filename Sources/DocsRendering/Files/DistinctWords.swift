import DocsMarkup

/// The words of a page's prose for the search index, each kept once and as search reads it:
/// lowercased (as Unicode lowercases, which is what the search script does to the query) and
/// stripped of the punctuation sentences put around words (`Routers.` is `routers`; see
/// ``SearchWords``). Words are separated by white space as Unicode's `White_Space` property
/// counts it: tab to carriage return, space, next line, the no-break spaces, the spaces from
/// U+2000 to U+200A, and the line, paragraph and ideographic separators.
struct DistinctWords {
    /// The distinct words, lowercased, and each one's range.
    private(set) var words = LowercasedWordSet()
    /// The text of the run of inlines being split, reused from run to run.
    private var run: [UInt8] = []

    /// Adds the words of a run of inlines as a reader sees it: `<doc:>` links as their pages'
    /// titles, and no word boundary where one inline meets the next (`**bold**text`).
    mutating func add(_ inlines: [Inline], pageTitles: [PageName: String]) {
        run.removeAll(keepingCapacity: true)
        inlines.appendPlainText(pageTitles: pageTitles, to: &run)
        addWordsOfRun()
    }

    private mutating func addWordsOfRun() {
        // A copy of the buffer (no bytes copied) lets `insert` change `self` while it is read.
        let run = self.run
        run.withUnsafeBufferPointer { bytes in
            Self.forEachWord(in: bytes) { _ = words.insert(UnsafeBufferPointer(rebasing: bytes[$0])) }
        }
    }

    /// Calls `body` with the range of each word of `bytes`, split at white space and stripped
    /// of the punctuation around it (``SearchWords/trimmingPunctuation(_:of:)``); a word that
    /// was punctuation only is skipped.
    static func forEachWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        func word(_ range: Range<Int>) {
            let trimmed = SearchWords.trimmingPunctuation(range, of: bytes)
            if !trimmed.isEmpty { body(trimmed) }
        }
        var start = 0
        var index = 0
        while index < bytes.count {
            let width = whiteSpaceWidth(at: index, in: bytes)
            if width == 0 {
                index += 1
                continue
            }
            word(start..<index)
            index += width
            start = index
        }
        word(start..<bytes.count)
    }

    /// The length in bytes of the white space character at `index`, or 0 if it is none.
    static func whiteSpaceWidth(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let byte = bytes[index]
        if byte < 0x80 { return byte == 0x20 || (0x09...0x0D).contains(byte) ? 1 : 0 }
        func next(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }
        switch byte {
        case 0xC2:  // U+0085 next line, U+00A0 no-break space
            return next(1) == 0x85 || next(1) == 0xA0 ? 2 : 0
        case 0xE1:  // U+1680 Ogham space mark
            return next(1) == 0x9A && next(2) == 0x80 ? 3 : 0
        case 0xE2:  // U+2000–U+200A, U+2028, U+2029, U+202F, U+205F
            switch (next(1), next(2)) {
            case (0x80, 0x80...0x8A), (0x80, 0xA8), (0x80, 0xA9), (0x80, 0xAF), (0x81, 0x9F): return 3
            default: return 0
            }
        case 0xE3:  // U+3000 ideographic space
            return next(1) == 0x80 && next(2) == 0x80 ? 3 : 0
        default:
            return 0
        }
    }
}
