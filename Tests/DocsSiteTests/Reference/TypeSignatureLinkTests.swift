import DocsSymbols
import Testing

@testable import DocsResolution

/// Links that tell overloads apart by their types, as DocC reads them:
/// ``` ``log(_:)-(String)`` ```, ``` ``make()->Logger`` ```.
@Suite struct TypeSignatureLinkTests {
    private static let function = APIKind(identifier: "func", displayName: "Function")

    /// A function whose declaration is `tokens`.
    private func function(_ id: SymbolID, _ path: [String], _ tokens: [DeclarationToken]) -> APISymbol {
        APISymbol(id: id, module: "Kit", kind: Self.function, pathComponents: path, declaration: tokens)
    }

    private func keyword(_ text: String) -> DeclarationToken { DeclarationToken(.keyword, text) }
    private func text(_ text: String) -> DeclarationToken { DeclarationToken(.text, text) }
    private func type(_ text: String) -> DeclarationToken { DeclarationToken(.typeIdentifier, text) }
    private func name(_ text: String) -> DeclarationToken { DeclarationToken(.identifier, text) }
    private func label(_ text: String) -> DeclarationToken { DeclarationToken(.externalParameter, text) }

    /// `func build(_ value: Int) -> Logger` and `func build(_ value: [String: Int]?) -> (Int, String)`.
    private var overloads: [APISymbol] {
        [
            function(
                "s:a", ["build(_:)"],
                [
                    keyword("func"), text(" "), name("build"), text("("), label("_"), text(" "),
                    DeclarationToken(.internalParameter, "value"), text(": "), type("Int"), text(") -> "),
                    type("Logger"),
                ]),
            function(
                "s:b", ["build(_:)"],
                [
                    keyword("func"), text(" "), name("build"), text("("), label("_"), text(" value: ["), type("String"),
                    text(": "), type("Int"), text("]?) -> ("), type("Int"), text(", "), type("String"), text(")"),
                ]),
        ]
    }

