import DocsTestSupport
import Foundation
import Testing

/// The build plugin's tool, run as the plugin runs it.
@Suite struct ExtractorTests {
    @Test func aPageThatCannotBeReadIsReportedByThePathThePluginGave() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(
            path: "napkin-docs-extractor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appending(path: "Broken.md")
        try Data([0x23, 0x20, 0x54, 0x0A, 0xFF, 0x0A]).write(to: page)

        let extractor = Bundle.main.bundleURL.appending(path: "napkin-docs-extract")
        let run = try await FinishedProcess.run(
            extractor, ["--output", directory.appending(path: "Extracted").path, page.path])
        #expect(run.status == 1)
        #expect(
            run.standardError.hasPrefix("\(page.path):2:1: error: the file is not valid UTF-8"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.appending(path: "Extracted").path))
    }

    /// A DocC catalog's tutorial, as the plugin hands it over: its `@Code` files are found in the
    /// catalog (by bare name, or by a path from the page) and every line is mapped to its file.
    @Test func aTutorialsCodeFilesAreFoundInItsCatalogAndMappedToTheirLines() async throws {
        let directory = try TemporaryDirectory()
        let tutorial =
            "@Tutorial {\n  @Intro(title: \"T\") {\n    x\n  }\n  @Section(title: \"S\") {\n    @Steps {\n      @Step {\n        One.\n        @Code(name: \"Greeting.swift\", file: greeting-01.swift)\n      }\n      @Step {\n        Two.\n        @Code(name: \"Greeting.swift\", file: \"../Resources/greeting-02.swift\")\n      }\n    }\n  }\n}\n"
        try directory.write("Sources/Kit/Kit.docc/Tutorials/Greeting.tutorial", tutorial)
        try directory.write("Sources/Kit/Kit.docc/Resources/greeting-01.swift", "let greeting = \"Hi\"\n")
        try directory.write(
            "Sources/Kit/Kit.docc/Resources/greeting-02.swift", "let greeting = \"Hi\"\nlet name = \"Kit\"\n")
        let page = directory.url.appending(path: "Sources/Kit/Kit.docc/Tutorials/Greeting.tutorial").path
        let output = directory.url.appending(path: "Extracted")

        let extractor = Bundle.main.bundleURL.appending(path: "napkin-docs-extract")
        let run = try await FinishedProcess.run(extractor, ["--output", output.path, page])
        #expect(run.status == 0, "\(run.standardError)")
        let resources = directory.url.appending(path: "Sources/Kit/Kit.docc/Resources").path
        let text = directory.read("Extracted/Greeting.tutorial.swift") ?? ""
        #expect(
            text.contains(
                "#sourceLocation(file: \"\(resources)/greeting-02.swift\", line: 1)\nlet greeting = \"Hi\"\nlet name = \"Kit\"\n"
            ), "\(text)")

        try directory.write(
            "Sources/Kit/Kit.docc/Tutorials/Greeting.tutorial",
            tutorial.replacingOccurrences(of: "greeting-01.swift", with: "greeting-00.swift"))
        let failed = try await FinishedProcess.run(extractor, ["--output", output.path, page])
        #expect(failed.status == 1)
        #expect(
            failed.standardError.hasPrefix("\(page):9:39: error: cannot find the code file 'greeting-00.swift'"),
            "\(failed.standardError)")
    }
}
