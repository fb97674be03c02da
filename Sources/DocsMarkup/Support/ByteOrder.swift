extension StringProtocol {
    /// Whether the string sorts before `other` comparing their UTF-8 bytes: an order that
    /// does not depend on locale or Unicode normalisation, so file lists and output stay the
    /// same on every machine.
    package func precedesByBytes(_ other: some StringProtocol) -> Bool {
        utf8.lexicographicallyPrecedes(other.utf8)
    }
}
