/// Which blocks of a page show API of another release than the one checked, by what the page
/// says of itself: a proposal whose status is not "Implemented" describes a release to come,
/// and the sections headed "Alternatives considered" or "Future directions" (and those under
/// them) show API that was never shipped, on purpose. Such a block that fails is not drift of this
/// release.
enum OtherRelease {
    /// The reason of each such block, by its index in `blocks`' order, from the page's Markdown
    /// `text` (`fenceLines`: each block's fence line).
    static func reasons(text: String, fenceLines: [Int]) -> [Int: String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let status = proposalStatus(lines.prefix(40))
        var headings: [(line: Int, level: Int, text: String)] = []
        var inFence = false
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                inFence.toggle()
            } else if !inFence, trimmed.hasPrefix("#") {
                let level = trimmed.prefix { $0 == "#" }.count
                headings.append((index + 1, level, trimmed.dropFirst(level).trimmingCharacters(in: .whitespaces)))
            }
        }
        var reasons: [Int: String] = [:]
        for (block, fence) in fenceLines.enumerated() {
            // The headings the block is under: each one before it not closed by a later heading
            // of its level or above.
            var open: [(level: Int, text: String)] = []
            for heading in headings where heading.line < fence {
                open.removeAll { $0.level >= heading.level }
                open.append((heading.level, heading.text.lowercased()))
            }
            if open.contains(where: { $0.text.hasPrefix("alternatives considered") }) {
                reasons[block] = "it shows an alternative its proposal considered, not the API that shipped"
            } else if open.contains(where: { $0.text.hasPrefix("future direction") }) {
                reasons[block] = "it shows a future direction of its proposal, not the API that shipped"
            } else if let status {
                reasons[block] = "its proposal's status is \(status), so it shows the API of a release to come"
            }
        }
        return reasons
    }

    /// The status a proposal gives itself (`- Status: **Approved**`) when it is not implemented.
    private static func proposalStatus(_ lines: ArraySlice<Substring>) -> String? {
        for line in lines {
            let text = line.drop { $0 == " " || $0 == "-" || $0 == "*" }
            guard text.lowercased().hasPrefix("status:") else { continue }
            let status = text.dropFirst("status:".count).filter { $0 != "*" && $0 != "`" }
                .trimmingCharacters(in: .whitespaces)
            let lowered = status.lowercased()
            return lowered.isEmpty || lowered.contains("implemented") || lowered.contains("shipped") ? nil : status
        }
        return nil
    }
}
