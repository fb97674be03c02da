import DocsSiteModel
import DocsSymbols
import DocsVersions

/// The release history of every symbol of a site of several versions, filled into each version's
/// symbol pages (``VersionFrame``): in which release the symbol appeared, changed, was deprecated
/// and went away, read from the public API of consecutive versions (``SymbolHistory``), or from
/// the step a kept release's site holds (``KeptVersionSite/step``).
enum SymbolHistories {
    /// One version: whether it is a release, and whether it documents a public API.
    struct Version {
        var isRelease: Bool
        var hasAPI: Bool
        /// Whether its site was kept from an earlier run with the step from the version after it.
        var hasKeptStep: Bool
    }

    /// Two versions whose APIs the histories compare, by their positions among the versions
    /// (newest first); `usesKeptStep` when the newer one's kept site holds the step between them.
    struct Pair {
        var older: Int
        var newer: Int
        var usesKeptStep: Bool
    }

    /// The pairs of `versions` (newest first, the working tree among them) the histories read, in
    /// the order they read them: of the versions with an API, the releases oldest first, then the
    /// working tree, whose additions are not released yet.
    static func pairs(of versions: [Version]) -> [Pair] {
        let releases = versions.indices.filter { versions[$0].isRelease }
        let order = (releases.reversed() + versions.indices.filter { !versions[$0].isRelease }).filter {
            versions[$0].hasAPI
        }
        return zip(order, order.dropFirst()).map { older, newer in
            Pair(older: older, newer: newer, usesKeptStep: versions[newer].hasKeptStep && older == newer + 1)
        }
    }

    /// The history each symbol page shows, by the symbol's identifier in any version: from the
    /// `oldest` version's symbols, through each step to the next version (by name, with the one
    /// before); none without a step.
    static func histories(
        oldest: [SymbolID], steps: [(version: String, previous: String, step: HistoryStep)], workingTree: String?
    ) -> @Sendable (SymbolID) -> SymbolReleaseHistory? {
        guard !steps.isEmpty else { return { _ in nil } }
        let history = SymbolHistory(oldest: oldest, steps: steps)
        return { id in
            guard let events = history.events(of: id) else { return nil }
            let shown = Self.events(events)
            return shown.isEmpty ? nil : SymbolReleaseHistory(events: shown, unreleased: workingTree)
        }
    }

    /// What a page says of `events`, oldest first.
    private static func events(_ events: SymbolHistory.Events) -> [SymbolReleaseHistory.Event] {
        var shown: [SymbolReleaseHistory.Event] = []
        if let introduced = events.introduced { shown.append(.introduced(in: introduced)) }
        for change in events.changed {
            shown.append(.changed(in: change.version, before: change.before, after: change.after))
        }
        if let deprecated = events.deprecated {
            shown.append(.deprecated(in: deprecated.version, replacement: deprecated.replacement))
        }
        if let removed = events.removed {
            shown.append(
                events.removedForLooserOverload
                    ? .loosened(in: removed.version, lastWith: removed.lastWith)
                    : .removed(in: removed.version, lastWith: removed.lastWith))
        }
        return shown
    }
}
