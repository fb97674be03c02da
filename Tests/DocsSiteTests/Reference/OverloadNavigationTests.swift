import DocsSymbols
import Testing

@testable import DocsSite

/// Overloads in the sidebar: top-level symbols that share a name are told apart by their short
/// declarations, as DocC's navigator shows them; a name of its own stays the name.
@Suite struct OverloadNavigationTests {
    private func function(_ id: String, _ name: String, parameter: String) -> APISymbol {
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
}
