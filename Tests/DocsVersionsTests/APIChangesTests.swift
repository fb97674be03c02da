import DocsSymbols
import Testing

@testable import DocsVersions

/// What changed between two releases' symbol graphs, and each symbol's history over several.
@Suite struct APIChangesTests {
    private static let function = APIKind(identifier: "swift.func", displayName: "Function")
    private static let type = APIKind(identifier: "swift.struct", displayName: "Structure")

    private func symbol(
        _ id: SymbolID, _ path: [String], _ declaration: String, kind: APIKind = function, deprecated: String? = nil
    ) -> APISymbol {
        APISymbol(
            id: id, module: "Logging", kind: kind, pathComponents: path,
            declaration: [DeclarationToken(.text, declaration)],
            availability: deprecated.map { [AvailabilityNote(platform: nil, isDeprecated: true, renamed: $0)] } ?? [])
    }

    private func release(_ symbols: APISymbol...) -> APIReference {
        APIReference(modules: ["Logging"], symbols: symbols)
    }

    private var logger: APISymbol { symbol("s:Logger", ["Logger"], "struct Logger", kind: Self.type) }

    @Test func addedRemovedChangedAndDeprecatedSymbolsAreTold() {
        let older = release(
            logger, symbol("s:info", ["Logger", "info(_:)"], "func info(_ message: String)"),
            symbol("s:trace", ["Logger", "trace(_:)"], "func trace(_ message: String)"),
            symbol("s:warn", ["Logger", "warn(_:)"], "func warn(_ message: String)"))
        let newer = release(
            logger,
            // The parameter's type changed, and with it the identifier.
            symbol("s:info2", ["Logger", "info(_:)"], "func info(_ message: Message)"),
            symbol("s:warn", ["Logger", "warn(_:)"], "func warn(_ message: String)", deprecated: "warning(_:)"),
            symbol("s:warning", ["Logger", "warning(_:)"], "func warning(_ message: String)"))
        let changes = APIChanges(from: older, to: newer)
        #expect(changes.added.map(\.id) == ["s:warning"])
        #expect(changes.removed.map(\.id) == ["s:trace"])
        #expect(changes.changed.map { [$0.before.id, $0.after.id] } == [["s:info", "s:info2"]])
        #expect(changes.deprecated.map(\.symbol.id) == ["s:warn"])
        #expect(changes.deprecated.first?.replacement == "warning(_:)")
        #expect(changes.isSourceBreaking)
        #expect(!APIChanges(from: older, to: older).isSourceBreaking)
    }

    /// swift-log 1.13.1 dropped `T: Sendable` from four `appendInterpolation` overloads: their
    /// identifiers changed, and every call compiles still.
    @Test func anOverloadWithFewerConstraintsBreaksNoSource() {
        let path = ["Logger", "MetadataValue", "StringInterpolation", "appendInterpolation(_:)"]
        let unconstrained = symbol("s:any", path, "mutating func appendInterpolation<T>(_ value: T)")
        let older = release(
            unconstrained,
            symbol(
                "s:both", path,
                "mutating func appendInterpolation<T>(_ value: T) where T : CustomStringConvertible, T : Sendable"),
            symbol("s:sendable", path, "mutating func appendInterpolation<T>(_ value: T) where T : Sendable"))
        let newer = release(
            unconstrained,
            symbol(
                "s:describing", path,
                "mutating func appendInterpolation<T>(_ value: T) where T : CustomStringConvertible"))
        let changes = APIChanges(from: older, to: newer)
        #expect(changes.removed.map(\.id) == ["s:both", "s:sendable"])
        #expect(changes.loosened == ["s:both", "s:sendable"])
        #expect(!changes.isSourceBreaking)
        // The other way round, without the overload of no constraints, constraints are added: a
        // call may no longer compile.
        let tightened = APIChanges(
            from: release(newer.symbols[1]), to: release(older.symbols[1], older.symbols[2]))
        #expect(tightened.removed.map(\.id) == ["s:describing"])
        #expect(tightened.loosened.isEmpty)
        #expect(tightened.isSourceBreaking)
        // A symbol's history says that it went away for a looser overload, not that it was removed.
        let history = SymbolHistory(releases: [
            .init(version: "1.13.0", reference: older), .init(version: "1.13.1", reference: newer),
        ])
        #expect(history.events(of: "s:both")?.removed?.version == "1.13.1")
        #expect(history.events(of: "s:both")?.removedForLooserOverload == true)
        let backwards = SymbolHistory(releases: [
            .init(version: "1.0.0", reference: release(newer.symbols[1])),
            .init(version: "1.1.0", reference: release(older.symbols[1], older.symbols[2])),
        ])
        #expect(backwards.events(of: "s:describing")?.removedForLooserOverload == false)
    }

