/// Finds the first byte that breaks UTF-8, so that a bad file is reported at the exact spot.
enum UTF8Validation {
    /// The 1-based line and byte column of the first invalid byte, or `nil` when the bytes are valid UTF-8.
    static func firstInvalidPosition(in bytes: [UInt8]) -> (line: Int, column: Int)? {
        guard let offset = firstInvalidOffset(in: bytes) else { return nil }
        // Counted as the parser counts (`\r\n`, `\r` and `\n` end lines, a byte-order mark takes
        // no column): the bad byte ends the last line of the bytes up to it, since it ends no line.
        guard let line = SourceLine.lines(of: Array(bytes[...offset])).last else { return (1, offset + 1) }
        return (line.line, line.column(ofIndex: offset))
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence.
    static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            // Most text is ASCII: skip eight such bytes at a time.
            if index + 8 <= bytes.count,
                bytes.withUnsafeBytes({ $0.loadUnaligned(fromByteOffset: index, as: UInt64.self) })
                    & 0x8080_8080_8080_8080 == 0
            {
                index += 8
                continue
            }
            let lead = bytes[index]
            let length: Int
            // The ranges of the second byte follow the Unicode standard's table of well-formed
            // sequences, which rules out overlong forms, surrogates and values above U+10FFFF.
            var secondRange: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                secondRange = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                secondRange = 0x80...0x9F
            case 0xF0:
                length = 4
                secondRange = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                secondRange = 0x80...0x8F
            default: return index
            }
            for position in 1..<length {
                let continuation = index + position
                let allowed = position == 1 ? secondRange : 0x80...0xBF
                // A sequence cut short is reported at its first byte, where an editor shows the damage.
                guard continuation < bytes.count, allowed.contains(bytes[continuation]) else { return index }
            }
            index += length
        }
        return nil
    }
}
