import DocsMarkup
import DocsSymbols
import DocsTestSupport
import Foundation
import Testing

@testable import DocsResolution
@testable import DocsSite
@testable import DocsSiteModel

/// ``` ``Symbol`` ``` links resolved against the real API, as DocC resolves them.
@Suite struct SymbolLinkTests {
    private func resolver() throws -> SymbolLinkResolver {
        let reference = try ProjectReference.reference()
        return SymbolLinkResolver(reference: reference, names: SymbolPageNames(reference))
    }

    private func path(_ link: String, from scope: String? = nil) throws -> String? {
        let resolver = try resolver()
        let scopeSymbol = scope.flatMap { path in resolver.reference.symbols.first { $0.path == path } }
        return try? resolver.resolve(link, from: scopeSymbol).get().path
    }

    @Test func typesMembersAndModulePaths() throws {
        #expect(try path("Router") == "Router")
        #expect(try path("napkin/Router") == "Router")
        #expect(try path("Router/attachChild(_:)") == "Router/attachChild(_:)")
        #expect(try path("NapkinTestSupport/TeardownProbe") == "TeardownProbe")
        #expect(try path("NapkinTestSupport/Router") == nil)
    }

    @Test func aSuffixOnAnEarlierComponentAndATrailingSlashAreReadAsDocCReadsThem() throws {
        // swift-certificates writes ``Certificate/Version-swift.struct/v1`` and ``AuthorityInformationAccess/``.
        #expect(try path("Router-class/attachChild(_:)") == "Router/attachChild(_:)")
        #expect(try path("Router-swift.class/children") == "Router/children")
        #expect(try path("Router/") == "Router")
    }

    @Test func aDocCommentMayNameAMemberItsModuleAddsToAnotherModulesType() {
        // SwiftSyntaxBuilder's doc comments link ``SwiftSyntax/ExprSyntax/init(literal:)``, which
        // SwiftSyntaxBuilder adds to SwiftSyntax's type.
        let kind = APIKind(identifier: "init", displayName: "Initializer")
        let added = APISymbol(
            id: "s:11SwiftSyntax04ExprB0V0aB7BuilderE7literalACx_tcfc", module: "SwiftSyntaxBuilder", kind: kind,
            pathComponents: ["ExprSyntax", "init(literal:)"])
        let scope = APISymbol(
            id: "s:18SwiftSyntaxBuilder4MakeV", module: "SwiftSyntaxBuilder",
            kind: APIKind(identifier: "struct", displayName: "Structure"), pathComponents: ["Make"])
        let reference = APIReference(modules: ["SwiftSyntax", "SwiftSyntaxBuilder"], symbols: [added, scope])
        let resolver = SymbolLinkResolver(reference: reference, names: SymbolPageNames(reference))
        #expect((try? resolver.resolve("SwiftSyntax/ExprSyntax/init(literal:)", from: scope).get())?.id == added.id)
        // From SwiftSyntax's side the member is not there, as in DocC.
        let other = APISymbol(
            id: "s:11SwiftSyntax4NodeV", module: "SwiftSyntax", kind: scope.kind, pathComponents: ["Node"])
        #expect((try? resolver.resolve("SwiftSyntax/ExprSyntax/init(literal:)", from: other).get()) == nil)
    }

    /// A type named as its module (the type Tally of the module Tally): ``Tally/add(_:)`` is its
    /// member, ``Tally/Tally`` the type, ``Tally`` the module's page.
    @Test func aTypeNamedAsItsModuleLeadsAPath() {
        let method = APIKind(identifier: "method", displayName: "Instance Method")
        let type = APISymbol(
            id: "s:5TallyAAV", module: "Tally", kind: APIKind(identifier: "struct", displayName: "Structure"),
            pathComponents: ["Tally"])
        let add = APISymbol(
            id: "s:5TallyAAV3addyyF", module: "Tally", kind: method, pathComponents: ["Tally", "add()"],
            parentID: type.id)
        let addMany = APISymbol(
            id: "s:5TallyAAV3addyySiF", module: "Tally", kind: method, pathComponents: ["Tally", "add(_:)"],
            parentID: type.id)
        let reference = APIReference(modules: ["Tally"], symbols: [type, add, addMany])
        let resolver = SymbolLinkResolver(reference: reference, names: SymbolPageNames(reference))
        #expect((try? resolver.resolve("Tally/add(_:)").get())?.id == addMany.id)
        #expect((try? resolver.resolve("Tally/add()").get())?.id == add.id)
        #expect((try? resolver.resolve("Tally/Tally/add(_:)").get())?.id == addMany.id)
        #expect((try? resolver.resolve("Tally/Tally").get())?.id == type.id)
        #expect((try? resolver.resolve("Tally/count").get()) == nil)
    }

    @Test func aDocCommentReadsNamesFromItsSymbolOutwards() throws {
        #expect(try path("children", from: "Router/attachChild(_:)") == "Router/children")
        #expect(try path("children", from: "Router") == "Router/children")
        #expect(try path("children") == nil)
    }