    /// swift-log 1.11.0 renamed a parameter of `StreamLogHandler.log` inside the function only.
    @Test func aParameterRenamedInsideTheFunctionIsNoChange() {
        func log(_ internalName: String?) -> APISymbol {
            var tokens = [
                DeclarationToken(.keyword, "func"), DeclarationToken(.text, " "),
                DeclarationToken(.identifier, "log"), DeclarationToken(.text, "("),
                DeclarationToken(.externalParameter, "metadata"),
            ]
            if let internalName {
                tokens += [DeclarationToken(.text, " "), DeclarationToken(.internalParameter, internalName)]
            }
            tokens += [
                DeclarationToken(.text, ": "), DeclarationToken(.typeIdentifier, "Metadata"),
                DeclarationToken(.text, ")"),
            ]
            return APISymbol(
                id: "s:log", module: "Logging", kind: Self.function, pathComponents: ["log(metadata:)"],
                declaration: tokens)
        }
        let changes = APIChanges(from: release(log("explicitMetadata")), to: release(log(nil)))
        #expect(changes.changed.isEmpty)
        #expect(!changes.isSourceBreaking)
    }

    /// swift-log 1.13.0 made `LogEvent.metadata`, a computed property with a getter and a
    /// setter, a stored one: callers read and write it as before.
    @Test func aSettablePropertyMadeStoredIsNoChange() {
        let changes = APIChanges(
            from: release(symbol("s:metadata", ["LogEvent", "metadata"], "var metadata: Metadata? { get set }")),
            to: release(symbol("s:metadata", ["LogEvent", "metadata"], "var metadata: Metadata?")))
        #expect(changes.changed.isEmpty)
        let readOnly = APIChanges(
            from: release(symbol("s:metadata", ["LogEvent", "metadata"], "var metadata: Metadata? { get set }")),
            to: release(symbol("s:metadata", ["LogEvent", "metadata"], "var metadata: Metadata? { get }")))
        #expect(readOnly.changed.count == 1, "no longer settable")
    }

    @Test func overloadsThatChangeAreNotGuessedAt() {
        let older = release(
            symbol("s:a", ["log(_:)"], "func log(_ value: Int)"),
            symbol("s:b", ["log(_:)"], "func log(_ value: String)"))
        let newer = release(
            symbol("s:c", ["log(_:)"], "func log(_ value: Int64)"),
            symbol("s:d", ["log(_:)"], "func log(_ value: Substring)"))
        let changes = APIChanges(from: older, to: newer)
        #expect(changes.changed.isEmpty)
        #expect(changes.added.map(\.id) == ["s:c", "s:d"])
        #expect(changes.removed.map(\.id) == ["s:a", "s:b"])
    }

    @Test func aSymbolsHistoryNamesTheReleaseOfEachEvent() {
        let releases: [SymbolHistory.Release] = [
            .init(
                version: "1.0.0",
                reference: release(logger, symbol("s:trace", ["Logger", "trace(_:)"], "func trace()"))),
            .init(
                version: "1.1.0",
                reference: release(
                    logger, symbol("s:trace", ["Logger", "trace(_:)"], "func trace()", deprecated: "debug()"),
                    symbol("s:debug", ["Logger", "debug()"], "func debug()"))),
            .init(
                version: "2.0.0",
                reference: release(logger, symbol("s:debug2", ["Logger", "debug()"], "func debug() async"))),
        ]
        let history = SymbolHistory(releases: releases)
        #expect(history.events["s:Logger"] == SymbolHistory.Events())
        #expect(history.events["s:trace"]?.deprecated?.version == "1.1.0")
        #expect(history.events["s:trace"]?.deprecated?.replacement == "debug()")
        #expect(history.events["s:trace"]?.removed?.version == "2.0.0")
        #expect(history.events["s:trace"]?.removed?.lastWith == "1.1.0")
        #expect(history.events["s:debug2"]?.introduced == "1.1.0")
        #expect(history.events["s:debug2"]?.changed.map(\.version) == ["2.0.0"])
        #expect(history.events["s:debug2"]?.changed.first?.after == "func debug() async")
        #expect(history.events["s:debug"] == nil, "known by its newest identifier")
        // Read from the steps a kept release's site holds instead of the releases' symbols: the same.
        let steps = zip(releases, releases.dropFirst()).map { older, newer in
            (newer.version, older.version, HistoryStep(APIChanges(from: older.reference, to: newer.reference)))
        }
        let fromSteps = SymbolHistory(oldest: releases[0].reference.symbols.map(\.id), steps: steps)
        #expect(fromSteps.events == history.events)
        #expect(fromSteps.events(of: "s:debug") == history.events(of: "s:debug2"))
    }

    /// A page of an older release names its symbol by the identifier it had then: its history is
    /// found through it, whether or not the declaration callers see changed with the identifier.
    @Test func aSymbolsHistoryIsFoundByAnyIdentifierItHad() {
        let history = SymbolHistory(releases: [
            .init(version: "1.0.0", reference: release(logger)),
            .init(version: "1.1.0", reference: release(logger, symbol("s:a", ["Logger", "flush()"], "func flush()"))),
            // The identifier changes, the declaration as callers see it does not (a parameter's
            // inner name): a rename, with no change to show.
            .init(
                version: "1.2.0", reference: release(logger, symbol("s:b", ["Logger", "flush()"], "func flush() "))),
            .init(
                version: "2.0.0",
                reference: release(logger, symbol("s:c", ["Logger", "flush()"], "func flush() async"))),
        ])
        for id: SymbolID in ["s:a", "s:b", "s:c"] {
            #expect(history.events(of: id)?.introduced == "1.1.0", "\(id)")
            #expect(history.events(of: id)?.changed.map(\.version) == ["2.0.0"], "\(id)")
        }
        #expect(history.events(of: "s:unknown") == nil)
    }
}
