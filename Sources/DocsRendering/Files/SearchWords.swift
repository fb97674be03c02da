#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The body words of a page's search entry, made as small as search allows.
///
/// Search matches each typed term as a substring of a field, in lowercase (`Script`), so a word
/// can go when another word of the entry already contains it. The body's words come lowercased,
/// stripped of the punctuation around them and each once (``DistinctWords``); here a word that
/// begins another (`route` before `routers`) goes, and so does one that begins a word of the
/// title, summary or headings, which search reads too. What a reader can find is unchanged; on
/// a site of a thousand pages the index is about a third smaller.
enum SearchWords {
    /// The body's words that search needs, in byte order, separated by single spaces;
    /// `fields` are the entry's other fields.
    static func compacted(_ body: DistinctWords, besides fields: [String]) -> String {
        // The body's words and the other fields' words in one list in byte order, a body word
        // before the same word of another field: a word that some other word begins is then
        // right before it (or before its twin). Sorting keeps this linear in the words for
        // pages of any size; a search for each word of another field against all of them was not.
        // All words are ranges of one lowercased buffer, so that comparing two words touches no
        // reference count, and each carries its first eight bytes as a number, which settles
        // most comparisons without reading the buffer.
        var bytes = body.words.keys
        var words = body.words.ranges.map { Word(range: $0, isBody: true) }
        // The other fields' words are split, stripped and lowercased as the body's are.
        for var field in fields {
            field.withUTF8 { field in
                DistinctWords.forEachWord(in: field) { word in
                    let start = bytes.count
                    LowercasedWordSet.appendLowercased(UnsafeBufferPointer(rebasing: field[word]), to: &bytes)
                    words.append(Word(range: start..<bytes.count, isBody: false))
                }
            }
        }
        let output = bytes.withUnsafeBufferPointer { bytes in
            for index in words.indices { words[index].readPrefix(in: bytes) }
            words.sort { left, right in
                if left.prefix != right.prefix { return left.prefix < right.prefix }
                let order = compare(left, right, in: bytes)
                return order != 0 ? order < 0 : left.isBody && !right.isBody
            }
            var output: [UInt8] = []
            output.reserveCapacity(body.words.keys.count + words.count)
            for (index, word) in words.enumerated() where word.isBody {
                if index + 1 < words.count, words[index + 1].begins(with: word, in: bytes) { continue }
                if !output.isEmpty { output.append(0x20) }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[word.start..<word.end]))
            }
            return output
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// A word of the list, as its range of the lowercased bytes.
    private struct Word {
        var start: Int
        var end: Int
        var isBody: Bool
        /// The word's first eight bytes, big-endian, zeros after its end: two words whose
        /// prefixes differ are in the prefixes' order; equal prefixes need the bytes.
        var prefix: UInt64 = 0

        init(range: Range<Int>, isBody: Bool) {
            start = range.lowerBound
            end = range.upperBound
            self.isBody = isBody
        }

        mutating func readPrefix(in bytes: UnsafeBufferPointer<UInt8>) {
            prefix = 0
            for index in 0..<8 {
                prefix = prefix << 8 | UInt64(start + index < end ? bytes[start + index] : 0)
            }
        }

        /// Whether this word begins with `other`.
        func begins(with other: Word, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            let length = other.end - other.start
            return end - start >= length
                && (length == 0 || memcmp(bytes.baseAddress! + start, bytes.baseAddress! + other.start, length) == 0)
        }
    }

    /// Byte order, through `memcmp`: negative when `left` comes first, zero when they are equal.
    private static func compare(_ left: Word, _ right: Word, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let leftCount = left.end - left.start
        let rightCount = right.end - right.start
        let shared = min(leftCount, rightCount)
        let order =
            shared == 0 ? 0 : Int(memcmp(bytes.baseAddress! + left.start, bytes.baseAddress! + right.start, shared))
        return order != 0 ? order : leftCount - rightCount
    }

    /// The part of the word at `range` without the punctuation that sentences put around words:
    /// quotes, brackets, `*` and `.,;:!?` at its end. A closing bracket stays when the word
    /// opens one (`load()`).
    static func trimmingPunctuation(_ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var start = range.lowerBound
        var end = range.upperBound
        while start < end, isLeadingPunctuation(bytes[start]) { start += 1 }
        while start < end {
            let last = bytes[end - 1]
            if isTrailingPunctuation(last) {
                end -= 1
            } else if let opening = opening(of: last), !bytes[start..<end].contains(opening) {
                end -= 1
            } else {
                break
            }
        }
        return start..<end
    }

    private static func isLeadingPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "["), UInt8(ascii: "{"),
            UInt8(ascii: "*"):
            true
        default: false
        }
    }

    private static func isTrailingPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"),
            UInt8(ascii: "?"),
            UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "*"):
            true
        default: false
        }
    }

    private static func opening(of closing: UInt8) -> UInt8? {
        switch closing {
        case UInt8(ascii: ")"): UInt8(ascii: "(")
        case UInt8(ascii: "]"): UInt8(ascii: "[")
        case UInt8(ascii: "}"): UInt8(ascii: "{")
        default: nil
        }
    }
}
