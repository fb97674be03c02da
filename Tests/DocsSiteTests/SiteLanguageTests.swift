import DocsMarkup
import DocsSite
import DocsSiteModel
import DocsTestSupport
import Foundation
import Testing

/// Every page says the language it is written in (`<html lang>`): the one the build is given, else
/// a DocC catalog's, else English.
@Suite struct SiteLanguageTests {
    /// Builds `folder` (a package folder holding a root page and an article) with `language`;
    /// the `lang` of each page written, by path, and the build's warnings.
    private func languages(
        folder: String, language: String? = nil, files: [String: String] = [:]
    ) throws -> (langs: [String: String], warnings: [String]) {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version: 6.0\n")
        try directory.write("\(folder)/Kit.md", rootPage(groups: [("Guides", ["Zustand"])]))
        try directory.write("\(folder)/Zustand.md", "# Zustand\n\nGröße ändern.\n\n## Größe ändern\n\nText.\n")
        for (path, text) in files { try directory.write("\(folder)/\(path)", text) }
        var configuration = SiteConfiguration()
        configuration.language = language
        let build = DocumentationBuild(
            options: .init(
                inputs: BuildInputs(sourceDirectories: [directory.url.appendingPathComponent(folder)]),
                outputDirectory: directory.url.appendingPathComponent("Site"), configuration: configuration,
                baseDirectory: directory.url))
        let result = try build.run()
        var langs: [String: String] = [:]
        for page in ["index.html", "articles/zustand.html", "search.html", "404.html"] {
            let html = try #require(directory.read("Site/\(page)"), "no \(page)")
            langs[page] = html.firstMatch(of: /<html lang=([^ >]+)/).map { String($0.1) }
        }
        return (langs, result.warnings.map { "\($0.location): \($0.message)" })
    }

    private static func plist(_ entries: [String: String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(entries.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined(separator: "\n"))
        </dict>
        </plist>
        """
    }

    @Test func everyPageIsEnglishUnlessSomethingSaysOtherwise() throws {
        let (langs, warnings) = try languages(folder: "Articles")
        #expect(Set(langs.values) == ["en"] && langs.count == 4)
        #expect(warnings.isEmpty)
    }

    @Test func theLanguageTheBuildIsGivenIsOnEveryPage() throws {
        let (langs, _) = try languages(
            folder: "Kit.docc", language: "de-CH", files: ["Info.plist": Self.plist(["CDDefaultLocalization": "ja"])])
        #expect(Set(langs.values) == ["de-CH"] && langs.count == 4)
    }

    @Test func aCatalogsInfoPlistNamesTheLanguage() throws {
        let (langs, _) = try languages(
            folder: "Kit.docc",
            files: ["Info.plist": Self.plist(["CDDefaultLocalization": "ja", "CFBundleDevelopmentRegion": "de"])])
        #expect(Set(langs.values) == ["ja"])
        let (region, _) = try languages(
            folder: "Kit.docc", files: ["Info.plist": Self.plist(["CFBundleDevelopmentRegion": "de"])])
        #expect(Set(region.values) == ["de"])
    }

    @Test func aValueThatIsNotALanguageTagIsAWarningNotThePagesLanguage() throws {
        let (langs, warnings) = try languages(
            folder: "Kit.docc", files: ["Info.plist": Self.plist(["CDDefaultLocalization": "English"])])
        #expect(Set(langs.values) == ["en"])
        #expect(
            warnings == [
                "Kit.docc/Info.plist:1:1: CDDefaultLocalization 'English' is not a language tag, so the pages do not say it is their language"
            ])
        let (_, unreadable) = try languages(folder: "Kit.docc", files: ["Info.plist": "<plist><dict><key>x"])
        #expect(unreadable == ["Kit.docc/Info.plist:1:1: the catalog's Info.plist is not a readable property list"])
    }

    @Test(arguments: [
        ("en", true), ("ja", true), ("de-CH", true), ("zh-Hans", true), ("English", false), ("e", false),
        ("en_US", false), ("en-", false),
    ])
    func languageTagsAreRecognised(tag: String, isTag: Bool) {
        #expect(SiteLanguage.isTag(tag) == isTag)
    }
}
