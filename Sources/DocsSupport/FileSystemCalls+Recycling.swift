#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The calls that let a writer fill a directory tree it wrote before (a replaced site) instead
/// of a new one: a file it holds is written over where no other name shares it, and what the new
/// tree has no place for is deleted. Creating a file and, one build later, deleting it cost a
/// file system about twice what writing over it does.
extension FileSystemCalls {
    /// Whether `path` and `other` name the same file (a link not followed).
    package static func isSameFile(_ path: String, _ other: String) -> Bool {
        var first = stat()
        var second = stat()
        return lstat(path, &first) == 0 && lstat(other, &second) == 0 && first.st_dev == second.st_dev
            && first.st_ino == second.st_ino
    }

    /// How many of `path` and `others` name the file at `path`: 0 when nothing is there.
    package static func namesOfFile(at path: String, among others: [String]) -> Int {
        var status = stat()
        guard lstat(path, &status) == 0 else { return 0 }
        return 1
            + others.count { other in
                var otherStatus = stat()
                return lstat(other, &otherStatus) == 0 && otherStatus.st_dev == status.st_dev
                    && otherStatus.st_ino == status.st_ino
            }
    }

    /// Writes `bytes` over the regular file at `path` when it has exactly `names` names, so that no
    /// file named elsewhere (in the site being read) changes; `false`, with nothing written, when
    /// it has more or is not a regular file, and when a write fails (the file is then to be made
    /// anew).
    package static func overwriteFile(_ path: String, with bytes: [UInt8], names: Int) -> Bool {
        let descriptor = open(path, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_nlink == names else {
            return false
        }
        let written = bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = pwrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset, off_t(offset))
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
        return written && (status.st_size == bytes.count || ftruncate(descriptor, off_t(bytes.count)) == 0)
    }

    /// Deletes everything below the directory `root` that is neither one of `files` (relative
    /// paths, a regular file there) nor one of `folders` (a directory, whose own entries are looked
    /// at in turn); a file where a folder goes, or a folder where a file goes, is deleted too.
    /// Names are compared byte for byte, as the file system does: a name that differs only in how
    /// its accents are encoded is another name. Whether all it had to delete went.
    package static func removeAllBut(
        files: some Sequence<String>, folders: some Sequence<String>, below root: String
    ) -> Bool {
        let directory = open(root, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard directory >= 0 else { return false }
        return removeAllBut(
            files: Set(files.map { Array($0.utf8) }), folders: Set(folders.map { Array($0.utf8) }), in: directory,
            at: [])
    }

    /// ``removeAllBut(files:folders:below:)`` for the open directory `directory`, at `relative`
    /// below the root; closes it.
    private static func removeAllBut(
        files: Set<[UInt8]>, folders: Set<[UInt8]>, in directory: Int32, at relative: [UInt8]
    ) -> Bool {
        withEntries(of: directory) { entries in
            var removedAll = true
            for entry in entries {
                let name = entry.name.dropLast().map { UInt8(bitPattern: $0) }
                let path = relative.isEmpty ? name : relative + [UInt8(ascii: "/")] + name
                let kind = entry.type != DT_UNKNOWN ? entry.type : typeOfEntry(entry.name, in: directory)
                if kind == DT_DIR, folders.contains(path) {
                    let child = openat(directory, entry.name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                    guard child >= 0, removeAllBut(files: files, folders: folders, in: child, at: path) else {
                        removedAll = false
                        continue
                    }
                } else if kind == DT_REG, files.contains(path) {
                    continue
                } else if !removeEntry(entry, in: directory) {
                    removedAll = false
                }
            }
            return removedAll
        } ?? false
    }

    /// The type of the entry `name` of the open directory `directory` (`DT_DIR`, `DT_REG`, …), a
    /// link not followed, for a file system whose listing does not say it.
    private static func typeOfEntry(_ name: [CChar], in directory: Int32) -> UInt8 {
        var status = stat()
        guard fstatat(directory, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return UInt8(DT_UNKNOWN) }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return UInt8(DT_DIR)
        case S_IFREG: return UInt8(DT_REG)
        default: return UInt8(DT_LNK)
        }
    }

    /// Whether `path` names a directory itself, not a link to one.
    package static func isDirectoryItself(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}

extension FileSystemCalls {
    /// The modification time of what `path` names, in seconds since 1970 (a link not followed);
    /// `nil` when nothing is there.
    package static func modificationTime(of path: String) -> Double? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
            return Double(status.st_mtimespec.tv_sec) + Double(status.st_mtimespec.tv_nsec) / 1e9
        #else
            return Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
        #endif
    }

    /// Sets the modification time of what `path` names to now.
    package static func touch(_ path: String) {
        _ = utimes(path, nil)
    }
}
