import DocsSymbols

/// In which release each symbol of a package appeared, changed, was deprecated and went away,
/// read from the symbol graphs of consecutive releases: what a symbol's page says ("Introduced in
/// 1.4", "Changed in 1.6", "Deprecated in 1.7", "Removed in 2.0").
package struct SymbolHistory: Sendable {
    /// One release's public API.
    package struct Release: Sendable {
        package var version: String
        package var reference: APIReference

        package init(version: String, reference: APIReference) {
            self.version = version
            self.reference = reference
        }
    }

    /// What happened to one symbol, by version.
    package struct Events: Sendable, Equatable {
        /// The release it first appeared in; `nil` when the oldest release read has it already.
        package var introduced: String?
        /// The releases its declaration changed in, with the declaration before and after.
        package var changed: [(version: String, before: String, after: String)] = []
        /// The release it was deprecated in, and what the deprecation names in its place.
        package var deprecated: (version: String, replacement: String?)?
        /// The first release without it, and the last one that had it.
        package var removed: (version: String, lastWith: String)?
        /// Whether it went away for an overload at its place that accepts every call it did (the
        /// same declaration under fewer constraints: ``APIChanges/loosened``).
        package var removedForLooserOverload = false

        package static func == (lhs: Events, rhs: Events) -> Bool {
            lhs.introduced == rhs.introduced
                && lhs.changed.map { [$0.version, $0.before, $0.after] }
                    == rhs.changed.map {
                        [$0.version, $0.before, $0.after]
                    }
                && lhs.deprecated?.version == rhs.deprecated?.version
                && lhs.deprecated?.replacement == rhs.deprecated?.replacement
                && lhs.removed?.version == rhs.removed?.version && lhs.removed?.lastWith == rhs.removed?.lastWith
                && lhs.removedForLooserOverload == rhs.removedForLooserOverload
        }
    }

    /// The events of every symbol any release had, by the identifier it has in the newest
    /// release that has it.
    package private(set) var events: [SymbolID: Events] = [:]
    /// The identifiers a symbol had in older releases, each → the one its events are kept by.
    private var newerIdentifiers: [SymbolID: SymbolID] = [:]
    /// The changes between each two consecutive releases, newest last, by the newer's version.
    package private(set) var changes: [(version: String, changes: APIChanges)] = []

    /// The events of the symbol that has the identifier `id` in any release.
    package func events(of id: SymbolID) -> Events? {
        var key = id
        // A symbol whose identifier changed twice is found through both; no chain is a cycle,
        // as each step goes to a newer release, but a bound keeps a bad input from hanging.
        for _ in 0..<changes.count where events[key] == nil {
            guard let newer = newerIdentifiers[key] else { break }
            key = newer
        }
        return events[key]
    }

    /// The history of `releases`, oldest first.
    package init(releases: [Release]) {
        self.init(
            releases: releases,
            changes: zip(releases, releases.dropFirst()).map { APIChanges(from: $0.reference, to: $1.reference) })
    }

    /// The history of `releases`, oldest first, given the changes between each two consecutive
    /// ones (`changes[0]` from the first to the second), worked out once for other uses too.
    package init(releases: [Release], changes between: [APIChanges]) {
        precondition(between.count == max(0, releases.count - 1), "one change set between each two releases")
        guard let first = releases.first else { return }
        for symbol in first.reference.symbols { events[symbol.id] = Events() }
        for ((older, newer), changes) in zip(zip(releases, releases.dropFirst()), between) {
            self.changes.append((newer.version, changes))
            for (before, after) in changes.newIdentifiers {
                if let history = events.removeValue(forKey: before) { events[after] = history }
                newerIdentifiers[before] = after
            }
            for symbol in changes.added { events[symbol.id] = Events(introduced: newer.version) }
            for change in changes.changed {
                events[change.after.id, default: Events()].changed.append(
                    (newer.version, change.before.declaration.text, change.after.declaration.text))
            }
            for deprecation in changes.deprecated {
                events[deprecation.symbol.id, default: Events()].deprecated = (
                    newer.version, deprecation.replacement
                )
            }
            for symbol in changes.removed {
                events[symbol.id, default: Events()].removed = (newer.version, older.version)
                events[symbol.id]?.removedForLooserOverload = changes.loosened.contains(symbol.id)
            }
        }
    }
}
