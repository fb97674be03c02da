/// The markers of the containers a line's content may sit in: block quotes (`>`) and list
/// items (`-`, `*`, `+`, `1.`, `1)`, each followed by a blank).
enum ContainerMarkers {
    /// `line` without the markers at its start and the blanks around them, and how many of the
    /// markers were `>`.
    ///
    /// - Parameter lists: whether list markers are dropped too. They stand before a fence on the
    ///   line that opens it (`- ```swift`), but on a paragraph's continuation line `2. ` is text.
    static func dropped(from line: ArraySlice<UInt8>, lists: Bool) -> (rest: ArraySlice<UInt8>, quotes: Int) {
        var rest = line.drop { $0.isBlank }
        var quotes = 0
        while let first = rest.first {
            if first == .greaterThan {
                quotes += 1
                rest = rest.dropFirst()
            } else if lists, let length = listMarkerLength(rest) {
                rest = rest.dropFirst(length)
            } else {
                break
            }
            rest = rest.drop { $0.isBlank }
        }
        return (rest, quotes)
    }

    /// The length of the list marker `line` starts with (the blank it needs after it not counted).
    private static func listMarkerLength(_ line: ArraySlice<UInt8>) -> Int? {
        let length: Int
        if let first = line.first, first == .hyphen || first == UInt8(ascii: "*") || first == UInt8(ascii: "+") {
            length = 1
        } else {
            let digits = line.prefix { $0.isASCIIDigit }.count
            guard (1...9).contains(digits), let after = line.dropFirst(digits).first,
                after == UInt8(ascii: ".") || after == .closeParen
            else { return nil }
            length = digits + 1
        }
        return line.dropFirst(length).first?.isBlank == true ? length : nil
    }
}
