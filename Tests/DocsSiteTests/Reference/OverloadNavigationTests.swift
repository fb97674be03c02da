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
        #expect(SymbolPages.shortDeclaration(declaration) == "withLogger(Logger, () throws -> Result)")
    }
}
