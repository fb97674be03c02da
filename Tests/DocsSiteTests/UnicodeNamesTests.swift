import DocsMarkup
import DocsSite
import DocsSiteModel
import DocsTestSupport
import Foundation
import Testing

/// Pages and headings named in any script keep their letters in their paths and anchors, as
/// DocC, GitHub and Hugo keep them; links to them resolve, and the sitemap escapes them.
@Suite struct UnicodeNamesTests {
    @Test func pagesAndHeadingsKeepTheirLettersInPathsAndAnchors() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version: 6.0\n")
        try directory.write("Articles/Napkin.md", rootPage(groups: [("Pages", ["Über", "状態"])]))
        try directory.write(
            "Articles/Über.md", "# Über uns\n\nWho we are.\n\n## Größe ändern\n\nSee <doc:状態#状態の管理>.\n")
        try directory.write("Articles/状態.md", "# 状態\n\nState.\n\n## 状態の管理\n\nManaging it.\n")
        let site = directory.url.appendingPathComponent("Site")
        try DocumentationBuild(
            options: .init(
                inputs: BuildInputs(sourceDirectories: [directory.url.appendingPathComponent("Articles")]),
                outputDirectory: site, configuration: SiteConfiguration(siteURL: "https://example.org/"),
                baseDirectory: directory.url)
        ).run()
        let german = try #require(directory.read("Site/articles/über.html"))
        #expect(german.contains("id=größe-ändern"))
        #expect(german.contains("href=状態.html#状態の管理"))
        #expect(try #require(directory.read("Site/articles/状態.html")).contains("id=状態の管理"))
        let sitemap = try #require(directory.read("Site/sitemap.xml"))
        #expect(sitemap.contains("articles/%C3%BCber.html"))
        #expect(!sitemap.contains("über"))
    }
}
