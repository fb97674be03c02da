import DocsCodeBlocks
import DocsMarkup
import DocsTestSupport
import Testing

/// How the build plugin's extractor and `napkin-docs check` find a tutorial's `@Code` files on
/// disk: as the site does, within the page's catalog.
@Suite struct CodeFileFinderTests {
    private func problems(_ files: [String], in directory: TemporaryDirectory) throws -> (
        found: [String: String], messages: [String]
    ) {
        let steps = files.map { "    @Step {\n      Step.\n      @Code(name: \"a.swift\", file: \($0))\n    }\n" }
            .joined()
        let page = directory.url.path + "/Kit.docc/Tutorials/T.tutorial"
        let source = SourceFile(
            path: page,
            text:
                "@Tutorial(time: 5) {\n  @Intro(title: \"T\") {\n    Text.\n  }\n  @Section(title: \"S\") {\n    @Steps {\n"
                + steps + "    }\n  }\n}\n")
        let result = CodeFileFinder().files(for: DocumentParser().blocks(of: source).blocks, ofPageAt: page)
        let root = directory.url.path + "/"
        return (result.files.mapValues { String($0.path.dropFirst(root.count)) }, result.diagnostics.map(\.message))
    }

    @Test func aPathStaysInTheCatalogAndABareNameMustNameOneFile() throws {
        let directory = try TemporaryDirectory()
        for path in ["Kit.docc/Resources/ok.swift", "Kit.docc/A/dup.swift", "Kit.docc/B/dup.swift", "Outside.swift"] {
            try directory.write(path, "let x = 1\n")
        }
        let result = try problems(
            ["../Resources/ok.swift", "ok.swift", "dup.swift", "../../Outside.swift"], in: directory)
        #expect(
            result.found == [
                "../Resources/ok.swift": "Kit.docc/Resources/ok.swift", "ok.swift": "Kit.docc/Resources/ok.swift",
            ])
        #expect(result.messages.count == 2)
        #expect(result.messages.contains { $0.hasPrefix("'dup.swift' names 2 files: ") })
        #expect(result.messages.contains { $0.hasPrefix("'../../Outside.swift' leads outside the catalog ") })
    }
}
