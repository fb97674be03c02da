/// A release's version as its git tag names it, `1.4.0` or `v2.0.0-beta.1`: what napkin-docs
/// sorts releases by and shows in the version picker.
package struct SemanticVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var major: Int
    package var minor: Int
    package var patch: Int
    /// The pre-release identifiers after `-` (`beta.1`), empty for a release.
    package var prerelease: [String]

    /// Reads a tag: an optional `v`, then `MAJOR.MINOR.PATCH` (or `MAJOR.MINOR`, as some packages
    /// tag), then an optional `-PRERELEASE` and `+BUILD` (ignored, as Semantic Versioning says);
    /// `nil` for any other tag.
    package init?(tag: String) {
        var text = Substring(tag)
        if text.first == "v" || text.first == "V" { text = text.dropFirst() }
        if let plus = text.firstIndex(of: "+") { text = text[..<plus] }
        var prerelease: [String] = []
        if let dash = text.firstIndex(of: "-") {
            prerelease = text[text.index(after: dash)...].split(separator: ".", omittingEmptySubsequences: false)
                .map(String.init)
            guard prerelease.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } })
            else { return nil }
            text = text[..<dash]
        }
        let numbers = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (2...3).contains(numbers.count),
            numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let major = Int(numbers[0]), let minor = Int(numbers[1])
        else { return nil }
        self.major = major
        self.minor = minor
        self.patch = numbers.count == 3 ? Int(numbers[2]) ?? 0 : 0
        self.prerelease = prerelease
    }

    /// Whether it is a pre-release (`2.0.0-beta.1`), which a list of releases leaves out unless asked.
    package var isPrerelease: Bool { !prerelease.isEmpty }

    /// `1.4.0`, `2.0.0-beta.1`.
    package var description: String {
        "\(major).\(minor).\(patch)" + (prerelease.isEmpty ? "" : "-" + prerelease.joined(separator: "."))
    }

    /// Semantic Versioning's precedence: by number, a pre-release before its release, and
    /// pre-release identifiers compared numerically when both are numbers.
    package static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        if (lhs.major, lhs.minor, lhs.patch) != (rhs.major, rhs.minor, rhs.patch) {
            return (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
        switch (lhs.prerelease.isEmpty, rhs.prerelease.isEmpty) {
        case (true, true), (true, false): return false
        case (false, true): return true
        case (false, false): break
        }
        for (left, right) in zip(lhs.prerelease, rhs.prerelease) where left != right {
            switch (Int(left), Int(right)) {
            case (let left?, let right?): return left < right
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return left < right
            }
        }
        return lhs.prerelease.count < rhs.prerelease.count
    }
}
