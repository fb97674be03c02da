#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The words seen so far, compared without regard to letter case: a hash set over one buffer
/// of their lowercased UTF-8, so that checking a word allocates nothing unless the word has
/// letters beyond ASCII (those are lowercased by `String`, as Unicode says).
struct LowercasedWordSet {
    /// Every distinct word, lowercased, one after another, in the order they were first added.
    private(set) var keys: [UInt8] = []
    /// Open addressing: each slot is empty (`-1`) or the index of a word in `words`.
    private var slots = [Int32](repeating: -1, count: 64)
    /// Each word's range in `keys`, and its hash.
    private var words: [(start: Int, end: Int, hash: Int)] = []

    /// Each distinct word's range in ``keys``, in the order they were first added.
    var ranges: [Range<Int>] { words.map { $0.start..<$0.end } }

    /// Adds `word` (UTF-8), and answers whether it was new.
    mutating func insert(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        // The word is lowercased onto the end of `keys`, and taken off again if it was there.
        let start = keys.count
        Self.appendLowercased(word, to: &keys)
        let end = keys.count
        // FNV-1a: the set needs a spread, not resistance to chosen input, since a collision
        // costs a comparison and never a wrong answer.
        let hash = Int(truncatingIfNeeded: FNV1a.hash(keys[start..<end]) >> 1)
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] >= 0 {
            let known = words[Int(slots[slot])]
            if known.hash == hash, known.end - known.start == end - start, keysAreEqual(known.start, start, count: end - start) {
                keys.removeLast(end - start)
                return false
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(words.count)
        words.append((start, end, hash))
        // At most half full, so that probes stay short.
        if words.count * 2 > slots.count { grow() }
        return true
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
            bytes.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
        }
    }

    private func keysAreEqual(_ first: Int, _ second: Int, count: Int) -> Bool {
        count == 0 || keys.withUnsafeBufferPointer { memcmp($0.baseAddress! + first, $0.baseAddress! + second, count) == 0 }
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
