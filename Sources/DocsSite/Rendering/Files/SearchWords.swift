#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The body words of a page's search entry, made as small as search allows.
///
/// Search matches each typed term as a substring of a field, in lowercase (`Script`), so a word
/// can go when another word of the entry already contains it: the words are lowercased and
/// stripped of the punctuation around them (`routers.` is `routers`), each is kept once, one that
/// begins another (`route` before `routers`) goes, and so does one that begins a word of the
/// title, summary or headings, which search reads too. What a reader can find is unchanged; on a site of a
/// thousand pages the index is about a third smaller.
enum SearchWords {
    /// `text`, words separated by single spaces, compacted; `fields` are the entry's other fields.
    static func compacted(_ text: String, besides fields: [String]) -> String {
        // The body's words and the other fields' words in one list in byte order, a body word
        // before the same word of another field: a word that some other word begins is then
        // right before it (or before its twin). Sorting keeps this linear in the words for
        // pages of any size; a search for each word of another field against all of them was not.
        // All words are lowercased into one buffer and sorted as ranges of it, so that comparing
        // two words touches no reference count.
        var bytes = text.utf8.map(lowercased)
        var words: [Word] = []
        addWords(of: bytes.indices, in: bytes, isBody: true, to: &words)
        for field in fields {
            let start = bytes.count
            bytes += field.utf8.lazy.map { (0x09...0x0D).contains($0) ? 0x20 : lowercased($0) }
            addWords(of: start..<bytes.count, in: bytes, isBody: false, to: &words)
        }
        let output = bytes.withUnsafeBufferPointer { bytes in
            words.sort { left, right in
                let order = compare(left, right, in: bytes)
                return order != 0 ? order < 0 : left.isBody && !right.isBody
            }
            var output: [UInt8] = []
            output.reserveCapacity(text.utf8.count)
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

        /// Whether this word begins with `other`.
        func begins(with other: Word, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            let length = other.end - other.start
            return end - start >= length && (length == 0 || memcmp(bytes.baseAddress! + start, bytes.baseAddress! + other.start, length) == 0)
        }
    }

    /// Appends the words of `range` (separated by spaces), stripped of their punctuation.
    private static func addWords(of range: Range<Int>, in bytes: [UInt8], isBody: Bool, to words: inout [Word]) {
        for word in bytes[range].split(separator: 0x20) {
            let trimmed = trimmingPunctuation(word)
            if !trimmed.isEmpty { words.append(Word(start: trimmed.startIndex, end: trimmed.endIndex, isBody: isBody)) }
        }
    }

    /// Byte order, through `memcmp`: negative when `left` comes first, zero when they are equal.
    private static func compare(_ left: Word, _ right: Word, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let leftCount = left.end - left.start
        let rightCount = right.end - right.start
        let shared = min(leftCount, rightCount)
        let order = shared == 0 ? 0 : Int(memcmp(bytes.baseAddress! + left.start, bytes.baseAddress! + right.start, shared))
        return order != 0 ? order : leftCount - rightCount
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }

    /// The word without the punctuation that sentences put around words: quotes, brackets,
    /// `*` and `.,;:!?` at its end. A closing bracket stays when the word opens one (`load()`).
    private static func trimmingPunctuation(_ word: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var word = word
        while let first = word.first, isLeadingPunctuation(first) { word = word.dropFirst() }
        while let last = word.last {
            if isTrailingPunctuation(last) {
                word = word.dropLast()
            } else if let opening = opening(of: last), !word.contains(opening) {
                word = word.dropLast()
            } else {
                break
            }
        }
        return word
    }

    private static func isLeadingPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "*"): true
        default: false
        }
    }

    private static func isTrailingPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"), UInt8(ascii: "?"),
             UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "*"): true
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
