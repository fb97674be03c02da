#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// Adds the word that `write` appends to the buffer, and gives its index: that of an
    /// earlier word with the same bytes (the bytes just written are then taken off again), or
    /// a new one.
    mutating func intern(_ write: (inout [UInt8]) -> Void) -> (index: Int, isNew: Bool) {
        let start = bytes.count
        write(&bytes)
        let end = bytes.count
        // FNV-1a: the table needs a spread, not resistance to chosen input, since a collision
        // costs a comparison and never a wrong answer.
        let hash = Int(truncatingIfNeeded: FNV1a.hash(bytes[start..<end]) >> 1)
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            let known = words[index]
            if known.hash == hash, known.end - known.start == end - start, bytesAreEqual(known.start, start, count: end - start) {
                bytes.removeLast(end - start)
                return (index, false)
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(words.count)
        words.append((start, end, hash))
        // At most half full, so that probes stay short.
        if words.count * 2 > slots.count { grow() }
        return (words.count - 1, true)
    }

    private func bytesAreEqual(_ first: Int, _ second: Int, count: Int) -> Bool {
        count == 0 || bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + first, $0.baseAddress! + second, count) == 0 }
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
