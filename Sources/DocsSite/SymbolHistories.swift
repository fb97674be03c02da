import DocsSiteModel
import DocsSymbols
import DocsVersions

/// The release history of every symbol of a site of several versions, put on each version's
/// symbol pages (filled into their holes, ``VersionFrame``): in which release the symbol appeared, changed, was deprecated and went away,
/// read from the public API of consecutive versions (``SymbolHistory``).
enum SymbolHistories {
    /// One version and the public API it documents.
    struct Version {
        var name: String
        var isRelease: Bool
        var reference: APIReference?
    }

    /// The versions with an API reference in the order their history reads them: the releases
    /// oldest first, then the working tree, whose additions are not released yet.
    static func inHistoryOrder(_ versions: [Version]) -> [SymbolHistory.Release] {
        (versions.filter(\.isRelease).reversed() + versions.filter { !$0.isRelease }).compactMap { version in
            version.reference.map { SymbolHistory.Release(version: version.name, reference: $0) }
        }
    }

    /// The history each symbol page of the versions (newest first, the working tree among them)
    /// shows, by the symbol's identifier in any version, `api` being the changes between each two
    /// versions of ``inHistoryOrder(_:)``: none when fewer than two versions have an API reference.
    static func histories(of versions: [Version], api: [APIChanges])
        -> @Sendable (SymbolID) -> SymbolReleaseHistory?
    {
        let releases = inHistoryOrder(versions)
        guard releases.count > 1 else { return { _ in nil } }
        let history = SymbolHistory(releases: releases, changes: api)
        let workingTree = versions.first { !$0.isRelease }?.name
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
