/// The identifiers of Swift text, read byte by byte without a parser: what tells, cheaply, which
/// names a file or a line holds.
enum Identifiers {
    /// The identifiers of `text`, as strings.
    static func all(in text: String) -> [String] {
        var found: [String] = []
        forEach(in: text) { found.append(String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self)) }
        return found
    }

    /// Calls `body` with each identifier of `text`, as its bytes: each run of ASCII letters,
    /// digits and `_` that starts with a letter or `_`.
    static func forEach(in text: String, _ body: (Slice<UnsafeBufferPointer<UInt8>>) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            var start: Int?
            for index in 0...bytes.count {
                let byte = index < bytes.count ? bytes[index] : 0
                let isLetter = (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
                let isPart = isLetter || (byte >= 48 && byte <= 57)
                if let first = start, !isPart {
                    body(bytes[first..<index])
                    start = nil
                } else if start == nil, isLetter {
                    start = index
                }
            }
        }
    }
}
