/// Finds the name an author probably meant when a name names nothing ("did you mean …?"): a link,
/// a command, an option.
package enum NameSuggestions {
    /// The candidate closest to `name`, when one is close enough to be a likely typo:
    /// equal but for case, or within a small edit distance.
    package static func closest(to name: String, in candidates: [String]) -> String? {
        let lowered = name.lowercased()
        let sameButCase = candidates.filter { $0.lowercased() == lowered }
        if let first = sameButCase.min() { return first }
        let limit = max(1, min(3, name.count / 3))
        let target = Array(lowered)
        var best: (distance: Int, name: String)?
        for candidate in candidates {
            // A distance is at least the difference of the lengths: most candidates end here.
            guard abs(candidate.count - target.count) <= limit else { continue }
            guard let distance = editDistance(target, Array(candidate.lowercased()), limit: limit) else { continue }
            if best.map({ (distance, candidate) < ($0.distance, $0.name) }) ?? true { best = (distance, candidate) }
        }
        return best?.name
    }

    /// The edit distance of `a` and `b` (as ``editDistance(_:_:)``), or `nil` when it is above
    /// `limit`: a row whose every entry is above the limit ends the count.
    private static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) <= limit ? max(a.count, b.count) : nil }
        var beforePrevious: [Int] = []
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            beforePrevious = previous
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// The edit distance with transpositions (optimal string alignment): how many characters to
    /// insert, delete or replace, or pairs of neighbours to swap (`nwe` is one from `new`).
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious: [Int] = []
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            beforePrevious = previous
            previous = current
        }
        return previous[b.count]
    }

    /// What to say of a command line whose first argument, `first`, is neither an option nor one
    /// of `commands`: that no command is called so, and the nearest one or the list; `nil` when
    /// it names a command (ArgumentParser alone would only call the argument unexpected).
    package static func unknownCommand(_ first: String?, among commands: [String]) -> String? {
        guard let first, !first.hasPrefix("-"), !commands.contains(first) else { return nil }
        let help =
            closest(to: first, in: commands).map { "did you mean '\($0)'?" }
            ?? "the commands are \(commands.joined(separator: ", "))"
        return "no command is called '\(first)'; \(help)"
    }
}
