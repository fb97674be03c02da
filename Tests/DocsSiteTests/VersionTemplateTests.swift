import DocsSiteModel
import DocsSupport
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
        let paths = Set(["index.html", "articles/intro.html"].map(PagePath.init))
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

    /// The picker made once for a version's pages writes, for each page, what writing it whole
    /// for that page wrote (`referencePicker`): hrefs quoted where they need it, the newest ten
    /// releases, the current version marked. The banner alike.
    @Test(arguments: ["articles/intro.html", "a b/c&d.html", "index.html", "gone.html"])
    func thePickerMadeOnceWritesWhatWritingItWholeWrote(path: String) {
        let names = ["main"] + (0..<12).map { "1.\(11 - $0).0" }
        let versions = names.enumerated().map { position, name in
            SiteVersions.Version(
                name: name, folder: name + "/", isRelease: position > 0,
                pagePaths: position.isMultiple(of: 3)
                    ? ["index.html"] : ["index.html", "articles/intro.html", "a b/c&d.html"])
        }
        for current in [0, 1, 5, 12] {
            let site = SiteVersions(versions: versions, current: current, latest: 1)
            for links in [LinkContext.page(at: PagePath(path)), .basePath("/docs/")] {
                let navigation = VersionNavigation(versions: site, links: links)
                let holding = links.currentPath.map { PageHolders(versions: site.versions).versions(holding: $0) }
                let (root, page) = (
                    PageHref.Part(navigation.siteRoot), navigation.path.map { PageHref.Part($0.string) }
                )
                var made = HTMLWriter()
                VersionPicker(versions: site).write(siteRoot: root, path: page, holding: holding, to: &made)
                var whole = HTMLWriter()
                Self.referencePicker(site, navigation, to: &whole)
                #expect(made.bytes == whole.bytes, "\(path), version \(current)")
                // The banner made once writes what the page's own wrote, where the newest release has the page.
                let told = VersionNavigation(versions: site, links: links, holding: holding)
                #expect(told.latestHasPage == (path != "gone.html" || links.currentPath == nil))
                guard told.latestHasPage else { continue }
                var banner = HTMLWriter()
                VersionBanner(versions: site).write(siteRoot: root, path: page, to: &banner)
                var ownBanner = HTMLWriter()
                Self.referenceBanner(site, navigation, to: &ownBanner)
                #expect(banner.bytes == ownBanner.bytes, "\(path), version \(current)")
                #expect(banner.bytes.isEmpty == (current == 1), "the newest release has no banner")
            }
        }
    }

    /// Which versions have a page is told for any number of versions (a bit each, 64 to a word).
    @Test func thePageHoldersOfManyVersionsAreThoseThatHaveThePage() {
        let versions = (0..<150).map { position in
            SiteVersions.Version(
                name: "0.\(position).0", folder: "0.\(position).0/", isRelease: true,
                pagePaths: position.isMultiple(of: 7) ? ["index.html", "rare.html"] : ["index.html"])
        }
        let holders = PageHolders(versions: versions)
        let rare = holders.versions(holding: PagePath("rare.html"))
        #expect((0..<150).filter(rare.contains) == (0..<150).filter { $0.isMultiple(of: 7) })
        #expect((0..<150).allSatisfy(holders.versions(holding: PagePath("index.html")).contains))
        #expect(!(0..<150).contains(where: holders.versions(holding: PagePath("gone.html")).contains))
    }

    /// The banner of a page the newest release has, as each page wrote it whole before it was made once.
    private static func referenceBanner(_ versions: SiteVersions, _ page: VersionNavigation, to html: inout HTMLWriter)
    {
        guard !versions.isLatest, let latest = versions.latestVersion else { return }
        let current = versions.currentVersion
        let target = page.path.flatMap { latest.pagePaths.contains($0) ? $0.string : nil } ?? ""
        html.element(.aside, [.class("version-banner"), .aria("label", "Version")]) { html in
            html.element(.p) { html in
                html.text(
                    current.isRelease
                        ? "These pages are of \(current.name), an older release. "
                        : "These pages are of \(current.name), which is not released yet. ")
                html.element(
                    .a, [.href(page.siteRoot + SiteVersions.latestFolder + target)],
                    text: "Read this page in \(latest.name), the latest release")
                html.text(".")
            }
        }
    }

    /// The picker as each page wrote it whole before it was made once.
    private static func referencePicker(_ versions: SiteVersions, _ page: VersionNavigation, to html: inout HTMLWriter)
    {
        func label(of position: Int) -> String {
            let version = versions.versions[position]
            if position == versions.latest { return "\(version.name) (latest)" }
            return version.isRelease ? version.name : "\(version.name) (unreleased)"
        }
        func href(in version: SiteVersions.Version) -> String {
            let target = page.path.flatMap { version.pagePaths.contains($0) ? $0.string : nil } ?? ""
            return page.siteRoot + version.folder + target
        }
        html.element(.details, [.class("version-picker")]) { html in
            html.element(.summary) { html in
                html.element(.span, [.class("visually-hidden")], text: "Version: ")
                html.text(label(of: versions.current))
            }
            html.element(.ul, [.aria("label", "Versions")]) { html in
                var releases = 0
                for (position, version) in versions.versions.enumerated() {
                    if version.isRelease {
                        releases += 1
                        guard releases <= SiteVersions.releasesInPicker else { break }
                    }
                    html.element(.li) { html in
                        var attributes = [HTMLAttribute.href(href(in: version))]
                        if position == versions.current { attributes.append(.aria("current", "page")) }
                        html.element(.a, attributes, text: label(of: position))
                    }
                }
                html.element(.li, [.class("version-picker-all")]) { html in
                    html.element(.a, [.href(page.siteRoot + SiteVersions.listFile)], text: "All versions")
                }
            }
        }
    }

    @Test func aTemplateWhoseBytesArePartOfALargerBufferFillsAsAWholeOne() {
        // As read from a kept site's file: each template's bytes a slice of the file's.
        let whole = template(["<head>", VersionHole.picker, "<main>", VersionHole.banner, "</main>"])
        let file = SharedBytes(Array("before".utf8) + whole.bytes.array + Array("after".utf8))
        let start = "before".utf8.count
        let sliced = VersionTemplate(
            path: whole.path, bytes: file[start..<(start + whole.bytes.count)], holes: whole.holes)
        #expect(filled(sliced, in: frame(current: 2)) == filled(whole, in: frame(current: 2)))
        #expect(filled(sliced, in: frame(current: 2)).hasPrefix("<head><details"))
        let plain = VersionTemplate(path: "style.css", bytes: file[2..<5], holes: [])
        #expect(frame().filledBytes(of: plain) == Array("for".utf8))
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