    @Test func aRequirementWinsOverItsDefaultImplementation() throws {
        let resolver = try resolver()
        let requirement = try resolver.resolve("Interactable/didBecomeActive()").get()
        #expect(requirement.defaultImplementationOf == nil)
        let implementation = try #require(
            resolver.reference.symbols.first {
                $0.path == "Interactable/didBecomeActive()" && $0.defaultImplementationOf != nil
            })
        let suffix = "-" + SymbolPageNames.shortHash(implementation.id.string)
        #expect(try resolver.resolve("Interactable/didBecomeActive()" + suffix).get().id == implementation.id)
        // DocC writes a hash on a link that needs none, too.
        let router = try resolver.resolve("Router").get()
        #expect(try resolver.resolve("Router-" + SymbolPageNames.shortHash(router.id.string)).get().id == router.id)
    }

    @Test func aNameThatIsNoSymbolSuggestsTheNearest() throws {
        guard case .failure(let problem) = try resolver().resolve("Routr") else {
            Issue.record("resolved")
            return
        }
        #expect(problem.message == "no symbol is named 'Routr'")
        #expect(problem.hint == "did you mean ``Router``?")
    }

    /// A member's argument labels misremembered are too many edits for a typo: the member of that
    /// name is suggested all the same.
    @Test func aMemberWithOtherLabelsSuggestsTheRealOnes() throws {
        guard case .failure(let problem) = try resolver().resolve("Router/attachChild(child:)") else {
            Issue.record("resolved")
            return
        }
        #expect(problem.hint == "did you mean ``Router/attachChild(_:)``?")
    }

    @Test func pagePathsAreFileNamesWithoutPunctuation() {
        #expect(SymbolPageNames.slug("attachChild(_:)") == "attach-child-_")
        #expect(SymbolPageNames.slug("task(priority:_:)") == "task-priority-_")
        #expect(SymbolPageNames.slug("build()") == "build")
        #expect(SymbolPageNames.slug("ChildRoute") == "child-route")
        // An operator's page is named by its characters, not by an empty name made `page`.
        #expect(SymbolPageNames.slug("+(_:_:)") == "plus-_-_")
        #expect(SymbolPageNames.slug("..<(_:_:)") == "dot-dot-less-_-_")
        #expect(SymbolPageNames.slug("&+=(_:_:)") == "ampersand-plus-equal-_-_")
        #expect(SymbolPageNames.slug("√(_:)") == "√-_")
        #expect(PagePaths.kebabCase("_NIOFileSystem") == "_nio-file-system")
        #expect(PagePaths.kebabCase("ÜberUns") == "über-uns")
        #expect(PagePaths.kebabCase("状態") == "状態")
        #expect(PagePaths.kebabCase("HTTPClient v2, Tab Bar_2") == "http-client-v2-tab-bar-2")
        // Names of ASCII take a path of their own, which must agree with the general one.
        var generator = SeededRandomNumberGenerator(seed: 3)
        let alphabet = Array("aZbY09 _-.:;()HTTPsRr\r\n\t/éÜ@=~")
        for _ in 0..<5_000 {
            let name = String(
                (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(PagePaths.kebabCase(name) == PagePaths.characterKebabCase(name), "\(name.debugDescription)")
            #expect(
                URLPathEncoding.encode(name) == name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed),
                "\(name.debugDescription)")
        }
        // A long name of letters of several bytes is cut between letters, never inside one.
        let long = SymbolPageNames.fileName(String(repeating: "状", count: 60))
        #expect(long.hasPrefix(String(repeating: "状", count: 33) + "-"))
    }
}

extension SymbolLinkTests {
    /// The values swift-docc's own tests give for its hash.
    @Test func theDisambiguationHashIsDocCs() {
        #expect(SymbolPageNames.shortHash("") == "146ys")
        #expect(SymbolPageNames.shortHash("Hello") == "1if00")
    }

    /// An article's symbol links name first the symbols of the module its catalog's folder is
    /// named after, the folder as written: a target at `Kit/` documents `Kit`, and a catalog at
    /// the top of the package names no module first.
    @Test func anArticleNamesFirstTheModuleOfItsCatalogsFolder() throws {
        let reference = APIReference(modules: ["KitCore", "Kit"], symbols: [])
        let resolver = SymbolLinkResolver(reference: reference, names: SymbolPageNames(reference))
        func module(_ path: String) throws -> String? {
            resolver.documentedModule(of: try #require(DocCCatalog(containing: path)))
        }
        #expect(try module("Sources/Kit/Documentation.docc/Guide.md") == "Kit")
        #expect(try module("Kit/Documentation.docc/Guide.md") == "Kit")
        #expect(try module("Sources/KitCore/Kit.docc/Guide.md") == "KitCore")
        #expect(try module("Kit.docc/Guide.md") == nil)
        #expect(try module("Sources/Other/Kit.docc/Guide.md") == nil)
    }
}
