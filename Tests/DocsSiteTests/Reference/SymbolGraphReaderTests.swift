import DocsSymbols
import Foundation
import SymbolKit
import Testing

/// The real symbol graphs of napkin and NapkinTestSupport, read with SymbolKit.
@Suite struct SymbolGraphReaderTests {
    @Test func everyPublicTypeOfTheCoreIsRead() throws {
        let reference = try ProjectReference.reference()
        let paths = Set(reference.symbols.map(\.path))
        for path in [
            "Router", "Router/attachChild(_:)", "ChildRoute/attach(to:build:)", "Interactable", "InteractorLifecycle",
            "dispatch(priority:_:)", "TeardownProbe",
        ] {
            #expect(paths.contains(path), "\(path)")
        }
        #expect(reference.symbols.allSatisfy { $0.module == "napkin" || $0.module == "NapkinTestSupport" })
    }

    /// Every kind of a declaration's fragment is kept, parameters' labels and names included
    /// (SymbolKit calls them `externalParam` and `internalParam`), so the page highlights the labels.
    @Test func aDeclarationKeepsItsParametersLabelsAndNames() throws {
        let attach = try #require(
            try ProjectReference.reference().symbols.first { $0.path == "ChildRoute/attach(to:build:)" })
        #expect(attach.declaration.filter { $0.kind == .externalParameter }.map(\.spelling) == ["to", "build"])
        #expect(!attach.declaration.filter { $0.kind == .internalParameter }.isEmpty)
    }

    @Test func everyPublicDeclarationHasADocComment() throws {
        let undocumented = try ProjectReference.reference().symbols.filter { $0.docComment?.isEmpty ?? true }.map(
            \.path)
        #expect(undocumented.isEmpty, "\(undocumented)")
    }

    @Test func aProtocolExtensionsDefaultImplementationBelongsToTheProtocol() throws {
        let reference = try ProjectReference.reference()
        let protocolID = try #require(reference.symbols.first { $0.path == "Interactable" }).id
        let defaults = reference.members(of: protocolID).filter { $0.defaultImplementationOf != nil }.map(\.name)
        #expect(defaults.contains("didBecomeActive()"))
        #expect(
            reference.topLevelSymbols.allSatisfy { $0.pathComponents.count == 1 },
            "\(reference.topLevelSymbols.map(\.path))")
    }

    @Test func conformancesLeaveOutWhatEveryTypeHas() throws {
        let router = try #require(try ProjectReference.reference().symbols.first { $0.path == "Router" })
        let names = router.conformances.map(\.name)
        #expect(names.contains("Routing"))
        #expect(!names.contains("SendableMetatype") && !names.contains("Copyable"))
    }

    @Test func docCommentsKeepTheirPlaceInTheSwiftFile() throws {
        let symbol = try #require(
            try ProjectReference.reference().symbols.first { $0.path == "Router/attachChild(_:)" })
        let start = try #require(symbol.docComment?.lines.first?.start)
        #expect(start.file == "Sources/napkin/Routing/Router.swift")
        let source = try String(
            contentsOf: ProjectReference.packageRoot.appendingPathComponent(start.file), encoding: .utf8)
        let line = source.split(separator: "\n", omittingEmptySubsequences: false)[start.line - 1]
        #expect(line.dropFirst(start.column - 1).hasPrefix(symbol.docComment!.lines[0].text))
    }

    /// A member a type gets from a protocol extension of the same module shows that
    /// declaration's comment, as DocC does, and says where it comes from.
    @Test func membersATypeGetsFromAProtocolExtensionShowTheirOriginsComment() throws {
        // DocC shows them, and swift-log's catalog lists ``SwiftLogNoOpLogHandler/metadataProvider``.
        let reference = try ProjectReference.reference()
        let start = try #require(reference.symbols.first { $0.path == "Router/start()" })
        #expect(start.inheritedFrom?.name == "Routing.start()")
        let original = try #require(reference.symbols.first { $0.id == start.inheritedFrom?.id })
        #expect(original.inheritedFrom == nil)
        #expect(start.docComment != nil && start.docComment == original.docComment)
    }
}

extension SymbolGraphReaderTests {
    /// A member of a constrained extension keeps the constraints DocC shows as "Available when":
    /// not those of the type it extends, nor a protocol extension's `Self: ThatProtocol`.
    @Test func aConstrainedExtensionsMemberKeepsOnlyItsOwnConstraints() throws {
        func symbol(_ id: String, _ kind: String, _ path: [String], _ mixins: String = "") -> String {
            """
            {"kind": {"identifier": "swift.\(kind)", "displayName": "\(kind)"}, "identifier": {"precise": "\(id)", "interfaceLanguage": "swift"},
             "pathComponents": \(path), "names": {"title": "\(path.last!)"}, "accessLevel": "public"\(mixins)}
            """
        }
        func constraint(_ kind: String, _ left: String, _ right: String) -> String {
            #"{"kind": "\#(kind)", "lhs": "\#(left)", "rhs": "\#(right)"}"#
        }
        let json = """
            {"metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}, "generator": "test"},
             "module": {"name": "Kit", "platform": {}},
             "symbols": [
               \(symbol("s:3Kit3BoxV", "struct", ["Box"], #", "swiftGenerics": {"parameters": [{"name": "Element", "index": 0, "depth": 0}], "constraints": [\#(constraint("conformance", "Element", "Sendable"))]}"#)),
               \(symbol("s:3Kit3BoxV8containsySbxF", "method", ["Box", "contains(_:)"], #", "swiftExtension": {"extendedModule": "Kit", "constraints": [\#(constraint("conformance", "Element", "Sendable")), \#(constraint("conformance", "Element", "Equatable"))]}"#)),
               \(symbol("s:3Kit5ShapeP", "protocol", ["Shape"])),
               \(symbol("s:3Kit5ShapePAAE4areaSiyF", "method", ["Shape", "area()"], #", "swiftExtension": {"extendedModule": "Kit", "constraints": [\#(constraint("conformance", "Self", "Shape")), \#(constraint("sameType", "Self.Unit", "Int"))]}"#))
             ],
             "relationships": [
               {"kind": "memberOf", "source": "s:3Kit3BoxV8containsySbxF", "target": "s:3Kit3BoxV"},
               {"kind": "memberOf", "source": "s:3Kit5ShapePAAE4areaSiyF", "target": "s:3Kit5ShapeP"}
             ]}
            """
        let graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(json.utf8))
        let reference = SymbolGraphReader(baseDirectory: "/package").reference(modules: ["Kit"], graphs: [graph])
        let contains = try #require(reference.symbols.first { $0.path == "Box/contains(_:)" })
        #expect(contains.constraints == [GenericConstraint(kind: .conformance, left: "Element", right: "Equatable")])
        let area = try #require(reference.symbols.first { $0.path == "Shape/area()" })
        #expect(area.constraints == [GenericConstraint(kind: .sameType, left: "Self.Unit", right: "Int")])
        #expect(GenericConstraint.shown("Self.Unit") == "Unit")
    }
}
