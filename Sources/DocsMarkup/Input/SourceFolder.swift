import Foundation

/// A folder a build reads pages from, and what kind of folder it is. The one place that tells a
/// DocC catalog, a folder of tutorials and a folder of articles apart: the build, the site
/// options, `napkin-docs check` and the catalogs of a package all ask it.
package struct SourceFolder: Sendable, Equatable {
    /// What a folder of pages is.
    package enum Kind: Sendable, Equatable {
        /// A DocC catalog (`Kit.docc`): DocC's pages, built as leniently as DocC builds them.
        case catalog
        /// A package's `Tutorials/`: every page in it is a tutorial, and each of its subfolders
        /// is a target that compiles one tutorial's code.
        case tutorials
        /// Any other folder of Markdown pages (a package's `Articles/`).
        case pages
    }

    /// The folder.
    package var url: URL
    /// What it is, read from its name.
    package var kind: Kind

    /// The folder at `url`.
    package init(_ url: URL) {
        self.url = url
        kind =
            Self.isCatalog(named: url.lastPathComponent)
            ? .catalog : url.lastPathComponent == "Tutorials" ? .tutorials : .pages
    }

    /// Whether a file or folder of this name is a DocC catalog: its name ends in `.docc`.
    package static func isCatalog(named name: some StringProtocol) -> Bool {
        name.hasSuffix(".docc")
    }

    /// The catalogs directly inside a target's folder (`Sources/Kit/Kit.docc`), sorted, as DocC
    /// finds them.
    package static func catalogs(inTargetAt directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { isCatalog(named: $0) && SourceDiscovery.isVisible($0) }.sorted().map {
            directory.appendingPathComponent($0)
        }
    }
}
