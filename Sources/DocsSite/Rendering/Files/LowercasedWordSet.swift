/// The words seen so far, compared without regard to letter case: a hash set over one buffer
/// of their lowercased UTF-8, so that checking a word allocates nothing unless the word has
/// letters beyond ASCII (those are lowercased by `String`, as Unicode says).
struct LowercasedWordSet {
    /// Every distinct word, lowercased, one after another.
    private var keys: [UInt8] = []
    /// Open addressing: each slot is empty (`-1`) or the index of a word in `words`.
    private var slots = [Int32](repeating: -1, count: 64)
    /// Each word's range in `keys`, and its hash.
    private var words: [(start: Int, end: Int, hash: Int)] = []
    /// The word being looked up, lowercased.
    private var scratch: [UInt8] = []

    /// Adds `word` (UTF-8), and answers whether it was new.
    mutating func insert(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        lowercase(word)
        let hash = Self.hash(scratch)
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] >= 0 {
            let known = words[Int(slots[slot])]
            if known.hash == hash, keys[known.start..<known.end].elementsEqual(scratch) { return false }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(words.count)
        words.append((keys.count, keys.count + scratch.count, hash))
        keys += scratch
        // At most half full, so that probes stay short.
        if words.count * 2 > slots.count { grow() }
        return true
    }

    private mutating func lowercase(_ word: UnsafeBufferPointer<UInt8>) {
        scratch.removeAll(keepingCapacity: true)
        guard word.allSatisfy({ $0 < 0x80 }) else {
            scratch += String(decoding: word, as: UTF8.self).lowercased().utf8
            return
        }
        for byte in word {
            scratch.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
        }
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

    /// FNV-1a over the bytes: the set only needs a spread, not resistance to chosen input,
    /// since a collision costs a comparison and never a wrong answer.
    private static func hash(_ bytes: [UInt8]) -> Int {
        Int(truncatingIfNeeded: FNV1a.hash(bytes) >> 1)
    }
}
