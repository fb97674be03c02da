import Testing

@testable import DocsMarkup

/// The catalog a page lies in, and the module it documents.
@Suite struct DocCCatalogTests {
    @Test func aCatalogIsFoundAroundAPageAndNamedAfterItsModule() {
        let absolute = DocCCatalog(containing: "/home/me/Kit/Sources/Kit/Kit.docc/Tutorials/page.tutorial")
        #expect(absolute?.path == "/home/me/Kit/Sources/Kit/Kit.docc")
        #expect(absolute?.module == "Kit")
        let relative = DocCCatalog(containing: "Sources/Kit/Documentation.docc/Kit.md")
        #expect(relative?.path == "Sources/Kit/Documentation.docc")
        #expect(relative?.module == "Kit")
        #expect(DocCCatalog(containing: "Articles/Page.md") == nil)
        // The module of swift-protobuf's executable target, whose landing page is # ``protoc_gen_swift``.
        #expect(DocCCatalog(containing: "Sources/protoc-gen-swift/Docs.docc/index.md")?.module == "protoc_gen_swift")
    }

    @Test func onlyAFolderNamedDotDoccIsACatalog() {
        #expect(DocCCatalog(containing: "Docs/notes.docc.md") == nil)
        #expect(DocCCatalog(containing: "Docs/Kit.doccs/Page.md") == nil)
        #expect(DocCCatalog(containing: "Kit.docc") == nil)
        #expect(DocCCatalog(containing: "a.b/Kit.docc/Page.md")?.path == "a.b/Kit.docc")
    }

    /// A document's catalog is decided once, from its path, and follows the path when it changes.
    @Test func aDocumentKnowsItsCatalog() {
        var document = Document(
            name: "Page", sourcePath: "Sources/Kit/Kit.docc/Page.md", title: [.text("Page")],
            titleLocation: SourceLocation(file: "Sources/Kit/Kit.docc/Page.md", line: 1, column: 1),
            metadata: PageMetadata(), blocks: [])
        #expect(document.catalog?.module == "Kit")
        document.sourcePath = "Articles/Page.md"
        #expect(document.catalog == nil)
    }
}
