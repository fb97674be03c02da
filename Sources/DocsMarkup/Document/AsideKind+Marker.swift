extension AsideKind {
    /// The kind named at the start of `text` before a colon, and the marker's length with its
    /// colon (`Note:` is 5), as DocC reads the names: in any letter case, with or without
    /// their spaces and hyphens (`note:`, `SeeAlso:`, `See Also:`, `nonmutatingvariant:`).
    package static func marked(at text: some StringProtocol) -> (kind: AsideKind, length: Int)? {
        guard let name = CalloutName(at: text) else { return nil }
        return named(name).map { ($0, name.length) }
    }

    /// The kind a callout's name names, if it names one.
    package static func named(_ name: CalloutName) -> AsideKind? {
        kindsByKey[name.key]
    }

    private static let kindsByKey = Dictionary(
        allCases.map { (CalloutName.key(of: $0.rawValue), $0) }, uniquingKeysWith: { first, _ in first })
}

/// The name before the colon that starts a callout (`- Parameters:`, `- returns:`, `> Note:`),
/// read as DocC reads it: its letters only, in lower case.
package struct CalloutName: Sendable, Equatable {
    /// The name's letters in lower case (`seealso` for `See Also`).
    package var key: String
    /// The length of the name and its colon, in characters.
    package var length: Int

    /// The name at the start of `text`, when a colon follows it within a few words.
    package init?(at text: some StringProtocol) {
        guard let colon = text.prefix(32).firstIndex(of: ":") else { return nil }
        let name = text[..<colon]
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0 == " " || $0 == "-" }) else { return nil }
        key = Self.key(of: name)
        length = name.count + 1
    }

    /// `name`'s letters in lower case.
    package static func key(of name: some StringProtocol) -> String {
        String(name.lowercased().filter(\.isLetter))
    }
}
