import DocsMarkup
import DocsSupport

/// Distinct words told apart by their bytes: kept one after another in one buffer and found
/// through an open-addressing table hashed with FNV-1a, so that looking a word up allocates
/// nothing. The word sets of the search index are built on it (``LowercasedWordSet``,
/// ``WordPostings``).
struct ByteWordTable {
    /// Every distinct word, one after another, in the order they were first added.
    private(set) var bytes: [UInt8] = []
    /// Each word's range in ``bytes``, and its hash.
    private(set) var words: [(start: Int, end: Int, hash: Int)] = []
    /// Open addressing: each slot is empty (`-1`) or the index of a word in `words`.
    private var slots = [Int32](repeating: -1, count: 64)

    /// The bytes of word `index`.
    subscript(index: Int) -> ArraySlice<UInt8> { bytes[words[index].start..<words[index].end] }

    /// Adds `word` with each byte mapped by `map` (ASCII letters lowercased, say), and gives its
    /// index: that of an earlier word with the same mapped bytes, or a new one. The mapped bytes
    /// are hashed and compared as they are read, and written to the buffer only when the word is
    /// new (most words of a page are not).
    mutating func intern(_ word: UnsafeBufferPointer<UInt8>, mappingEachByte map: (UInt8) -> UInt8) -> (
        index: Int, isNew: Bool
    ) {
        // FNV-1a: the table needs a spread, not resistance to chosen input, since a collision
        // costs a comparison and never a wrong answer.
        let hash = Int(truncatingIfNeeded: FNV1a.hash(word, mappingEachByte: map) >> 1)
        let mask = slots.count - 1
        var slot = hash & mask
        let found: Int? = bytes.withUnsafeBufferPointer { stored in
            while slots[slot] >= 0 {
                let index = Int(slots[slot])
                let known = words[index]
                if known.hash == hash, known.end - known.start == word.count,
                    (0..<word.count).allSatisfy({ stored[known.start + $0] == map(word[$0]) })
                {
                    return index
                }
                slot = (slot + 1) & mask
            }
            return nil
        }
        if let found { return (found, false) }
        let start = bytes.count
        // Appended a byte at a time, so that the buffer grows by doubling (reserving the exact
        // room for each new word would copy the whole buffer for almost every one).
        for byte in word { bytes.append(map(byte)) }
        slots[slot] = Int32(words.count)
        words.append((start, bytes.count, hash))
        // At most half full, so that probes stay short.
        if words.count * 2 > slots.count { grow() }
        return (words.count - 1, true)
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, word) in words.enumerated() {
            var slot = word.hash & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }
}
