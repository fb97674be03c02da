import DocsSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A piece of one line of a source file, with where it starts in that file.
///
/// The directive scanner cuts lines into such pieces (the text after `@Column {`, a body's
/// lines with their common indentation removed); every location computed from a piece is
/// mapped back to the original file through `line` and `columnOffset`.
struct SourceLine: Equatable {
    /// The bytes of the piece, without the line ending.
    var bytes: ArraySlice<UInt8>
    /// The 1-based line number in the file.
    var line: Int
    /// How many bytes of the file's line come before `bytes`.
    var columnOffset: Int

    /// The file column of the byte at `index` of `bytes` (an index of the slice).
    func column(ofIndex index: Int) -> Int { columnOffset + (index - bytes.startIndex) + 1 }

    /// The location in `file` of the byte at `index` of `bytes`.
    func location(ofIndex index: Int, in file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column(ofIndex: index))
    }

    /// The index of `byte` when the piece ends with it, blanks after it aside (the `{` of
    /// `@Row {`); `nil` when it ends with anything else.
    func endingIndex(of byte: UInt8) -> Int? {
        guard let last = bytes.lastIndex(where: { !$0.isBlank }), bytes[last] == byte else { return nil }
        return last
    }

    /// Whether the piece holds nothing but spaces and tabs.
    var isBlank: Bool { bytes.allSatisfy { $0.isBlank } }

    /// The number of leading spaces and tabs, in bytes.
    var indentation: Int { bytes.prefix { $0.isBlank }.count }

    /// The leading white space's width in columns as CommonMark counts it: a tab advances to the
    /// next multiple of 4. Compare this, not `indentation`, against CommonMark's 4-column rules.
    var indentationWidth: Int {
        var width = 0
        for byte in bytes {
            if byte == .space { width += 1 } else if byte == .tab { width += 4 - width % 4 } else { break }
        }
        return width
    }

    /// The same piece without its first `count` bytes.
    func dropping(_ count: Int) -> SourceLine {
        let count = min(count, bytes.count)
        return SourceLine(bytes: bytes.dropFirst(count), line: line, columnOffset: columnOffset + count)
    }

    /// Splits a file into its lines (`\n`, `\r\n` or `\r` endings), dropping a leading byte-order mark.
    static func lines(of bytes: [UInt8]) -> [SourceLine] {
        var lines: [SourceLine] = []
        var start = 0
        // Editors hide a byte-order mark, so columns count from the byte after it.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        // Every byte of every source passes here: a file without `\r` is cut at each `\n` that
        // `memchr` finds, which reads the bytes many at a time, and its lines are counted first,
        // so that the list is made once.
        let endsLinesWithNewlinesOnly = bytes.withUnsafeBufferPointer { buffer in
            buffer.isEmpty || memchr(buffer.baseAddress!, Int32(UInt8.carriageReturn), buffer.count) == nil
        }
        if endsLinesWithNewlinesOnly {
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                lines.reserveCapacity(1 + UnsafeBufferPointer(rebasing: buffer[start...]).count(of: .newline))
                var lineNumber = 1
                while start < buffer.count, let found = memchr(base + start, Int32(UInt8.newline), buffer.count - start)
                {
                    let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    lines.append(SourceLine(bytes: bytes[start..<end], line: lineNumber, columnOffset: 0))
                    lineNumber += 1
                    start = end + 1
                }
                if start < buffer.count {
                    lines.append(SourceLine(bytes: bytes[start...], line: lineNumber, columnOffset: 0))
                }
            }
            return lines
        }
        var index = start
        var lineNumber = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == .newline || byte == .carriageReturn {
                lines.append(SourceLine(bytes: bytes[start..<index], line: lineNumber, columnOffset: 0))
                if byte == .carriageReturn, index + 1 < bytes.count, bytes[index + 1] == .newline { index += 1 }
                lineNumber += 1
                start = index + 1
            }
            index += 1
        }
        if start < bytes.count { lines.append(SourceLine(bytes: bytes[start...], line: lineNumber, columnOffset: 0)) }
        return lines
    }
}

extension UInt8 {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let backtick = UInt8(ascii: "`")
    static let tilde = UInt8(ascii: "~")
    static let at = UInt8(ascii: "@")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let pipe = UInt8(ascii: "|")
    static let hyphen = UInt8(ascii: "-")
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let closeBracket = UInt8(ascii: "]")

    var isASCIILetter: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
    var isASCIIDigit: Bool { (0x30...0x39).contains(self) }
    /// A space or a tab: the white space within a line.
    var isBlank: Bool { self == .space || self == .tab }
    /// A letter, digit or `_`: a byte of a directive's name or an argument's label.
    var isIdentifierCharacter: Bool { isASCIILetter || isASCIIDigit || self == UInt8(ascii: "_") }
}
