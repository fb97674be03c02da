import DocsSiteModel
import DocsSupport

/// The picker of versions on every page of one version (a `<details>` list of links, which works
/// without JavaScript), made once for all its pages: each page writes the same bytes but for its
/// links' hrefs, which lead to the same page in each version (or its front page) from where the
/// page is. A site of several versions fills in thousands of pages, each time a tag is added.
struct VersionPicker: Sendable {
    /// A link of the list: the markup around its href, and where it leads.
    private struct Link: Sendable {
        var markup: PageHref
        /// The position of the version it leads to; `nil` for the list of every version.
        var version: Int?
        /// Its href after the site's root: the version's folder, or the list's file.
        var target: PageHref.Part
    }

    /// What comes before the first link, and after the last.
    private let head: [UInt8]
    private let tail: [UInt8]
    private let links: [Link]
    /// The picker of the pages of `versions.current`.
    init(versions: SiteVersions) {
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
        func link(to position: Int?, _ write: @escaping (inout HTMLWriter, String) -> Void) {
            links.append(
                Link(
                    markup: PageHref(write), version: position,
                    target: PageHref.Part(position.map { versions.versions[$0].folder } ?? SiteVersions.listFile)))
        }
        var releases = 0
        for (position, version) in versions.versions.enumerated() {
            if version.isRelease {
                releases += 1
                guard releases <= SiteVersions.releasesInPicker else { break }
            }
            link(to: position) { html, href in
                html.element(.li) { html in
                    var attributes = [HTMLAttribute.href(href)]
                    // By position: comparing the versions would compare their sets of pages.
                    if position == versions.current { attributes.append(.aria("current", "page")) }
                    html.element(.a, attributes, text: Self.label(of: position, in: versions))
                }
            }
        }
        link(to: nil) { html, href in
            html.element(.li, [.class("version-picker-all")]) { html in
                html.element(.a, [.href(href)], text: "All versions")
            }
        }
        self.links = links
        var end = HTMLWriter(capacity: 32)
        end.endTag(.ul)
        end.endTag(.details)
        tail = end.bytes
    }

    /// Writes the picker of the page at `path` (`nil` for a page served at any URL), whose links
    /// to the whole site's root start with `siteRoot`, `holding` the versions that have the page.
    ///
    /// Each href is the root, the link's target and the page's path (for a version that has the
    /// page), each escaped once for the page (``PageHref``).
    func write(siteRoot: PageHref.Part, path: PageHref.Part?, holding: PageHolders.Versions?, to html: inout HTMLWriter)
    {
        html.trusted(bytes: head)
        for link in links {
            let pagePart = link.version.flatMap { holding?.contains($0) == true ? path : nil }
            link.markup.write(siteRoot, link.target, pagePart, to: &html)
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
