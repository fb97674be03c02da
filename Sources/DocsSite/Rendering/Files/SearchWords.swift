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
        var words: [(word: ArraySlice<UInt8>, isBody: Bool)] = []
        let bytes = text.utf8.map(lowercased)
        for word in bytes.split(separator: 0x20) {
            let trimmed = trimmingPunctuation(word)
            if !trimmed.isEmpty { words.append((trimmed, true)) }
        }
        for field in fields {
            for word in field.utf8.map(lowercased).split(whereSeparator: { $0 == 0x20 || (0x09...0x0D).contains($0) }) {
                let trimmed = trimmingPunctuation(word)
                if !trimmed.isEmpty { words.append((trimmed, false)) }
            }
        }
        words.sort { precedes($0.word, $1.word) || !precedes($1.word, $0.word) && $0.isBody && !$1.isBody }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        for (index, entry) in words.enumerated() where entry.isBody {
            if index + 1 < words.count, words[index + 1].word.starts(with: entry.word) { continue }
            if !output.isEmpty { output.append(0x20) }
            output += entry.word
        }
        return String(decoding: output, as: UTF8.self)
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

    /// Byte order, through `memcmp`.
    private static func precedes(_ left: ArraySlice<UInt8>, _ right: ArraySlice<UInt8>) -> Bool {
        left.withUnsafeBufferPointer { left in
            right.withUnsafeBufferPointer { right in
                let shared = min(left.count, right.count)
                let order = shared == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, shared)
                return order != 0 ? order < 0 : left.count < right.count
            }
        }
    }
}
