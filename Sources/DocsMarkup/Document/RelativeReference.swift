/// A link or image destination that names a file by a path relative to the page it is written
/// in (`images/tree.png`, `../Resources/sample.swift#L4`, `Lifecycle.md`), as mdBook and GitHub
/// read it.
///
/// Destinations with a scheme (`https:`, `mailto:`, `doc:`), absolute paths (`/x`, `//host/x`),
/// fragments alone (`#anchor`) and empty ones are not relative references: they are links to
/// somewhere else and are passed through as written.
public struct RelativeReference: Sendable, Equatable {
    /// The path as written, before any `?` or `#`.
    public var path: String
    /// The query and fragment as written (`#L4`, `?v=2#top`), or `""`.
    public var suffix: String

    /// The reference `destination` makes, or `nil` when it is not a relative reference.
    public init?(_ destination: String) {
        let end = destination.firstIndex { $0 == "?" || $0 == "#" } ?? destination.endIndex
        let path = destination[..<end]
        guard !path.isEmpty, !path.hasPrefix("/"), !Self.hasScheme(path) else { return nil }
        self.path = String(path)
        self.suffix = String(destination[end...])
    }

    /// The path with its percent escapes decoded (`my%20map.png` → `my map.png`), or the path
    /// as written when it holds a `%` that starts no valid escape.
    public var decodedPath: String {
        guard path.contains("%") else { return path }
        var bytes: [UInt8] = []
        var index = path.utf8.startIndex
        let utf8 = path.utf8
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%") {
                let first = utf8.index(after: index)
                guard first != utf8.endIndex, utf8.index(after: first) != utf8.endIndex,
                      let high = Self.hexValue(utf8[first]), let low = Self.hexValue(utf8[utf8.index(after: first)]) else { return path }
                bytes.append(high << 4 | low)
                index = utf8.index(index, offsetBy: 3)
            } else {
                bytes.append(byte)
                index = utf8.index(after: index)
            }
        }
        return String(validating: bytes, as: UTF8.self) ?? path
    }

    /// Whether the text starts with a URL scheme and its colon (`https:`, `mailto:`, `doc:`).
    private static func hasScheme(_ text: Substring) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
