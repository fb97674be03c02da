import DocsMarkup
import DocsSite
import DocsSiteModel
import DocsSymbols
import DocsTestSupport
import Foundation
import Testing

/// A small site with every kind of page (landing page, articles, DocC directives, a Markdown
/// tutorial, a DocC `.tutorial`, the API reference of the `Greeter` example, search and 404),
/// built and compared file by file, byte by byte, with the site committed in `Golden/Site/`.
///
/// A change to the HTML fails here with the first line that differs. When the change is meant,
/// record the new files and review their diff before committing:
///
///     NAPKIN_DOCS_RECORD_GOLDEN=1 swift test --filter GoldenSiteTests
@Suite struct GoldenSiteTests {
    private static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Golden")
    private static let recording = ProcessInfo.processInfo.environment["NAPKIN_DOCS_RECORD_GOLDEN"] == "1"

    /// Every file below `directory`, by relative path.
    private static func files(in directory: URL) throws -> [String: Data] {
        var found: [String: Data] = [:]
        for file in try SourceDiscovery().files(in: directory) {
            found[file.relativePath] = try Data(contentsOf: file.url)
        }
        return found
    }

    @Test func theSiteIsTheGoldenOne() throws {
        let output = try TemporaryDirectory()
        let fixture = Self.golden.appendingPathComponent("Fixture")
        try DocumentationBuild(
            options: .init(
                inputs: BuildInputs(
                    sourceDirectories: [
                        fixture.appendingPathComponent("Articles"), fixture.appendingPathComponent("Tutorials"),
                    ],
                    symbolGraphs: .init(
                        directory: try ProjectReference.extractGraphs(of: ["Greeter"]), modules: ["Greeter"],
                        packageDirectory: ProjectReference.packageRoot)),
                outputDirectory: output.url.appendingPathComponent("Site"),
                // A site URL, so that the golden site has canonical links and a sitemap.
                configuration: SiteConfiguration(siteURL: "https://napkin.invalid/"), baseDirectory: fixture,
                reuse: WorkReuse(cachesHighlightedCode: false))
        ).run()
        let built = try Self.files(in: output.url.appendingPathComponent("Site"))
        let expectedDirectory = Self.golden.appendingPathComponent("Site")

        if Self.recording {
            try? FileManager.default.removeItem(at: expectedDirectory)
            for (path, data) in built {
                let url = expectedDirectory.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
            Issue.record(
                "recorded \(built.count) golden files in \(expectedDirectory.path); review their diff, then run the tests without NAPKIN_DOCS_RECORD_GOLDEN"
            )
            return
        }

        let expected = try Self.files(in: expectedDirectory)
        #expect(built.keys.sorted() == expected.keys.sorted(), "the site's files are not the golden ones")
        for path in built.keys.sorted() {
            guard let want = expected[path], let got = built[path], want != got else { continue }
            Issue.record(Comment(rawValue: Self.firstDifference(in: path, expected: want, built: got)))
        }
    }

    /// `path:LINE: expected … built …` for the first line that differs.
    private static func firstDifference(in path: String, expected: Data, built: Data) -> String {
        let want = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let got = String(decoding: built, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(want.count, got.count)).first { want[$0] != got[$0] } ?? min(want.count, got.count)
        func at(_ lines: [Substring]) -> String {
            lines.indices.contains(line) ? String(lines[line].prefix(300)) : "(end of file)"
        }
        return "Golden/Site/\(path):\(line + 1) differs\n  expected: \(at(want))\n  built:    \(at(got))\n"
            + "(if the change is meant: NAPKIN_DOCS_RECORD_GOLDEN=1 swift test --filter GoldenSiteTests)"
    }
}
