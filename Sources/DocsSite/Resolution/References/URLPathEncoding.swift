/// Percent-encoding of the path part of a URL.
enum URLPathEncoding {
    /// `path` with every byte outside the characters a URL path may hold as they are (letters,
    /// digits, `-._~!$&'()*+,;=:@/`) written as `%XX`.
    static func encode(_ path: String) -> String {
        guard path.utf8.contains(where: { !isAllowed($0) }) else { return path }
        var encoded = ""
        for byte in path.utf8 {
            if isAllowed(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return encoded
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            Array("-._~!$&'()*+,;=:@/".utf8).contains(byte)
        }
    }
}
