import DocsMarkup
import DocsResolution
import DocsSiteModel
import Foundation

/// What a build found in its source folders before reading any page: each folder's files, as
/// ``SourceDiscovery`` lists them, and the catalog of the files pages may link to.
struct ListedSources: Sendable {
    /// The source folders that exist, in the order the build was given them.
    var directories: [URL]
    /// Each folder's files.
    var listings: [SourceListing]
    /// The paths of every file of the listings.
    var paths: Set<String>
    /// The files pages may link to, catalogued from the listings.
    var resources: ResourceCatalog

    /// Lists `directories`, problems' paths written from `baseDirectory`.
    ///
    /// - Throws: ``BuildError`` when a folder cannot be listed, ``DiagnosticError`` with every
    ///   symbolic link that leads out of the package or round a cycle.
    init(listing directories: [URL], tutorialFolders: Set<URL> = [], baseDirectory: URL, reader: SourceReader) throws {
        let listings = try directories.map { directory in
            do {
                return try SourceListing(
                    listing: directory, pathsShownFrom: baseDirectory,
                    isTutorialFolder: tutorialFolders.contains(directory))
            } catch {
                throw BuildError.sourceDirectoryUnlistable(
                    reader.displayPath(of: directory), reason: error.localizedDescription)
            }
        }
        let refused = listings.flatMap(\.problems)
        guard refused.isEmpty else { throw DiagnosticError(refused) }
        self.directories = directories
        self.listings = listings
        self.paths = Set(listings.flatMap { $0.files.map(\.path) })
        self.resources = ResourceCatalog(listings: listings, reader: reader)
    }
}
