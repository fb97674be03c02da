import DocsSymbols
import Testing

@testable import DocsResolution
@testable import DocsSite

/// Overloads in the sidebar: top-level symbols that share a name are told apart by their short
/// declarations, as DocC's navigator shows them; a name of its own stays the name.
@Suite struct OverloadNavigationTests {
    private func function(_ id: SymbolID, _ name: String, parameter: String) -> APISymbol {
        var symbol = APISymbol(
            id: id, module: "Kit", kind: APIKind(identifier: "func", displayName: "Function"), pathComponents: [name])
        symbol.subHeading = [
            DeclarationToken(.keyword, "func"), DeclarationToken(.text, " "), DeclarationToken(.identifier, "with"),
            DeclarationToken(.text, "(_: "), DeclarationToken(.typeIdentifier, parameter), DeclarationToken(.text, ")"),
        ]
        return symbol
    }

    @Test func overloadsAreToldApartByTheirDeclarations() {
        let symbols = [
            function("s:3Kit4withyySiF", "with(_:)", parameter: "Int"),
            function("s:3Kit4withyySSF", "with(_:)", parameter: "String"),
            function("s:3Kit5aloneyyF", "alone()", parameter: "Bool"),
        ]
        let names = SymbolPageNames(APIReference(modules: ["Kit"], symbols: symbols))
        let titles = SymbolPages.navigationLinks(symbols, names: names).map(\.title)
        #expect(titles == ["with(_: Int)", "with(_: String)", "alone()"])
    }

    /// swift-log's `withLogger` overloads differ in their parameters: the sidebar shows those,
    /// not the generic clause, effects and result they share.
    @Test func anOverloadsTitleIsItsNameAndParameters() {
        let declaration = [
            DeclarationToken(.keyword, "func"), DeclarationToken(.text, " "),
            DeclarationToken(.identifier, "withLogger"), DeclarationToken(.text, "<"),
            DeclarationToken(.genericParameter, "Result"), DeclarationToken(.text, ">("),
            DeclarationToken(.typeIdentifier, "Logger"), DeclarationToken(.text, ", () "),
            DeclarationToken(.keyword, "throws"), DeclarationToken(.text, " -> "),
            DeclarationToken(.typeIdentifier, "Result"), DeclarationToken(.text, ") "),
            DeclarationToken(.keyword, "rethrows"), DeclarationToken(.text, " -> "),
            DeclarationToken(.typeIdentifier, "Result"),
        ]
        #expect(declaration.shortDeclaration == "withLogger(Logger, () throws -> Result)")
    }

    /// A changes page tells overloads apart as the sidebar does: swift-log 1.14.0 added a
    /// `withLogger(_:_:)` taking an async closure beside one taking a closure that is not.
    @Test func overloadsInAListOfChangesShowTheirParameters() {
        func overload(_ id: String, _ closure: String) -> APISymbol {
            APISymbol(
                id: SymbolID(id), module: "Logging", kind: APIKind(identifier: "swift.func", displayName: "Function"),
                pathComponents: ["withLogger(_:_:)"],
                subHeading: [
                    DeclarationToken(.keyword, "func"), DeclarationToken(.text, " "),
                    DeclarationToken(.identifier, "withLogger"), DeclarationToken(.text, "("),
                    DeclarationToken(.typeIdentifier, "Logger"), DeclarationToken(.text, ", \(closure))"),
                ])
        }
        let current = APISymbol(
            id: SymbolID("s:current"), module: "Logging",
            kind: APIKind(identifier: "swift.type.property", displayName: "Type Property"),
            pathComponents: ["Logger", "current"])
        let titles = ReleaseChangesPages.titles(
            of: [current, overload("s:async", "(Logger) async -> Result"), overload("s:sync", "(Logger) -> Result")])
        #expect(
            titles == [
                "Logger.current", "withLogger(Logger, (Logger) async -> Result)",
                "withLogger(Logger, (Logger) -> Result)",
            ])
    }
}
