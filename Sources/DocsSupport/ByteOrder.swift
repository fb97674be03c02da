#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension String {
    /// Whether the string sorts before `other` comparing their UTF-8 bytes: an order that
    /// does not depend on locale or Unicode normalisation, so file lists and output stay the
    /// same on every machine.
    ///
    /// Compares the two strings' contiguous UTF-8 with `memcmp`: sorting the thousands of paths of
    /// a large site through the generic collection comparison cost more than writing the files.
    package func precedesByBytes(_ other: String) -> Bool {
        var left = self
        var right = other
        return left.withUTF8 { left in
            right.withUTF8 { right in
                let shared = min(left.count, right.count)
                let order = shared == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, shared)
                return order != 0 ? order < 0 : left.count < right.count
            }
        }
    }
}
