import DocsMarkup
import DocsSymbols
import DocsTestSupport
import Foundation
import SymbolKit
import Testing

@testable import DocsRendering
@testable import DocsResolution
@testable import DocsSite

/// The types of other modules a package extends get pages as DocC makes them: an Extended Module
/// (`Swift`) listing Extended Structures (`Int`), each listing what the package adds; what the
/// compiler copies onto them from other modules' protocols stays out.
@Suite struct ExtendedTypesTests {
    private func symbol(_ id: String, _ kind: String, _ path: [String], _ mixins: String = "") -> String {
        """
        {"kind": {"identifier": "swift.\(kind)", "displayName": "\(kind)"}, "identifier": {"precise": "\(id)", "interfaceLanguage": "swift"},
         "pathComponents": \(path), "names": {"title": "\(path.last!)"}, "accessLevel": "public"\(mixins)}
        """
    }

    private func graph(module: String, symbols: [String], relationships: [String]) throws -> SymbolGraph {
        let json = """
            {"metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}, "generator": "test"},
             "module": {"name": "\(module)", "platform": {}},
             "symbols": [\(symbols.joined(separator: ",\n"))],
             "relationships": [\(relationships.joined(separator: ",\n"))]}
            """
        return try JSONDecoder().decode(SymbolGraph.self, from: Data(json.utf8))
    }

    private let shape = "s:3Kit5ShapeP"
    private let area = "s:3Kit5ShapeP4areaSiyF"
    private let half = "s:Si3KitE4halfSiyF"
    private let copiedArea = "s:3Kit5ShapePAAE4areaSiyF::SYNTHESIZED::s:Si"
    private let bigEndian = "s:s17FixedWidthIntegerPsE9bigEndianxvp::SYNTHESIZED::s:Si"
    private let extendsStruct = #", "swiftExtension": {"extendedModule": "Swift", "typeKind": "swift.struct"}"#

