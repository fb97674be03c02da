import DocsTestSupport
import Foundation
import Testing

/// The build plugin's tool, run as the plugin runs it.
@Suite struct ExtractorTests {
    @Test func aPageThatCannotBeReadIsReportedByThePathThePluginGave() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "napkin-docs-extractor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appending(path: "Broken.md")
        try Data([0x23, 0x20, 0x54, 0x0A, 0xFF, 0x0A]).write(to: page)

        let extractor = Bundle.main.bundleURL.appending(path: "napkin-docs-extract")
        let run = try await FinishedProcess.run(extractor, ["--output", directory.appending(path: "Extracted").path, page.path])
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("\(page.path):2:1: error: the file is not valid UTF-8"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.appending(path: "Extracted").path))
    }
}
