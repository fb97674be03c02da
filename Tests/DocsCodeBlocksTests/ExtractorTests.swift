import Foundation
import Testing

/// The build plugin's tool, run as the plugin runs it.
@Suite struct ExtractorTests {
    @Test func aPageThatCannotBeReadIsReportedByThePathThePluginGave() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "napkin-docs-extractor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appending(path: "Broken.md")
        try Data([0x23, 0x20, 0x54, 0x0A, 0xFF, 0x0A]).write(to: page)

        let process = Process()
        process.executableURL = Bundle.main.bundleURL.appending(path: "napkin-docs-extract")
        process.arguments = ["--output", directory.appending(path: "Extracted").path, page.path]
        let error = Pipe()
        process.standardError = error
        try process.run()
        let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(text.hasPrefix("\(page.path):2:1: error: the file is not valid UTF-8"), "\(text)")
        #expect(!FileManager.default.fileExists(atPath: directory.appending(path: "Extracted").path))
    }
}
