/// Finds the name an author probably meant when a link names nothing ("did you mean …?").
package enum NameSuggestions {
    /// The candidate closest to `name`, when one is close enough to be a likely typo:
    /// equal but for case, or within a small edit distance.
    package static func closest(to name: String, in candidates: [String]) -> String? {
        let lowered = name.lowercased()
        if let sameButCase = candidates.sorted().first(where: { $0.lowercased() == lowered }) { return sameButCase }
        let limit = max(1, min(3, name.count / 3))
        let scored = candidates.map { (name: $0, distance: editDistance(lowered, $0.lowercased())) }
            .filter { $0.distance <= limit }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
        return scored.first?.name
    }

    /// The Levenshtein distance: how many characters to insert, delete or replace.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
