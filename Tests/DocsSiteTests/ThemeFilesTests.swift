import DocsMarkup
import DocsTestSupport
import Foundation
import Testing

@testable import DocsRendering
@testable import DocsSite
@testable import DocsSiteModel

/// A package's own look: DocC's `theme-settings.json` and a `theme.css` beside the pages.
@Suite struct ThemeFilesTests {
    /// Builds a package whose `Articles/` holds a landing page and `files`; the build's result.
    private func build(_ files: [String: String]) throws -> (TemporaryDirectory, Result<Void, any Error>) {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version: 6.0\n")
        try directory.write("Articles/Napkin.md", rootPage())
        for (path, text) in files { try directory.write("Articles/" + path, text) }
        let build = DocumentationBuild(
            options: .init(
                inputs: BuildInputs(sourceDirectories: [directory.url.appendingPathComponent("Articles")]),
                outputDirectory: directory.url.appendingPathComponent("Site"), baseDirectory: directory.url))
        return (directory, Result { _ = try build.run() })
    }

    @Test func doccThemeSettingsAndAThemeStylesheetFollowTheSitesOwnRules() throws {
        let (directory, result) = try build([
            "theme-settings.json": ##"""
            {"theme": {"color": {"text": {"light": "#222", "dark": "#eee"}, "link": "#0a58ca"},
             "typography": {"html-font-mono": "Menlo, monospace"}, "border-radius": "4px"}}
            """##,
            "theme.css": ".site-header { border-bottom-width: 3px; }\n",
        ])
        try result.get()
        let css = try #require(directory.read("Site/style.css"))
        let theme = try #require(css.range(of: "/* Articles/theme-settings.json */")).lowerBound
        #expect(css[..<theme].contains("--ink: #1f1c16;"), "the site's own palette comes first")
        let added = String(css[theme...])
        #expect(
            added == """
                /* Articles/theme-settings.json */
                :root {
                    --radius: 4px;
                    --accent-ink: #0a58ca;
                    --ink: #222;
                    --font-mono: Menlo, monospace;
                }
                @media (prefers-color-scheme: dark) {
                :root:not([data-theme="light"]) {
                    --accent-ink: #0a58ca;
                    --ink: #eee;
                }
                }
                :root[data-theme="dark"] {
                    --accent-ink: #0a58ca;
                    --ink: #eee;
                }

                /* Articles/theme.css */
                .site-header { border-bottom-width: 3px; }

                """)
    }

    @Test func aSettingTheSiteHasNoPlaceForIsNamedNotDropped() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version: 6.0\n")
        try directory.write("Articles/Napkin.md", rootPage())
        try directory.write(
            "Articles/theme-settings.json", ##"{"theme": {"color": {"navigator-item-hover": "#000"}}, "features": {}}"##
        )
        let report = try DocumentationBuild(
            options: .init(
                inputs: BuildInputs(sourceDirectories: [directory.url.appendingPathComponent("Articles")]),
                outputDirectory: directory.url.appendingPathComponent("Site"), baseDirectory: directory.url)
        ).run()
        #expect(
            report.warnings.map { "\($0.location): \($0.severity): \($0.message)" } == [
                "Articles/theme-settings.json:1:1: note: these theme settings do nothing on a napkin-docs site: features, theme.color.navigator-item-hover"
            ])
    }

    @Test(arguments: [
        ("not JSON", "the theme settings are not a JSON object"),
        (
            #"{"theme": {"color": {"text": "red; } body { display: none"}}}"#,
            "the theme setting theme.color.text is not a CSS value"
        ),
        (#"{"theme": {"border-radius": 4}}"#, "the theme setting theme.border-radius is not a CSS value"),
        (#"{"theme": "dark"}"#, "the theme settings' theme is not a JSON object"),
        (#"{"theme": {"color": "red"}}"#, "the theme setting theme.color is not a JSON object"),
        (
            #"{"theme": {"color": {"link": "red /* a comment"}}}"#,
            "the theme setting theme.color.link is not a CSS value"
        ),
    ])
    func badSettingsFailTheBuildAtTheirFile(json: String, message: String) throws {
        let (directory, result) = try build(["theme-settings.json": json])
        guard case .failure(let error as DiagnosticError) = result else {
            Issue.record("the build did not fail: \(result)")
            return
        }
        #expect(
            error.diagnostics.map { "\($0.location): \($0.message)" } == [
                "Articles/theme-settings.json:1:1: \(message)"
            ])
        #expect(directory.read("Site/style.css") == nil, "nothing is written")
    }

    @Test func aLogoReplacesNapkinsMarkInTheHeaderAndTheTab() throws {
        let logo =
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4"/></svg>"# + "\n"
        let (directory, result) = try build(["logo.svg": logo])
        try result.get()
        #expect(directory.read("Site/favicon.svg") == logo)
        let css = try #require(directory.read("Site/style.css"))
        let added = try #require(css.range(of: "/* Articles/logo.svg */")).upperBound
        #expect(css[added...].contains(".brand-mark { background: url(favicon.svg) center / contain no-repeat;"))
        #expect(try #require(directory.read("Site/index.html")).contains(#"<span class=brand-mark"#))

        // Without one, the site keeps napkin's mark.
        let (plain, plainResult) = try build([:])
        try plainResult.get()
        #expect(plain.read("Site/favicon.svg") == ThemeAssets.favicon)
        #expect(try #require(plain.read("Site/style.css")) == ThemeAssets.stylesheet)
    }

    @Test func aLogoThatIsNotSVGFailsAtItsFile() throws {
        let (directory, result) = try build(["logo.svg": "\u{89}PNG not a drawing"])
        guard case .failure(let error as DiagnosticError) = result else {
            Issue.record("the build did not fail: \(result)")
            return
        }
        #expect(
            error.diagnostics.map { "\($0.location): \($0.message)" } == [
                "Articles/logo.svg:1:1: the logo is not an SVG document"
            ])
        #expect(directory.read("Site/favicon.svg") == nil, "nothing is written")
    }

    @Test func aSecondLogoIsNamedNotUsed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version: 6.0\n")
        try directory.write("Articles/Napkin.md", rootPage())
        try directory.write("Articles/logo.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n")
        try directory.write("More/logo.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" id=other/>\n")
        try directory.write("More/Other.md", "# Other\n\nText.\n")
        let build = DocumentationBuild(
            options: .init(
                inputs: BuildInputs(
                    sourceDirectories: ["Articles", "More"].map { directory.url.appendingPathComponent($0) }),
                outputDirectory: directory.url.appendingPathComponent("Site"), baseDirectory: directory.url))
        let summary = try build.run()
        #expect(directory.read("Site/favicon.svg") == "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n")
        #expect(
            summary.warnings.map { "\($0.location): \($0.message)" } == [
                "More/logo.svg:1:1: the site already shows the logo Articles/logo.svg; this one is not used"
            ])
        let css = try #require(directory.read("Site/style.css"))
        #expect(css.components(separatedBy: ".brand-mark { background: url(favicon.svg)").count == 2)
    }
}
