/// Where one version's pages sit in a site of several versions (`napkin-docs build --versions`):
/// the versions a page's picker lists, and what its banner says of the latest release.
///
/// Each version is a whole site in a folder of its own (`1.4.0/`, `main/`, `latest/`); a page
/// links to the same page of another version when that version has it, else to its front page.
package struct SiteVersions: Sendable, Equatable {
    /// One version of the site.
    package struct Version: Sendable, Equatable {
        /// The name readers see (`1.4.0`, `main`).
        package var name: String
        /// The folder of its pages, relative to the site's root, ending with `/` (`1.4.0/`).
        package var folder: String
        /// Whether it is a release (a tag), not the working tree.
        package var isRelease: Bool
        /// The paths of its HTML files, relative to its folder.
        package var pagePaths: Set<PagePath>

        /// Creates a version.
        package init(name: String, folder: String, isRelease: Bool, pagePaths: Set<PagePath>) {
            self.name = name
            self.folder = folder
            self.isRelease = isRelease
            self.pagePaths = pagePaths
        }
    }

    /// Every version, as the picker lists them: the working tree first, then the releases newest
    /// first.
    package var versions: [Version]
    /// The position in ``versions`` of the version these pages belong to.
    package var current: Int
    /// The position in ``versions`` of the newest release, if there is one.
    package var latest: Int?
    /// The file at the site's root that lists every version (`versions.html`).
    package static let listFile = "versions.html"
    /// How many releases the picker lists before its link to ``listFile``.
    package static let releasesInPicker = 10
    /// The folder of the stable copy of the newest release.
    package static let latestFolder = "latest/"

    /// Creates the frame of the version at `current`.
    package init(versions: [Version], current: Int, latest: Int?) {
        self.versions = versions
        self.current = current
        self.latest = latest
    }

    /// The version these pages belong to.
    package var currentVersion: Version { versions[current] }

    /// The newest release, if there is one.
    package var latestVersion: Version? { latest.map { versions[$0] } }

    /// Whether these pages are the newest release's (in its own folder and, the same bytes, at
    /// `latest/`).
    package var isLatest: Bool { current == latest }

    /// Whether search engines should leave these pages out: every version but the newest release
    /// (whose pages name the copy at `latest/` as canonical), when there is a release.
    package var isHiddenFromSearchEngines: Bool { latest != nil && !isLatest }

    /// The release after the current one that first lacks the page at `path`, when the newest
    /// release lacks it: where the page went away. `nil` when the newest release has it.
    package func releaseWithout(_ path: PagePath) -> Version? {
        guard let latest, !versions[latest].pagePaths.contains(path), versions[current].isRelease else { return nil }
        // Releases are listed newest first: the newer ones stand before the current one.
        return versions[latest..<current].reversed().first { $0.isRelease && !$0.pagePaths.contains(path) }
    }
}

/// In which releases a symbol appeared, changed, was deprecated and went away, as its page in a
/// site of several versions says ("Introduced in 1.4", "Changed in 1.6", "Removed in 2.0").
package struct SymbolReleaseHistory: Sendable, Equatable {
    /// One thing that happened to the symbol, in the release it happened in (`1.6.0`, or the
    /// working tree's name for what is not released yet).
    package enum Event: Sendable, Equatable {
        /// It appeared.
        case introduced(in: String)
        /// Its declaration as callers see it changed, from `before` to `after`.
        case changed(in: String, before: String, after: String)
        /// It was deprecated, naming `replacement` in its place when the deprecation does.
        case deprecated(in: String, replacement: String?)
        /// It went away; `lastWith` is the last release that had it.
        case removed(in: String, lastWith: String)
        /// It went away for an overload at its place that accepts every call it did (the same
        /// declaration under fewer constraints); `lastWith` is the last release that had it.
        case loosened(in: String, lastWith: String)
    }

    /// What happened, oldest first.
    package var events: [Event]
    /// The name of the working tree's version, whose events are not released yet.
    package var unreleased: String?

    /// Creates a history.
    package init(events: [Event], unreleased: String? = nil) {
        self.events = events
        self.unreleased = unreleased
    }
}
