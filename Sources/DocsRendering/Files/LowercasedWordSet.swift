/// The words seen so far, compared without regard to letter case: a set of their lowercased
/// UTF-8 (``ByteWordTable``), so that checking a word allocates nothing unless the word has
/// letters beyond ASCII (those are lowercased by `String`, as Unicode says).
struct LowercasedWordSet {
    private var table = ByteWordTable()

    /// Every distinct word, lowercased, one after another, in the order they were first added.
    var keys: [UInt8] { table.bytes }

    /// Each distinct word's range in ``keys``, in the order they were first added.
    var ranges: [Range<Int>] { table.words.map { $0.start..<$0.end } }

    /// Adds `word` (UTF-8), and answers whether it was new.
    mutating func insert(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard word.allSatisfy({ $0 < 0x80 }) else {
            var lowercased: [UInt8] = []
            Self.appendLowercased(word, to: &lowercased)
            return lowercased.withUnsafeBufferPointer { table.intern($0, lowercasingASCII: false) }.isNew
        }
        return table.intern(word, lowercasingASCII: true).isNew
    }

    /// Appends `word` (UTF-8) lowercased: ASCII letters directly, a word with letters beyond
    /// ASCII through `String`, as Unicode lowercases them (and as the search script lowercases
    /// the query and the other fields).
    static func appendLowercased(_ word: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        guard word.allSatisfy({ $0 < 0x80 }) else {
            bytes += String(decoding: word, as: UTF8.self).lowercased().utf8
            return
        }
        for byte in word {
            bytes.append(ByteWordTable.lowercasedASCII(byte))
        }
    }
}
