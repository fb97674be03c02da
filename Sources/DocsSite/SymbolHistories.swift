import DocsSiteModel
import DocsSymbols
import DocsVersions

/// The release history of every symbol of a site of several versions, put on each version's
/// symbol pages: in which release the symbol appeared, changed, was deprecated and went away,
/// read from the public API of consecutive versions (``SymbolHistory``).
enum SymbolHistories {
    /// One version's site and the public API it documents.
    struct Version {
        var name: String
        var isRelease: Bool
        var site: Site
        var reference: APIReference?
    }

    /// The versions with an API reference in the order their history reads them: the releases
    /// oldest first, then the working tree, whose additions are not released yet.
    static func inHistoryOrder(_ versions: [Version]) -> [SymbolHistory.Release] {
        (versions.filter(\.isRelease).reversed() + versions.filter { !$0.isRelease }).compactMap { version in
            version.reference.map { SymbolHistory.Release(version: version.name, reference: $0) }
        }
    }

    /// The versions' sites (newest first, the working tree among them) with a history on each
    /// symbol page that has one, `api` being the changes between each two versions of
    /// ``inHistoryOrder(_:)``; versions without an API reference as they were.
    static func adding(to versions: [Version], api: [APIChanges]) -> [Site] {
        let releases = inHistoryOrder(versions)
        guard releases.count > 1 else { return versions.map(\.site) }
        let history = SymbolHistory(releases: releases, changes: api)
        let workingTree = versions.first { !$0.isRelease }?.name
        return versions.map { version in
            var site = version.site
            site.pages = site.pages.map { page in
                guard case .symbol(var details) = page.kind, let events = history.events(of: details.symbol.id)
                else { return page }
                let shown = Self.events(events)
                guard !shown.isEmpty else { return page }
                var page = page
                details.history = SymbolReleaseHistory(events: shown, unreleased: workingTree)
                page.kind = .symbol(details)
                return page
            }
            return site
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
