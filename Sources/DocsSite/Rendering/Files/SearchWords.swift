/// The body words of a page's search entry, made as small as search allows.
///
/// Search matches each typed term as a substring of a field, in lowercase (`Script`), so a word
/// can go when another word of the entry already contains it: the words are lowercased and
/// stripped of the punctuation around them (`routers.` is `routers`), each is kept once, one that
/// begins another (`route` before `routers`) goes, and so does one that the title, summary or
/// headings contain, which search reads too. What a reader can find is unchanged; on a site of a
/// thousand pages the index is about a third smaller.
enum SearchWords {
    /// `text`, words separated by single spaces, compacted; `fields` are the entry's other fields.
    static func compacted(_ text: String, besides fields: [String]) -> String {
        var others: [UInt8] = []
        for field in fields {
            others += field.utf8.map(lowercased)
            others.append(0x0A)
        }
        var words: [ArraySlice<UInt8>] = []
        let bytes = text.utf8.map(lowercased)
        for word in bytes.split(separator: 0x20) {
            let trimmed = trimmingPunctuation(word)
            if !trimmed.isEmpty { words.append(trimmed) }
        }
        words.sort { $0.lexicographicallyPrecedes($1) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        for (index, word) in words.enumerated() {
            // In byte order, a word that begins another comes right before it, or before its twin.
            if index + 1 < words.count, words[index + 1].starts(with: word) { continue }
            if contains(others, word) { continue }
            if !output.isEmpty { output.append(0x20) }
            output += word
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
        let leading: Set<UInt8> = Set(#"("'[{*"#.utf8)
        let trailing: Set<UInt8> = Set(#".,;:!?"'*"#.utf8)
        while let first = word.first, leading.contains(first) { word = word.dropFirst() }
        while let last = word.last {
            if trailing.contains(last) {
                word = word.dropLast()
            } else if let opening = [UInt8(ascii: ")"): UInt8(ascii: "("), UInt8(ascii: "]"): UInt8(ascii: "["), UInt8(ascii: "}"): UInt8(ascii: "{")][last],
                      !word.contains(opening) {
                word = word.dropLast()
            } else {
                break
            }
        }
        return word
    }

    private static func contains(_ haystack: [UInt8], _ needle: ArraySlice<UInt8>) -> Bool {
        guard let first = needle.first, needle.count <= haystack.count else { return false }
        var start = 0
        while start + needle.count <= haystack.count {
            guard let found = haystack[start...].firstIndex(of: first), found + needle.count <= haystack.count else { return false }
            if haystack[found..<(found + needle.count)].elementsEqual(needle) { return true }
            start = found + 1
        }
        return false
    }
}
