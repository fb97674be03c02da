import DocsSiteModel
import DocsSupport
import DocsSymbols
import Foundation

/// A file of one version of a site of several, rendered once with the parts that depend on the
/// other versions left out (``VersionHole``), to be filled in by a ``VersionFrame`` each time
/// the site is written: its bytes as rendered, and where each hole's marker is in them.
package struct VersionTemplate: Sendable, Equatable {
    /// A hole and where its marker is: the `length` bytes at `offset` of the template's bytes.
    package struct Placed: Sendable, Equatable {
        package var offset: Int
        package var length: Int
        package var hole: VersionHole

        package init(offset: Int, length: Int, hole: VersionHole) {
            self.offset = offset
            self.length = length
            self.hole = hole
        }
    }

    /// The path of the file, relative to its version's folder.
    package var path: String
    /// The file's bytes as rendered, the holes' markers among them (copying them out would cost a
    /// copy of every page). Shared, so that the templates read from one kept file (mapped into
    /// memory) share its bytes; the holes' offsets count from their start.
    package var bytes: SharedBytes
    /// The holes, in order.
    package var holes: [Placed]

    /// Whether the file has a picker of the versions, which lists them all.
    package var hasPicker: Bool {
        holes.contains { placed in
            if case .picker = placed.hole { return true }
            return false
        }
    }

    /// A template made of its parts (as kept on disk).
    package init(path: String, bytes: SharedBytes, holes: [Placed]) {
        self.path = path
        self.bytes = bytes
        self.holes = holes
    }

    /// The template of `file`, rendered with holes marked by `marker` (``SiteRenderer/renderTemplates(_:)``).
    init(_ file: OutputFile, marker: String) {
        path = file.path
        let bytes = file.contents[...]
        self.bytes = SharedBytes(file.contents)
        let marker = Array(marker.utf8)
        var holes: [Placed] = []
        var end = 0
        for found in Self.positions(of: VersionHole.leadByte, in: bytes) where found >= end {
            let afterMarker = found + marker.count
            guard afterMarker <= bytes.endIndex, bytes[found..<afterMarker].elementsEqual(marker),
                let (hole, length) = VersionHole.decode(bytes[afterMarker...])
            else { continue }
            end = afterMarker + length
            holes.append(Placed(offset: found, length: end - found, hole: hole))
        }
        self.holes = holes
    }

    /// Where `byte` is in `bytes` (a page has megabytes to look through and a few holes).
    private static func positions(of byte: UInt8, in bytes: ArraySlice<UInt8>) -> [Int] {
        bytes.withUnsafeBufferPointer { Array($0.indices(of: byte)) }
    }
}

/// What fills the holes of one version's templates: the versions beside it, where the site is
/// published, each symbol's history and what changed since the version before it.
package struct VersionFrame: Sendable {
    /// The versions, and which one these pages are of.
    package let versions: SiteVersions
    /// The URL the version's pages are published at, as its canonical links and sitemap give it
    /// (the site's URL and `latest/`, or the version's folder when no release built).
    package var siteURL: String?
    /// The path the version is served under, which `404.html` links from.
    package var basePath: String
    /// The release history of the symbol with an identifier, if it has one to show.
    package var history: @Sendable (SymbolID) -> SymbolReleaseHistory?
    /// What its changes page shows (``ChangesSummary/render()``), when it has one.
    package var changes: [UInt8]?
    /// The picker and banner of `versions`, made once for every page.
    private let picker: VersionPicker
    private let banner: VersionBanner
    /// Which versions have each page.
    private let holders: PageHolders

    /// Creates a frame; `holders`, which versions have each page, is worked out from `versions`
    /// unless given (the same for every version's frame).
    package init(
        versions: SiteVersions, siteURL: String?, basePath: String,
        history: @escaping @Sendable (SymbolID) -> SymbolReleaseHistory?, changes: [UInt8]? = nil,
        holders: PageHolders? = nil
    ) {
        self.versions = versions
        picker = VersionPicker(versions: versions)
        banner = VersionBanner(versions: versions)
        self.holders = holders ?? PageHolders(versions: versions.versions)
        self.siteURL = siteURL
        self.basePath = basePath
        self.history = history
        self.changes = changes
    }

    /// The file `template` makes in this frame.
    package func fill(_ template: VersionTemplate) -> OutputFile {
        OutputFile(path: template.path, contents: filledBytes(of: template))
    }

    /// The bytes of the file `template` makes in this frame.
    package func filledBytes(of template: VersionTemplate) -> [UInt8] {
        // A template just rendered gives its array again, without a copy; one of a kept file is copied.
        guard !template.holes.isEmpty else { return template.bytes.array }
        let links =
            template.path == SiteFiles.notFound.string
            ? LinkContext.basePath(basePath) : LinkContext.page(at: PagePath(template.path))
        let path = links.currentPath
        let navigation = VersionNavigation(
            versions: versions, links: links, holding: path.map { holders.versions(holding: $0) })
        // The parts of the page's hrefs, escaped once for every link to it.
        let hrefs = (siteRoot: PageHref.Part(navigation.siteRoot), path: path.map { PageHref.Part($0.string) })
        var html = HTMLWriter(capacity: template.bytes.count + 4_096)
        let bytes = template.bytes
        var copied = bytes.startIndex
        for placed in template.holes {
            html.trusted(bytes: bytes[copied..<bytes.startIndex + placed.offset])
            copied = bytes.startIndex + placed.offset + placed.length
            write(placed.hole, navigation: navigation, hrefs: hrefs, to: &html)
        }
        html.trusted(bytes: bytes[copied...])
        return html.bytes
    }

    private func write(
        _ hole: VersionHole, navigation: VersionNavigation, hrefs: (siteRoot: PageHref.Part, path: PageHref.Part?),
        to html: inout HTMLWriter
    ) {
        switch hole {
        case .head(let canonicalPath):
            let url = canonicalPath.flatMap { path in siteURL.map { $0 + path } }
            navigation.writeHead(canonicalURL: url, to: &html)
        case .picker:
            picker.write(siteRoot: hrefs.siteRoot, path: hrefs.path, holding: navigation.holding, to: &html)
        case .banner:
            // Made once for the version, but for a page the newest release lacks.
            if navigation.latestHasPage {
                banner.write(siteRoot: hrefs.siteRoot, path: hrefs.path, to: &html)
            } else {
                navigation.writeBannerOfPageGone(to: &html)
            }
        case .history(let id):
            history(id).map { SymbolHistoryNote(history: $0).write(to: &html) }
        case .siteURL:
            siteURL.map { html.text($0) }
        case .changes:
            changes.map { html.trusted(bytes: $0) }
        case .previousVersion:
            let previous = versions.current + 1
            if previous < versions.versions.count { html.text(versions.versions[previous].name) }
        }
    }
}
