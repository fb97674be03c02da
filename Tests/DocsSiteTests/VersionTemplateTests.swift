import DocsSiteModel
import DocsSymbols
import Testing

@testable import DocsRendering

/// A version's file rendered once with holes where what depends on the other versions goes,
/// filled in for whichever versions stand beside it.
@Suite struct VersionTemplateTests {
    private let marker = VersionHole.newMarker()

    private func template(_ parts: [Any], path: String = "articles/intro.html") -> VersionTemplate {
        let text = parts.map { part in (part as? VersionHole).map { $0.encoded(marker: marker) } ?? "\(part)" }
        return VersionTemplate(OutputFile(path: path, text: text.joined()), marker: marker)
    }

    private func frame(current: Int = 1, siteURL: String? = "https://example.org/docs/latest/") -> VersionFrame {
        let paths: Set<String> = ["index.html", "articles/intro.html"]
        return VersionFrame(
            versions: SiteVersions(
                versions: [
                    .init(name: "main", folder: "main/", isRelease: false, pagePaths: paths),
                    .init(name: "1.1.0", folder: "1.1.0/", isRelease: true, pagePaths: paths),
                    .init(name: "1.0.0", folder: "1.0.0/", isRelease: true, pagePaths: paths),
                ], current: current, latest: 1),
            siteURL: siteURL, basePath: "/docs/1.1.0/",
            history: { id in
                id == "s:4Kit3OldV" ? SymbolReleaseHistory(events: [.introduced(in: "1.1.0")], unreleased: "main") : nil
            })
    }

    private func filled(_ template: VersionTemplate, in frame: VersionFrame) -> String {
        String(decoding: frame.fill(template).contents, as: UTF8.self)
    }

    @Test func eachHoleIsFoundWhereItsMarkerIs() {
        let head = VersionHole.head(canonicalPath: "articles/über.html").encoded(marker: marker)
        let (picker, history, banner) = (
            VersionHole.picker.encoded(marker: marker), VersionHole.history("s:4Kit3OldV").encoded(marker: marker),
            VersionHole.banner.encoded(marker: marker)
        )
        let template = template([
            VersionHole.head(canonicalPath: "articles/über.html"), "<body>", VersionHole.picker, "<main>",
            VersionHole.history("s:4Kit3OldV"), "</main>", VersionHole.banner,
        ])
        var offset = 0
        func placed(_ text: String, _ hole: VersionHole, after: Int) -> VersionTemplate.Placed {
            offset += after
            defer { offset += text.utf8.count }
            return .init(offset: offset, length: text.utf8.count, hole: hole)
        }
        #expect(
            template.holes == [
                placed(head, .head(canonicalPath: "articles/über.html"), after: 0), placed(picker, .picker, after: 6),
                placed(history, .history("s:4Kit3OldV"), after: 6), placed(banner, .banner, after: 7),
            ])
        #expect(filled(template, in: frame(current: 1)).contains("<body><details class=version-picker>"))
    }

    @Test func aPagesOwnControlBytesAndAnotherRendersMarkerAreLeftAsWritten() {
        // A page may hold U+0001 (raw HTML, code); a marker of another render is no hole of this one.
        let other = VersionHole.picker.encoded(marker: VersionHole.newMarker())
        let banner = VersionHole.banner.encoded(marker: marker)
        let template = template(["<p>\u{1}P \u{1}</p>", other, VersionHole.banner, "\u{1}"])
        let before = "<p>\u{1}P \u{1}</p>" + other
        #expect(template.holes == [.init(offset: before.utf8.count, length: banner.utf8.count, hole: .banner)])
        #expect(filled(template, in: frame(current: 1)) == before + "\u{1}")
    }

    @Test func theHolesAreFilledForTheVersionsBesideIt() {
        let template = template([
            "<head>", VersionHole.head(canonicalPath: "articles/intro.html"), "</head>", VersionHole.picker,
            VersionHole.banner, VersionHole.history("s:4Kit3OldV"), VersionHole.history("s:4Kit3NewV"),
        ])
        let older = filled(template, in: frame(current: 2))
        #expect(older.contains("<link rel=canonical href=https://example.org/docs/latest/articles/intro.html>"))
        #expect(older.contains("<meta name=robots content=noindex>"))
        #expect(older.contains("<a href=../../1.1.0/articles/intro.html>1.1.0 (latest)</a>"))
        #expect(older.contains("These pages are of 1.0.0, an older release."))
        #expect(older.contains("Introduced in 1.1.0."))
        let latest = filled(template, in: frame(current: 1))
        #expect(!latest.contains("noindex") && !latest.contains("version-banner"))
        #expect(latest.contains("<a href=../../1.1.0/articles/intro.html aria-current=page>1.1.0 (latest)</a>"))
        // Without the site's URL, no canonical link.
        #expect(!filled(template, in: frame(current: 1, siteURL: nil)).contains("canonical"))
    }

    @Test func theSitemapNamesTheSitesURL() {
        let template = template(
            ["<loc>", VersionHole.siteURL, "</loc><loc>", VersionHole.siteURL, "a&amp;b.html</loc>"],
            path: "sitemap.xml")
        #expect(
            filled(template, in: frame(siteURL: "https://example.org/a&b/"))
                == "<loc>https://example.org/a&amp;b/</loc><loc>https://example.org/a&amp;b/a&amp;b.html</loc>")
    }
}
