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

    /// Adds `word`, its ASCII capitals lowercased if `lowercasingASCII`, and gives its index:
    /// that of an earlier word with the same bytes, or a new one. The bytes are hashed and
    /// compared as they are read, and written to the buffer only when the word is new (most
    /// words of a page are not).
    ///
    /// The lowercasing is a flag, not a function to call, and the whole is inlined in its
    /// callers: called for each byte, a function given here was a third of the time spent here.
    @inline(__always)
    mutating func intern(_ word: UnsafeBufferPointer<UInt8>, lowercasingASCII: Bool) -> (index: Int, isNew: Bool) {
        @inline(__always) func mapped(_ byte: UInt8) -> UInt8 { lowercasingASCII ? Self.lowercasedASCII(byte) : byte }
        // FNV-1a: the table needs a spread, not resistance to chosen input, since a collision
        // costs a comparison and never a wrong answer.
        var fnv = FNV1a.offsetBasis
        let prime = FNV1a.prime  // read once: another module's constant is a call each time
        for byte in word { fnv = (fnv ^ UInt64(mapped(byte))) &* prime }
        let hash = Int(truncatingIfNeeded: fnv >> 1)
        let mask = slots.count - 1
        var slot = hash & mask
        let found: Int? = bytes.withUnsafeBufferPointer { stored in
            while slots[slot] >= 0 {
                let index = Int(slots[slot])
                let known = words[index]
                if known.hash == hash, known.end - known.start == word.count,
                    (0..<word.count).allSatisfy({ stored[known.start + $0] == mapped(word[$0]) })
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
        for byte in word { bytes.append(mapped(byte)) }
        slots[slot] = Int32(words.count)
        words.append((start, bytes.count, hash))
        // At most half full, so that probes stay short.
        if words.count * 2 > slots.count { grow() }
        return (words.count - 1, true)
    }

    /// An ASCII byte lowercased.
    @inline(__always)
    static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
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
