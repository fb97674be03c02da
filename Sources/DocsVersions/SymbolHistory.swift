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
    /// How many steps from one release to the next the history read.
    private var stepCount = 0

    /// The events of the symbol that has the identifier `id` in any release.
    package func events(of id: SymbolID) -> Events? {
        var key = id
        // A symbol whose identifier changed twice is found through both; no chain is a cycle,
        // as each step goes to a newer release, but a bound keeps a bad input from hanging.
        for _ in 0...stepCount {
            if let found = events[key] { return found }
            guard let newer = newerIdentifiers[key] else { return nil }
            key = newer
        }
        return nil
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
        self.init(
            oldest: releases.first?.reference.symbols.map(\.id) ?? [],
            steps: zip(zip(releases, releases.dropFirst()), between).map { pair, changes in
                (pair.1.version, pair.0.version, HistoryStep(changes))
            })
    }

    /// The history of releases whose oldest has the symbols `oldest`, each step what changed from
    /// the release `previous` to the next, `version`, oldest first.
    package init(oldest: [SymbolID], steps: [(version: String, previous: String, step: HistoryStep)]) {
        for id in oldest { events[id] = Events() }
        stepCount = steps.count
        for (version, previous, step) in steps {
            for renamed in step.renamed {
                if let history = events.removeValue(forKey: renamed.before) { events[renamed.after] = history }
                newerIdentifiers[renamed.before] = renamed.after
            }
            for id in step.added { events[id] = Events(introduced: version) }
            for change in step.changed {
                events[change.id, default: Events()].changed.append((version, change.before, change.after))
            }
            for deprecation in step.deprecated {
                events[deprecation.id, default: Events()].deprecated = (version, deprecation.replacement)
            }
            for id in step.removed {
                events[id, default: Events()].removed = (version, previous)
                events[id]?.removedForLooserOverload = step.loosened.contains(id)
            }
        }
    }
}
