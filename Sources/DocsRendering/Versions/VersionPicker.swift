import DocsSiteModel
import DocsSupport

/// The picker of versions on every page of one version (a `<details>` list of links, which works
/// without JavaScript), made once for all its pages: each page writes the same bytes but for its
/// links' hrefs, which lead to the same page in each version (or its front page) from where the
/// page is. A site of several versions fills in thousands of pages, each time a tag is added.
struct VersionPicker: Sendable {
    /// A link of the list: the bytes before its href and after it, and where it leads.
    private struct Link: Sendable {
        var before: [UInt8]
        var after: [UInt8]
        /// The position of the version it leads to; `nil` for the list of every version.
        var version: Int?
        /// Its href after the site's root: the version's folder, or the list's file.
        var target: HrefPart
    }

    /// A part of an href, escaped as a quoted attribute value escapes it (which an unquoted one
    /// that may be unquoted escapes alike), written once for the many hrefs it is part of.
    private struct HrefPart: Sendable {
        var escaped: [UInt8]
        var isEmpty: Bool
        /// Whether it holds nothing that an unquoted value may not hold.
        var allowsNoQuotes: Bool

        init(_ text: String) {
            var text = text
            (escaped, isEmpty, allowsNoQuotes) = text.withUTF8 { bytes in
                var escaped: [UInt8] = []
                HTMLEscaping.append(bytes, quotes: true, to: &escaped)
                return (escaped, bytes.isEmpty, bytes.isEmpty || HTMLEscaping.canBeUnquoted(bytes))
            }
        }
    }

    /// What comes before the first link, and after the last.
    private let head: [UInt8]
    private let tail: [UInt8]
    private let links: [Link]
    /// Which versions have each page.
    private let holders: PageHolders

    /// The picker of the pages of `versions.current`, `holders` saying which versions have each.
    init(versions: SiteVersions, holders: PageHolders) {
        self.holders = holders
        // Each link is written as the page writes it, its href a marker split out again. (A tag's
        // name cannot hold the marker's control bytes.)
        let marker = "\u{1}href\u{1}"
        var html = HTMLWriter(capacity: 2_048)
        html.openStartTag(.details, [.class("version-picker")])
        html.finishStartTag()
        html.element(.summary) { html in
            html.element(.span, [.class("visually-hidden")], text: "Version: ")
            html.text(Self.label(of: versions.current, in: versions))
        }
        html.openStartTag(.ul, [.aria("label", "Versions")])
        html.finishStartTag()
        head = html.bytes
        var links: [Link] = []
        func link(to position: Int?, _ write: (inout HTMLWriter) -> Void) {
            var html = HTMLWriter(capacity: 256)
            write(&html)
            let bytes = html.bytes
            let split = bytes.withUnsafeBufferPointer { $0.firstIndex(of: Array(marker.utf8), from: 0) }!
            links.append(
                Link(
                    before: Array(bytes[..<split]), after: Array(bytes[(split + marker.utf8.count)...]),
                    version: position,
                    target: HrefPart(position.map { versions.versions[$0].folder } ?? SiteVersions.listFile)))
        }
        var releases = 0
        for (position, version) in versions.versions.enumerated() {
            if version.isRelease {
                releases += 1
                guard releases <= SiteVersions.releasesInPicker else { break }
            }
            link(to: position) { html in
                html.element(.li) { html in
                    var attributes = [HTMLAttribute.href(marker)]
                    // By position: comparing the versions would compare their sets of pages.
                    if position == versions.current { attributes.append(.aria("current", "page")) }
                    html.element(.a, attributes, text: Self.label(of: position, in: versions))
                }
            }
        }
        link(to: nil) { html in
            html.element(.li, [.class("version-picker-all")]) { html in
                html.element(.a, [.href(marker)], text: "All versions")
            }
        }
        self.links = links
        var end = HTMLWriter(capacity: 32)
        end.endTag(.ul)
        end.endTag(.details)
        tail = end.bytes
    }

    /// Writes the picker of the page at `path` (`nil` for a page served at any URL), whose links
    /// to the whole site's root start with `siteRoot`.
    ///
    /// Each href is the root, the link's target and the page's path (for a version that has the
    /// page), each escaped once for the page; the href is quoted when one of its parts needs it
    /// or it is empty, as ``HTMLWriter/attributeValue(_:)`` quotes a value.
    func write(siteRoot: String, path: String?, to html: inout HTMLWriter) {
        let root = HrefPart(siteRoot)
        let page = path.map(HrefPart.init)
        let holding = path.map { holders.versions(holding: PagePath($0)) }
        html.trusted(bytes: head)
        for link in links {
            html.trusted(bytes: link.before)
            let pagePart = link.version.flatMap { holding?.contains($0) == true ? page : nil }
            let isEmpty = root.isEmpty && link.target.isEmpty && pagePart?.isEmpty != false
            let allowsNoQuotes = root.allowsNoQuotes && link.target.allowsNoQuotes && pagePart?.allowsNoQuotes != false
            let quote = CollectionOfOne(UInt8(ascii: "\""))
            if isEmpty || !allowsNoQuotes { html.trusted(bytes: quote) }
            html.trusted(bytes: root.escaped)
            html.trusted(bytes: link.target.escaped)
            if let pagePart { html.trusted(bytes: pagePart.escaped) }
            if isEmpty || !allowsNoQuotes { html.trusted(bytes: quote) }
            html.trusted(bytes: link.after)
        }
        html.trusted(bytes: tail)
    }

    /// The name the picker shows for the version at `position`: the newest release says so.
    static func label(of position: Int, in versions: SiteVersions) -> String {
        let version = versions.versions[position]
        if position == versions.latest { return "\(version.name) (latest)" }
        return version.isRelease ? version.name : "\(version.name) (unreleased)"
    }
}
