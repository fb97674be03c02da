import DocsMarkup
import Foundation

extension DocumentationBuild {
    /// The files of the source directories that exist, which the pages' relative links and
    /// images are resolved against.
    func resourceCatalog(of directories: [URL], reader: SourceReader) throws -> ResourceCatalog {
        do {
            return try ResourceCatalog(scanning: directories, reader: reader)
        } catch {
            throw BuildError("cannot list the source directories: \(error.localizedDescription)")
        }
    }
}
