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
}
