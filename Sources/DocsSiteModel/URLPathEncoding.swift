import Foundation

/// Percent-encoding of the path part of a URL.
package enum URLPathEncoding {
    /// `path` with every character a URL path may not hold as it is written as `%XX`, each byte
    /// of its UTF-8 in capitals, as Foundation's `addingPercentEncoding(withAllowedCharacters:
    /// .urlPathAllowed)` writes it, which also encodes `;`, and a `:` before the first `/` of a
    /// relative path (it would read as a scheme). Every path of a site is encoded on every build,
    /// and Foundation takes a detour through `NSString` for each.
    package static func encode(_ path: String) -> String {
        // A `:` stands for itself from the first `/` on (at once for an absolute path).
        let colonsAllowedFrom = path.utf8.firstIndex(of: UInt8(ascii: "/")) ?? path.utf8.endIndex
        func isAllowed(_ byte: UInt8, at index: String.UTF8View.Index) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            case UInt8(ascii: ":"): return index >= colonsAllowedFrom
            default: return "-._~!$&'()*+,=@/".utf8.contains(byte)
            }
        }
        guard !zip(path.utf8, path.utf8.indices).allSatisfy(isAllowed) else { return path }
        let hex = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity(path.utf8.count * 3)
        for (byte, index) in zip(path.utf8, path.utf8.indices) {
            if isAllowed(byte, at: index) {
                encoded.append(byte)
            } else {
                encoded += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// `text` with its `%XX` escapes decoded (a heading's emoji in `<doc:Page#Heading-%F0%9F%92%BB>`),
    /// or as it is when it has none or they are not UTF-8.
    package static func decode(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "%")) ? text.removingPercentEncoding ?? text : text
    }
}
