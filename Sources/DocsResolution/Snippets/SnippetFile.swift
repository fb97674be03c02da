import DocsMarkup

/// A Swift file of the package's `Snippets/` folder as DocC shows it (the rules of
/// swift-docc-plugin's snippet extractor): the `//` comment lines that open it are its
/// explanation; `// snippet.hide` … `// snippet.show` lines are left out; `// snippet.NAME` …
/// `// snippet.end` make the slice NAME; every marker line is left out, and the shown lines lose
/// their common indentation.
struct SnippetFile: Sendable, Equatable {
    /// The explanation's lines, without `//` and the indentation of its first line.
    var explanation: [PlacedLine]
    /// The lines shown, in order.
    var lines: [String]
    /// The slices by name: ranges of ``lines``.
    var slices: [String: Range<Int>]

    /// Reads a snippet's source.
    init(_ text: String) {
        let all = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? $0.dropLast() : $0
        }
        var index = all.firstIndex { !Self.isBlank($0) } ?? all.endIndex
        var explanation: [PlacedLine] = []
        while index < all.endIndex, Self.marker(all[index]) == nil, let comment = Self.lineComment(all[index]) {
            let column = all[index].distance(from: all[index].startIndex, to: comment.startIndex) + 1
            explanation.append(PlacedLine(text: String(comment), line: index + 1, column: column))
            index += 1
        }
        let indentation =
            explanation.first { !Self.isBlank(Substring($0.text)) }.map { Self.indentation(Substring($0.text)) } ?? 0
        for position in explanation.indices {
            let dropped = min(indentation, Self.indentation(Substring(explanation[position].text)))
            explanation[position].text = String(explanation[position].text.dropFirst(dropped))
            explanation[position].column += dropped
        }
        while let first = explanation.first, Self.isBlank(Substring(first.text)) { explanation.removeFirst() }
        while let last = explanation.last, Self.isBlank(Substring(last.text)) { explanation.removeLast() }
        self.explanation = explanation

        var lines: [Substring] = []
        var slices: [String: Range<Int>] = [:]
        var open: (name: String, start: Int)?
        var isVisible = true
        func close() {
            if let slice = open, slice.start < lines.count { slices[slice.name] = slice.start..<lines.count }
            open = nil
        }
        for line in all[index...] {
            switch Self.marker(line) {
            case "show"?: isVisible = true
            case "hide"?: isVisible = false
            case "end"?: close()
            case let name?:
                if isVisible {
                    close()
                    open = (name, lines.count)
                }
            case nil:
                if isVisible, !(lines.isEmpty && Self.isBlank(line)) { lines.append(line) }
            }
        }
        close()
        while let last = lines.last, Self.isBlank(last) { lines.removeLast() }
        // A slice's blank first and last lines are not shown.
        self.slices = slices.mapValues { range in
            var range = range
            while !range.isEmpty, range.lowerBound < lines.count, Self.isBlank(lines[range.lowerBound]) {
                range = (range.lowerBound + 1)..<range.upperBound
            }
            while !range.isEmpty, range.upperBound - 1 < lines.count, Self.isBlank(lines[range.upperBound - 1]) {
                range = range.lowerBound..<(range.upperBound - 1)
            }
            return range.clamped(to: 0..<lines.count)
        }
        self.lines = lines.map(String.init)
    }

    /// The code shown for the whole file (`slice` `nil`) or one slice, without the indentation
    /// its lines share; `nil` when there is no such slice.
    func code(slice: String?) -> String? {
        let range: Range<Int>
        if let slice {
            guard let found = slices[slice] else { return nil }
            range = found
        } else {
            range = 0..<lines.count
        }
        let shown: [Substring] = lines[range].map { Substring($0) }
        let common = shown.filter { !Self.isBlank($0) }.map { Self.indentation($0) }.min() ?? 0
        let trimmed: [String] = shown.map { Self.isBlank($0) ? "" : String($0.dropFirst(common)) }
        return trimmed.joined(separator: "\n") + "\n"
    }

    /// `hide`, `show`, `end` or a slice's name, for a `// snippet.…` line (in any letter case,
    /// as the extractor reads it); `nil` for any other line.
    static func marker(_ line: Substring) -> String? {
        var rest = line.drop { $0 == " " || $0 == "\t" }
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
        } else if rest.hasPrefix("/*"), let end = rest.range(of: "*/") {
            rest = rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound]
        } else {
            return nil
        }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        guard rest.lowercased().hasPrefix("snippet.") else { return nil }
        let name = rest.dropFirst(8).prefix { $0 != " " && $0 != "\t" }
        guard !name.isEmpty else { return nil }
        let lowered = name.lowercased()
        return ["hide", "show", "end"].contains(lowered) ? lowered : String(name)
    }

    private static func lineComment(_ line: Substring) -> Substring? {
        let rest = line.drop { $0 == " " || $0 == "\t" }
        return rest.hasPrefix("//") ? rest.dropFirst(2) : nil
    }

    private static func isBlank(_ line: Substring) -> Bool {
        line.allSatisfy { $0 == " " || $0 == "\t" }
    }

    private static func indentation(_ line: Substring) -> Int {
        line.prefix { $0 == " " || $0 == "\t" }.count
    }
}