    @Test func aDeclarationsTypesAreSpelledAsDocCSpellsThem() throws {
        #expect(
            TypeSignature(declaration: overloads[0].declaration)
                == TypeSignature(parameters: ["Int"], returns: ["Logger"]))
        #expect(
            TypeSignature(declaration: overloads[1].declaration)
                == TypeSignature(parameters: ["[String:Int]?"], returns: ["Int", "String"]))
        // swift-log's withLogger: an autoclosure, a closure with a typed throw, `where` after.
        let withLogger = [
            keyword("func"), text(" "), name("withLogger"), text("<"), DeclarationToken(.genericParameter, "Result"),
            text(", "), DeclarationToken(.genericParameter, "Failure"), text(">("), label("mergingMetadata"), text(" "),
            DeclarationToken(.internalParameter, "metadata"), text(": "), DeclarationToken(.attribute, "@autoclosure"),
            text(" () -> "), type("Logger"), text("."), type("Metadata"), text(", "), label("_"), text(" "),
            DeclarationToken(.internalParameter, "operation"), text(": ("), type("Logger"), text(") "),
            keyword("throws"), text("("), type("Failure"), text(") -> "), type("Result"), text(") "), keyword("throws"),
            text("("), type("Failure"), text(") -> "), type("Result"), text(" "), keyword("where"), text(" "),
            type("Failure"), text(" : "), type("Error"),
        ]
        let signature = try #require(TypeSignature(declaration: withLogger))
        #expect(signature.parameters == ["()->Logger.Metadata", "(Logger)->Result"])
        #expect(signature.parametersWithThrownErrors == ["()->Logger.Metadata", "(Logger)(Failure)->Result"])
        #expect(signature.returns == ["Result"])
        // An initializer, and a property (no parameter clause).
        let initializer = [keyword("init"), text("("), label("label"), text(": "), type("String"), text(")")]
        #expect(TypeSignature(declaration: initializer) == TypeSignature(parameters: ["String"], returns: []))
        #expect(TypeSignature(declaration: [keyword("var"), text(" "), name("count"), text(": "), type("Int")]) == nil)
    }

    @Test func aLinksTypesPickOneOverload() throws {
        let reference = APIReference(modules: ["Kit"], symbols: overloads)
        let resolver = SymbolLinkResolver(reference: reference, names: SymbolPageNames(reference))
        func resolved(_ link: String) -> SymbolID? { try? resolver.resolve(link).get().id }
        #expect(resolved("build(_:)-(Int)") == "s:a")
        #expect(resolved("build(_:)->Logger") == "s:a")
        #expect(resolved("build(_:)-([String:Int]?)") == "s:b")
        #expect(resolved("build(_:)->(Int,String)") == "s:b")
        #expect(resolved("build(_:)->(_,_)") == "s:b")
        #expect(resolved("build(_:)-(_)->_") == "s:a")
        #expect(resolved("build(_:)-(_)") == nil, "both take one parameter")
        #expect(resolved("build(_:)-(Double)") == nil)
        guard case .failure(let problem) = resolver.resolve("build(_:)-(Double)") else { return }
        #expect(problem.message == "no symbol at 'build(_:)-(Double)' has the types it names")
        #expect(problem.hint.contains("``build(_:)-(Int)->Logger``"))
    }

    @Test func overloadsWhoseTypesAreTheSameAreToldApartByTheirHashesInTheHint() throws {
        // swift-log 1.14.0's `withLogger(_:_:)`, once `async` and once not: the same types as a link spells them.
        func overload(_ id: SymbolID, async: Bool) -> APISymbol {
            function(
                id, ["run(_:)"],
                [keyword("func"), text(" "), name("run"), text("("), label("_"), text(" body: () ")]
                    + (async ? [keyword("async"), text(" ")] : []) + [text("-> "), type("Int"), text(")")])
        }
        let symbols = [
            overload("s:sync", async: false), overload("s:async", async: true),
            function(
                "s:other", ["run(_:)"],
                [keyword("func"), text(" "), name("run"), text("("), label("_"), text(" x: "), type("Int"), text(")")]),
        ]
        let resolver = SymbolLinkResolver(
            reference: APIReference(modules: ["Kit"], symbols: symbols),
            names: SymbolPageNames(APIReference(modules: ["Kit"], symbols: symbols)))
        guard case .failure(let problem) = resolver.resolve("run(_:)-(()->Int)") else {
            Issue.record("two overloads have these types")
            return
        }
        #expect(problem.message == "'run(_:)-(()->Int)' names 2 symbols")
        #expect(problem.hint.contains("``run(_:)-\(SymbolPageNames.shortHash("s:sync"))``"))
        #expect(problem.hint.contains("``run(_:)-\(SymbolPageNames.shortHash("s:async"))``"))
        #expect(problem.hint.contains("``run(_:)-(Int)``"))
        #expect(!problem.hint.contains("``run(_:)-(()->Int)``"))
    }

    @Test func aHintNeverOffersTypesThatNameTwoOverloads() throws {
        // `func f(_ x: Int)` and `func f(_ x: Int) -> Bool`: `-(Int)` names both (no return type
        // said is any), `-(Int)->Bool` the one.
        let parameter = [name("f"), text("("), label("_"), text(" x: "), type("Int"), text(")")]
        let symbols = [
            function("s:void", ["f(_:)"], [keyword("func"), text(" ")] + parameter),
            function("s:bool", ["f(_:)"], [keyword("func"), text(" ")] + parameter + [text(" -> "), type("Bool")]),
        ]
        let reference = APIReference(modules: ["Kit"], symbols: symbols)
        let resolver = SymbolLinkResolver(reference: reference, names: SymbolPageNames(reference))
        guard case .failure(let problem) = resolver.resolve("f(_:)-(String)") else {
            Issue.record("no overload takes a String")
            return
        }
        #expect(problem.hint.contains("``f(_:)-(Int)->Bool``"))
        #expect(problem.hint.contains("``f(_:)-\(SymbolPageNames.shortHash("s:void"))``"))
        #expect(!problem.hint.contains("``f(_:)-(Int)``"))
    }

    @Test func aLinksTypesAreReadWithClosuresAndTuplesInThem() throws {
        let split = try #require(
            SymbolLinkResolver.splitSignature("Kit/reduce(_:_:)-(Result,(Result,Element)->Result)->Result"))
        #expect(split.path == "Kit/reduce(_:_:)")
        #expect(split.signature.parameters == ["Result", "(Result,Element)->Result"])
        #expect(split.signature.returns == ["Result"])
        #expect(SymbolLinkResolver.splitSignature("Router/load()-swift.method") == nil)
        #expect(SymbolLinkResolver.splitSignature("Router/children") == nil)
    }
}
