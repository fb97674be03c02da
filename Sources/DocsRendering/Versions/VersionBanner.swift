import DocsSiteModel

/// The banner of the pages of one version that the newest release has too (the most of them),
/// written once with its link's href left out (``PageHref``), as ``VersionNavigation`` writes
/// it: which version this is, and a link to the same page at `latest/`.
struct VersionBanner: Sendable {
    /// The banner around the href; `nil` for a version that shows none.
    private let markup: PageHref?
    private static let latestFolder = PageHref.Part(SiteVersions.latestFolder)

    /// The banner of the pages of `versions.current`.
    init(versions: SiteVersions) {
        // Without a release, the working tree is all there is to read: nothing to say.
        guard !versions.isLatest, let latest = versions.latestVersion else {
            markup = nil
            return
        }
        let current = versions.currentVersion
        markup = PageHref { html, href in
            Self.write(of: current, to: &html) { html in
                html.element(.a, [.href(href)], text: "Read this page in \(latest.name), the latest release")
            }
        }
    }

    /// Writes a banner of the pages of `current` (not the newest release): which version this is,
    /// then what `body` says of the newest release.
    static func write(of current: SiteVersions.Version, to html: inout HTMLWriter, _ body: (inout HTMLWriter) -> Void) {
        html.element(.aside, [.class("version-banner"), .aria("label", "Version")]) { html in
            html.element(.p) { html in
                html.text(
                    current.isRelease
                        ? "These pages are of \(current.name), an older release. "
                        : "These pages are of \(current.name), which is not released yet. ")
                body(&html)
                html.text(".")
            }
        }
    }

    /// Writes the banner of the page at `path` (`nil` for one served at any URL), which the newest
    /// release has, whose links to the whole site's root start with `siteRoot`.
    func write(siteRoot: PageHref.Part, path: PageHref.Part?, to html: inout HTMLWriter) {
        markup?.write(siteRoot, Self.latestFolder, path, to: &html)
    }
}
