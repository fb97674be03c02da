/// Where the link reference definitions of a run (`[name]: destination`) write their
/// destinations, gathered in one pass over the run, so that each reference link costs one lookup.
struct LinkDefinitions {
    private var locations: [String: SourceLocation] = [:]

    /// The destinations of every `]:` of `run` that one follows on its line (after blanks and
    /// an optional `<`), the first one kept when two are the same.
    init(of run: MarkdownRun) {
        for number in run.lines.indices {
            let line = run.lines[number].bytes
            var index = line.startIndex
            while let colon = line[index...].firstIndex(of: .colon) {
                index = colon + 1
                guard colon > line.startIndex, line[colon - 1] == .closeBracket else { continue }
                var start = line[index...].firstIndex { !$0.isBlank } ?? line.endIndex
                let angled = start < line.endIndex && line[start] == .lessThan
                if angled { start += 1 }
                let end = line[start...].firstIndex { angled ? $0 == .greaterThan : $0.isBlank } ?? line.endIndex
                guard end > start else { continue }
                let destination = String(decoding: line[start..<end], as: UTF8.self)
                if locations[destination] == nil {
                    locations[destination] = run.location(line: number + 1, index: start)
                }
            }
        }
    }

    /// Where `destination` is written as a definition's destination, if it is.
    func location(of destination: String) -> SourceLocation? {
        locations[destination]
    }
}
