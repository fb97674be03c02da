import Foundation

/// When files were last changed, as the file system says.
package enum FileDates {
    /// When the file at `url` was last modified; `nil` when it cannot be read.
    package static func modified(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    /// Whether the folder at `path`, or a folder below it, was modified after `date` (a file
    /// added to it or taken away since), or cannot be read. Symbolic links are not followed.
    ///
    /// Listed with `readdir`, which says which entries are folders: `FileManager`'s enumerator
    /// asked each file in turn, a tenth of a build of several versions of a package.
    package static func anyFolder(under path: String, modifiedAfter date: Date) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return true }
        let modified = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1_000_000_000
        if Date(timeIntervalSince1970: modified) > date { return true }
        guard (status.st_mode & S_IFMT) == S_IFDIR, let stream = opendir(path) else { return false }
        var folders: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
            }
            guard name != ".", name != ".." else { continue }
            let child = path + "/" + name
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): folders.append(child)
            case Int32(DT_UNKNOWN):
                // A file system that does not say: asked, without following a link.
                var childStatus = stat()
                if lstat(child, &childStatus) == 0, (childStatus.st_mode & S_IFMT) == S_IFDIR { folders.append(child) }
            default: break
            }
        }
        closedir(stream)
        return folders.contains { anyFolder(under: $0, modifiedAfter: date) }
    }
}
