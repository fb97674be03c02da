import Foundation

/// The files below a folder, listed with `readdir`, which says which entries are folders:
/// `FileManager`'s enumerator asks each entry in turn for what it is, the most of a key of a kept
/// site's cost.
package enum FileWalk {
    /// The paths of the files below `folder` (regular files, and links to them) but hidden ones and
    /// those in hidden folders or below one of `skipped`, in path order; links are resolved in
    /// `folder` and `skipped` both, and a link to a folder is not followed.
    package static func visibleFiles(below folder: String, skipping skipped: [String]) -> [String] {
        guard let root = resolved(folder) else { return [] }
        var files: [String] = []
        walk(root, skipping: Set(skipped.compactMap(resolved)), into: &files)
        return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// `path` with its links resolved, or `nil` when nothing is there.
    private static func resolved(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func walk(_ folder: String, skipping skipped: Set<String>, into files: inout [String]) {
        guard !skipped.contains(folder), let stream = opendir(folder) else { return }
        var folders: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
            }
            guard !name.hasPrefix(".") else { continue }
            let child = folder + "/" + name
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): folders.append(child)
            case Int32(DT_REG): files.append(child)
            default:
                // A link, or a file system that does not say: asked, the link followed to a file only.
                var status = stat()
                guard lstat(child, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR: folders.append(child)
                case S_IFREG: files.append(child)
                case S_IFLNK where stat(child, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG:
                    files.append(child)
                default: break
                }
            }
        }
        closedir(stream)
        for child in folders { walk(child, skipping: skipped, into: &files) }
    }
}
