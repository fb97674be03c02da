import DocsSymbols

/// A part of a page of a site of several versions that depends on the other versions, left out
/// of the page when it is rendered and filled in when the site is written (``VersionTemplate``):
/// so a version's pages are rendered once, whatever versions stand beside it, and a new tag
/// fills in the parts of the others instead of rendering them again.
package enum VersionHole: Sendable, Equatable {
    /// The canonical link and the `noindex` of `<head>`, with what the page's canonical URL adds
    /// to the site's (`articles/intro.html`), `nil` for a page without one.
    case head(canonicalPath: String?)
    /// The version picker in the header.
    case picker
    /// The banner of an older version, under the header.
    case banner
    /// The release history under a symbol's declaration.
    case history(SymbolID)
    /// The URL the version's pages are published at (`https://example.org/docs/latest/`), where
    /// the sitemap lists them.
    case siteURL
    /// What changed since the version before it, on its changes page (``ChangesSummary``).
    case changes
    /// The name of the version before it (the one after it in the picker), which its changes
    /// page compares it with.
    case previousVersion

    /// The byte every hole's marker starts with: a control character, rare in pages, so a
    /// page is searched for holes quickly.
    static let leadByte: UInt8 = 0x01

    /// The bytes that stand for this hole in a page rendered with `marker`: the marker, the
    /// hole's letter, then, for a letter that carries text (`H`, `S`), the text in hexadecimal and
    /// a `.` (so nothing in it can be read as the end, or be escaped on the way).
    func encoded(marker: String) -> String {
        let (letter, text) = parts
        return marker + letter + (Self.carriesText(letter) ? Self.hex(text) + "." : "")
    }

    private static func carriesText(_ letter: String) -> Bool { letter == "H" || letter == "S" }

    /// The hole as a letter and the text it carries (empty for none), as kept on disk.
    package var parts: (letter: String, text: String) {
        switch self {
        case .head(canonicalPath: nil): ("h", "")
        case .head(canonicalPath: let path?): ("H", path)
        case .picker: ("P", "")
        case .banner: ("B", "")
        case .history(let id): ("S", id.string)
        case .siteURL: ("U", "")
        case .changes: ("C", "")
        case .previousVersion: ("V", "")
        }
    }

    /// The hole of ``parts``, or `nil` when they are not one.
    package init?(letter: String, text: String) {
        switch letter {
        case "h": self = .head(canonicalPath: nil)
        case "H": self = .head(canonicalPath: text)
        case "P": self = .picker
        case "B": self = .banner
        case "S": self = .history(SymbolID(text))
        case "U": self = .siteURL
        case "C": self = .changes
        case "V": self = .previousVersion
        default: return nil
        }
    }

    /// A marker no page's own text holds: ``leadByte`` and 128 random bits, new for each render.
    static func newMarker() -> String {
        var generator = SystemRandomNumberGenerator()
        let bits = (0..<2).map { _ in String(generator.next() as UInt64, radix: 16) }
        return "\u{1}napkin-hole-" + bits.joined(separator: "-") + ":"
    }

    /// The hole whose letter and text start `bytes` (just after a marker), and how many bytes
    /// they take; `nil` when they are not one.
    static func decode(_ bytes: ArraySlice<UInt8>) -> (hole: VersionHole, length: Int)? {
        guard let first = bytes.first else { return nil }
        let letter = String(UnicodeScalar(first))
        guard Self.carriesText(letter) else { return VersionHole(letter: letter, text: "").map { ($0, 1) } }
        let text = bytes.dropFirst()
        guard let end = text.firstIndex(of: UInt8(ascii: ".")), let decoded = Self.text(ofHex: text[..<end]),
            let hole = VersionHole(letter: letter, text: decoded)
        else { return nil }
        return (hole, end - bytes.startIndex + 1)
    }

    private static func hex(_ text: String) -> String {
        var digits = ""
        digits.reserveCapacity(text.utf8.count * 2)
        for byte in text.utf8 {
            digits.append(Self.digits[Int(byte >> 4)])
            digits.append(Self.digits[Int(byte & 0xF)])
        }
        return digits
    }

    private static let digits = Array("0123456789abcdef")

    private static func text(ofHex hex: ArraySlice<UInt8>) -> String? {
        guard hex.count.isMultiple(of: 2) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(hex.count / 2)
        var high: UInt8?
        for digit in hex {
            let value: UInt8
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = digit - UInt8(ascii: "a") + 10
            default: return nil
            }
            if let first = high {
                bytes.append(first << 4 | value)
                high = nil
            } else {
                high = value
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
