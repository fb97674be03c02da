import DocsSymbols
import Testing

@testable import DocsRendering
@testable import DocsSite

/// Long declarations laid out as DocC lays them out: a parameter per line.
@Suite struct DeclarationLayoutTests {
    private func token(_ kind: DeclarationToken.Kind, _ spelling: String) -> DeclarationToken {
        DeclarationToken(kind, spelling)
    }

    private func text(_ tokens: [DeclarationToken]) -> String {
        DeclarationLayout.laidOut(tokens).map(\.spelling).joined()
    }

    @Test func aLongDeclarationHasAParameterPerLine() {
        let log = [
            token(.keyword, "func"), token(.text, " "), token(.identifier, "log"), token(.text, "("),
            token(.externalParameter, "level"), token(.text, ": "), token(.typeIdentifier, "Logger.Level"),
            token(.text, ", "), token(.externalParameter, "_"), token(.text, " "),
            token(.internalParameter, "message"), token(.text, ": "), token(.attribute, "@autoclosure"),
            token(.text, " () -> "), token(.typeIdentifier, "Logger.Message"), token(.text, ", "),
            token(.externalParameter, "metadata"), token(.text, ": "), token(.text, "["),
            token(.typeIdentifier, "String"), token(.text, " : "), token(.typeIdentifier, "String"),
            token(.text, "]? = nil, "), token(.externalParameter, "line"), token(.text, ": "),
            token(.typeIdentifier, "UInt"), token(.text, " = #line) -> "), token(.typeIdentifier, "Bool"),
        ]
        #expect(
            text(log) == """
                func log(
                    level: Logger.Level,
                    _ message: @autoclosure () -> Logger.Message,
                    metadata: [String : String]? = nil,
                    line: UInt = #line
                ) -> Bool
                """)
    }

    @Test func aShortDeclarationStaysOnOneLine() {
        let attach = [
            token(.keyword, "func"), token(.text, " "), token(.identifier, "attachChild"), token(.text, "("),
            token(.externalParameter, "_"), token(.text, " "), token(.internalParameter, "child"),
            token(.text, ": "), token(.typeIdentifier, "Routing"), token(.text, ") "), token(.keyword, "async"),
        ]
        #expect(text(attach) == "func attachChild(_ child: Routing) async")
    }
}
