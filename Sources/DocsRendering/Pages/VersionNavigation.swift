import DocsSiteModel

/// What a page of a site of several versions shows of the others (filled into its holes by
/// ``VersionFrame``): a picker in the header (``VersionPicker``) and, on any version but the
/// newest release, a banner that says so and links the same page in it, or says when it went away.
struct VersionNavigation: Sendable {
    let versions: SiteVersions
    let links: LinkContext
    /// The versions that have the page (``PageHolders``), when it has a path.
    let holding: PageHolders.Versions?
    /// The href of the root of the whole site, above every version's folder.
    let siteRoot: String

    init(versions: SiteVersions, links: LinkContext, holding: PageHolders.Versions? = nil) {
        self.versions = versions
        self.links = links
        self.holding = holding
        siteRoot = links.root + "../"
    }

    /// The page's path within its version, or `nil` for a page served at any URL (`404.html`).
    var path: PagePath? { links.currentPath }

    /// Whether the newest release has this page, at which its canonical link (the site's URL of
    /// `latest/`) points; a page it lacks has none. (Without a release, each page is its own.)
    var hasCanonicalPage: Bool { latestHasPage }

    /// Whether the newest release has this page (a page served at any URL counts), or there is none.
    var latestHasPage: Bool {
        guard let latest = versions.latest else { return true }
        if let holding { return holding.contains(latest) }
        return path.map(versions.versions[latest].pagePaths.contains) ?? true
    }

    /// The href of the page at `path` in `version`, or of its front page when it has no such page;
    /// in `folder` instead of the version's own when given (`latest/`, the newest release's stable one).
    private func href(in version: SiteVersions.Version, folder: String? = nil) -> String {
        let target = path.flatMap { version.pagePaths.contains($0) ? $0.string : nil } ?? ""
        return siteRoot + (folder ?? version.folder) + target
    }

    /// What `<head>` says that depends on the other versions: the canonical link (`canonicalURL`,
    /// the page's at `latest/`), unless the newest release lacks the page, and `noindex` on any
    /// version but the newest release.
    func writeHead(canonicalURL: String?, to html: inout HTMLWriter) {
        if let canonicalURL, hasCanonicalPage {
            html.void(.link, [HTMLAttribute("rel", "canonical"), .href(canonicalURL)])
        }
        if versions.isHiddenFromSearchEngines {
            html.void(.meta, [HTMLAttribute("name", "robots"), HTMLAttribute("content", "noindex")])
        }
    }

    /// The banner of a page the newest release lacks, on any version but that release: which
    /// version this is, in which release the page went away, and a link to the newest release.
    /// (A page the newest release has shows the banner made once for its version, ``VersionBanner``.)
    func writeBannerOfPageGone(to html: inout HTMLWriter) {
        guard !versions.isLatest, let latest = versions.latestVersion, let path, !latestHasPage else { return }
        VersionBanner.write(of: versions.currentVersion, to: &html) { html in
            if let without = versions.releaseWithout(path) {
                html.text("This page is not in the latest release: it went away in \(without.name). ")
            } else {
                html.text("This page is not in the latest release. ")
            }
            html.element(
                .a, [.href(href(in: latest, folder: SiteVersions.latestFolder))],
                text: "Read \(latest.name), the latest release")
        }
    }
}
