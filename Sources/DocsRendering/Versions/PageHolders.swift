import DocsSiteModel

/// Which versions hold each page, by the page's path, worked out once for the whole site: a
/// page's picker links to the same page in each version that has it, and looking its path up in
/// every version's set of pages, for each of thousands of pages, was most of filling the picker in.
package struct PageHolders: Sendable {
    /// For each path, a bit for each version (by position) that has a page there.
    private let holders: [PagePath: [UInt64]]

    /// The holders of the pages of `versions`.
    package init(versions: [SiteVersions.Version]) {
        var holders: [PagePath: [UInt64]] = [:]
        let words = (versions.count + 63) / 64
        for (position, version) in versions.enumerated() {
            for path in version.pagePaths {
                holders[path, default: [UInt64](repeating: 0, count: words)][position / 64] |=
                    1 << (position % 64)
            }
        }
        self.holders = holders
    }

    /// The versions that have a page at `path`.
    func versions(holding path: PagePath) -> Versions {
        Versions(bits: holders[path] ?? [])
    }

    /// A set of versions, by position.
    struct Versions {
        fileprivate var bits: [UInt64]

        /// Whether the version at `position` is in the set.
        func contains(_ position: Int) -> Bool {
            position / 64 < bits.count && bits[position / 64] & (1 << (position % 64)) != 0
        }
    }
}