    /// Kit's own graph: the protocol `Shape` and its requirement `area()`.
    private func kitGraph() throws -> SymbolGraph {
        try graph(
            module: "Kit",
            symbols: [symbol(shape, "protocol", ["Shape"]), symbol(area, "method", ["Shape", "area()"])],
            relationships: [#"{"kind": "requirementOf", "source": "\#(area)", "target": "\#(shape)"}"#])
    }

    /// Kit's graph of its extensions of the standard library: `Int` gets `half()`, conforms to
    /// `Shape` (and gets `area()` from Kit's protocol extension, and `bigEndian` from the
    /// standard library's); `String` conforms to `Shape` with no member. With `blocks`, as
    /// `-emit-extension-block-symbols` writes it; without, as the compiler writes it by default.
    private func extensionGraph(blocks: Bool) throws -> SymbolGraph {
        let intBlock = "s:e:s:Si3KitE4halfSiyF"
        let stringBlock = "s:e:s:SS3KitE"
        let intParent = blocks ? intBlock : "s:Si"
        func member(_ id: String, origin: (String, String)? = nil) -> String {
            let origin =
                origin.map { #", "sourceOrigin": {"identifier": "\#($0.0)", "displayName": "\#($0.1)"}"# } ?? ""
            return
                #"{"kind": "memberOf", "source": "\#(id)", "target": "\#(intParent)", "targetFallback": "Swift.Int"\#(origin)}"#
        }
        var symbols = [
            symbol(half, "method", ["Int", "half()"], extendsStruct),
            symbol(copiedArea, "method", ["Int", "area()"]),
            symbol(bigEndian, "property", ["Int", "bigEndian"]),
        ]
        var relationships = [
            member(half), member(copiedArea, origin: (area, "Shape.area()")),
            member(bigEndian, origin: ("s:s17FixedWidthIntegerP9bigEndianxvp", "FixedWidthInteger.bigEndian")),
            #"{"kind": "conformsTo", "source": "\#(intParent)", "target": "\#(shape)"}"#,
        ]
        if blocks {
            symbols += [
                symbol(intBlock, "extension", ["Int"], extendsStruct),
                symbol(stringBlock, "extension", ["String"], extendsStruct),
            ]
            relationships += [
                #"{"kind": "extensionTo", "source": "\#(intBlock)", "target": "s:Si", "targetFallback": "Swift.Int"}"#,
                #"{"kind": "extensionTo", "source": "\#(stringBlock)", "target": "s:SS", "targetFallback": "Swift.String"}"#,
                #"{"kind": "conformsTo", "source": "\#(stringBlock)", "target": "\#(shape)"}"#,
            ]
        }
        return try graph(module: "Kit", symbols: symbols, relationships: relationships)
    }

    private func reference(blocks: Bool) throws -> APIReference {
        SymbolGraphReader(baseDirectory: "/package").reference(
            modules: ["Kit"], graphs: [try kitGraph(), try extensionGraph(blocks: blocks)])
    }

    @Test(arguments: [true, false]) func anExtendedTypeHasAPageUnderItsModule(blocks: Bool) throws {
        let reference = try reference(blocks: blocks)
        let swift = try #require(reference.symbols.first { $0.kind == .extendedModule })
        #expect(swift.name == "Swift")
        #expect(swift.parentID == nil)
        let int = try #require(reference.symbols.first { $0.path == "Int" })
        #expect(int.kind.displayName == "Extended Structure")
        #expect(int.parentID == swift.id)
        #expect(int.conformances.map(\.name) == ["Shape"])
        #expect(int.declaration.text == "extension Int")
        #expect(reference.members(of: int.id).map(\.name) == ["area()", "half()"])
        #expect(!reference.symbols.contains { $0.id.string == bigEndian }, "the standard library's member stays out")
        // A type extended with a conformance alone is known from its block only.
        #expect(reference.symbols.contains { $0.path == "String" } == blocks)
        #expect(reference.topLevelSymbols.map(\.name).sorted() == ["Shape", "Swift"])
    }

    @Test func theirPagesHaveBreadcrumbsAndDocCsLinksReachThem() throws {
        let reference = try reference(blocks: true)
        let root = rootPage(extra: "See ``Int/half()``, ``Swift/Int/half()`` and ``Swift/Int``.\n")
        let site = try SiteResolver(reference: reference).resolve([
            try DocumentParser().parse(SourceFile(path: "Articles/Kit.md", text: root))
        ])
        let halfPage = try #require(site.pages.first { $0.symbol?.symbol.id.string == half }?.symbol)
        #expect(halfPage.parents.map(\.title) == ["Swift", "Int"])
        // The module leads the breadcrumbs, as in DocC (`Kit / Swift / Int`).
        #expect(halfPage.module?.title == "Kit")
        let html = SiteRenderer().render(site).text("reference/kit/int/half.html")
        #expect(html.contains(">Kit</code></a> › <a"), "\(html.prefix(3000))")
        let links = site.root.resolved.symbols
        #expect(links["Int/half()"] == links["Swift/Int/half()"])
        #expect(links["Int/half()"] != nil)
        #expect(links["Swift/Int"] == site.pages.first { $0.symbol?.symbol.path == "Int" }?.path)
        // The extended pages are no public symbols of the package's own to document.
        let coverage = ReferenceCoverage(reference, uses: nil)
        #expect(!coverage.undocumented.contains { $0.path.hasSuffix("/Swift") || $0.path.hasSuffix("/Int") })
    }
}

extension ExtendedTypesTests {
    /// A member a type declares to fulfil another module's protocol requirement (`next()` of an
    /// iterator) is listed as DocC lists it: under Default Implementations, "IteratorProtocol
    /// Implementations", with what the type gets from the protocol.
    @Test func aMemberThatFulfilsARequirementIsListedWithTheProtocolsImplementations() throws {
        let iterator = "s:3Kit8IteratorV"
        let next = "s:3Kit8IteratorV4nextSiSgyF"
        let kit = try graph(
            module: "Kit",
            symbols: [symbol(iterator, "struct", ["Iterator"]), symbol(next, "method", ["Iterator", "next()"])],
            relationships: [
                #"{"kind": "memberOf", "source": "\#(next)", "target": "\#(iterator)", "sourceOrigin": {"identifier": "s:St4next7ElementQzSgyF", "displayName": "IteratorProtocol.next()"}}"#
            ])
        let reference = SymbolGraphReader(baseDirectory: "/package").reference(modules: ["Kit"], graphs: [kit])
        #expect(reference.symbol(withID: SymbolID(next))?.implements?.name == "IteratorProtocol.next()")
        let root = try DocumentParser().parse(SourceFile(path: "Articles/Kit.md", text: rootPage()))
        let site = try SiteResolver(reference: reference).resolve([root])
        let page = try #require(site.pages.first { $0.symbol?.symbol.id.string == iterator }?.symbol)
        #expect(page.topics.map(\.title) == ["IteratorProtocol Implementations"])
        #expect(page.topics.first?.section == "Default Implementations")
    }

    /// A comment the compiler copied from a dependency's requirement is not the package's to fix:
    /// its links resolve where they can, and it raises no warning.
    @Test func aCommentCopiedFromADependencyRaisesNoWarning() throws {
        var symbol = APISymbol(
            id: "s:3Kit5MacroV", module: "Kit", kind: APIKind(identifier: "struct", displayName: "Structure"),
            pathComponents: ["Macro"])
        symbol.docComment = DocComment(lines: [
            DocComment.Line(
                text: "Expands ``expansion(of:)-1sxoe``.",
                start: SourceLocation(
                    file: ".build/checkouts/swift-syntax/Sources/MemberMacro.swift", line: 32, column: 5))
        ])
        let root = try DocumentParser().parse(SourceFile(path: "Articles/Kit.md", text: rootPage()))
        let site = try SiteResolver(reference: APIReference(modules: ["Kit"], symbols: [symbol])).resolve([root])
        #expect(site.warnings.isEmpty, "\(site.warnings)")
    }
}

extension ExtendedTypesTests {
    /// A member one documented module adds to another's type is filed under the adding module's
    /// extended type, as DocC files it (CasePaths › CasePathsCore › AnyCasePath), not on the
    /// type's own page.
    @Test func aMemberAddedToASiblingModulesTypeIsFiledUnderTheAddingModule() throws {
        let path = "s:4Core4PathV"
        let extra = "s:4Core4PathV3KitE5extraSivp"
        let core = try graph(module: "Core", symbols: [symbol(path, "struct", ["Path"])], relationships: [])
        let additions = try graph(
            module: "Kit", symbols: [symbol(extra, "property", ["Path", "extra"])],
            relationships: [
                #"{"kind": "memberOf", "source": "\#(extra)", "target": "\#(path)", "targetFallback": "Core.Path"}"#
            ])
        let reference = SymbolGraphReader(baseDirectory: "/package").reference(
            modules: ["Core", "Kit"], graphs: [core, additions])
        let member = try #require(reference.symbol(withID: SymbolID(extra)))
        #expect(reference.ancestors(of: member).map(\.name) == ["Path", "Core"])
        #expect(reference.ancestors(of: member).allSatisfy { $0.module == "Kit" })
        #expect(reference.members(of: SymbolID(path)).isEmpty)
    }
}
