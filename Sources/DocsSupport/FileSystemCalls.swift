import CAtomicExchange

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file-system calls the writer needs, made directly.
///
/// `FileManager` syncs every file it creates and stats every entry it removes; a site is
/// written into a temporary directory and swapped in with a rename, which is what makes the
/// write atomic, so a sync per file buys nothing and the plain calls are several times cheaper.
package enum FileSystemCalls {
    /// The error of the last failed call, as text.
    package static var lastError: String { String(cString: strerror(errno)) }

    /// Creates the directory at `path`; an existing one is fine.
    package static func makeDirectory(_ path: String) throws(FileSystemError) {
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
            throw FileSystemError("cannot create \(path): \(lastError)")
        }
    }

    /// Creates the file at `path`, which must not exist yet, holding `bytes`.
    package static func writeNewFile(_ path: String, _ bytes: [UInt8]) throws(FileSystemError) {
        try writeNewFile(path) { descriptor in bytes.withUnsafeBytes { writeAll($0, to: descriptor) } }
    }

    /// Creates the file at `path`, which must not exist yet, holding `parts` one after another.
    package static func writeNewFile(_ path: String, parts: [SharedBytes]) throws(FileSystemError) {
        try writeNewFile(path) { descriptor in
            parts.allSatisfy { part in part.withUnsafeBytes { writeAll($0, to: descriptor) } }
        }
    }

    /// Creates the file at `path`, which must not exist yet, and has `write` write it (`false`: a
    /// write failed, `errno` saying why).
    private static func writeNewFile(_ path: String, _ write: (Int32) -> Bool) throws(FileSystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileSystemError("cannot create \(path): \(lastError)") }
        defer { close(descriptor) }
        guard write(descriptor) else { throw FileSystemError("cannot write \(path): \(lastError)") }
    }

    /// Writes all of `bytes` to `descriptor`; `false` when a write fails.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += count
        }
        return true
    }

    /// Whether `path` is a regular file holding exactly `bytes`, with no other name but those of
    /// `alsoNamed` that are names of it (a file with a name elsewhere is not to be shared).
    package static func holds(_ path: String, exactly bytes: [UInt8], alsoNamed: [String] = []) -> Bool {
        // Most files that changed changed their size: told by a look at the path, without opening
        // the file (a site of 13 versions has 2,703 pages to write after a new tag).
        var status = stat()
        guard lstat(path, &status) == 0, isRegularFile(status, count: bytes.count) else { return false }
        var names = 1
        for other in alsoNamed {
            var otherStatus = stat()
            if lstat(other, &otherStatus) == 0, otherStatus.st_dev == status.st_dev, otherStatus.st_ino == status.st_ino
            {
                names += 1
            }
        }
        guard status.st_nlink == names else { return false }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        // Looked at again, open: the path may have been replaced in between.
        var opened = stat()
        guard fstat(descriptor, &opened) == 0, opened.st_dev == status.st_dev, opened.st_ino == status.st_ino,
            isRegularFile(opened, count: bytes.count), opened.st_nlink == names
        else { return false }
        guard let existing = FileContents.bytes(readingToEndOf: descriptor, expectedCount: bytes.count),
            existing.count == bytes.count
        else { return false }
        guard !bytes.isEmpty else { return true }
        return existing.withUnsafeBytes { old in
            bytes.withUnsafeBytes { new in memcmp(old.baseAddress!, new.baseAddress!, new.count) == 0 }
        }
    }

    /// Whether `status` is that of a regular file of `count` bytes.
    private static func isRegularFile(_ status: stat, count: Int) -> Bool {
        status.st_mode & S_IFMT == S_IFREG && status.st_size == count
    }

    /// Replaces the file at `path` (or creates it) with one holding `bytes`, in one step: the bytes
    /// are written to a hidden sibling, which is then renamed over `path`, so a reader finds the
    /// old file or the new one, never a part of it.
    package static func replaceFile(_ path: String, _ bytes: [UInt8]) throws(FileSystemError) {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let staging = String(path[..<slash]) + ".napkin-new-" + String(path[slash...])
        _ = unlink(staging)
        try writeNewFile(staging, bytes)
        do throws(FileSystemError) {
            try move(staging, to: path)
        } catch {
            _ = unlink(staging)
            throw error
        }
    }

    /// Deletes the file at `path`; a missing one is fine.
    package static func removeFile(_ path: String) throws(FileSystemError) {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw FileSystemError("cannot delete \(path): \(lastError)")
        }
    }

    /// Deletes the directory at `path` if it is empty; `false` when it is not, or cannot be.
    @discardableResult
    package static func removeEmptyDirectory(_ path: String) -> Bool {
        rmdir(path) == 0
    }

    /// Which directory or file `path` names (its device and inode, a link not followed), or `nil`
    /// when there is nothing there: a directory deleted and made again, or swapped for another,
    /// is another one.
    package static func identity(of path: String) -> [UInt64]? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return [UInt64(status.st_dev), UInt64(status.st_ino)]
    }

    /// Gives the file at `existing` the additional name `path`.
    package static func hardLink(_ existing: String, as path: String) -> Bool {
        link(existing, path) == 0
    }

    /// Whether something exists at `path` (a dangling symbolic link counts).
    package static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Whether `path` names a directory, following symbolic links (as `FileManager`'s
    /// `fileExists(atPath:isDirectory:)` does).
    package static func isDirectory(_ path: String) -> Bool {
        fileType(of: path) == S_IFDIR
    }

    /// Whether `path` names something other than a directory, following symbolic links.
    package static func isFile(_ path: String) -> Bool {
        fileType(of: path).map { $0 != S_IFDIR } ?? false
    }

    /// The type bits of what `path` names, after symbolic links; `nil` when nothing is there.
    private static func fileType(of path: String) -> mode_t? {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    /// Renames `source` to `destination`.
    package static func move(_ source: String, to destination: String) throws(FileSystemError) {
        guard rename(source, destination) == 0 else {
            throw FileSystemError("cannot rename \(source) to \(destination): \(lastError)")
        }
    }

    /// Swaps the names of the existing `first` and `second` in one step, so that neither name
    /// is ever missing; `false` when the system or the file system cannot, or when one of them
    /// is gone: the caller then renames, which reports a real problem as such.
    package static func exchange(_ first: String, _ second: String) -> Bool {
        napkin_exchange_paths(first, second) == 0
    }

    /// Deletes the directory at `path` and everything in it, without following symbolic
    /// links; it goes on past entries it cannot delete and reports whether all went.
    @discardableResult
    package static func removeTree(_ path: String) -> Bool {
        guard unlink(path) != 0 else { return true }  // Not a directory.
        let directory = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard directory >= 0 else { return false }
        let emptied = removeContents(of: directory)
        return emptied && rmdir(path) == 0
    }

    /// Deletes the directory at `path` and everything in it as ``removeTree(_:)`` does, its
    /// entries side by side on every core: a site of thousands of files (a folder for each of its
    /// versions) goes in about half the time on two, the kernel freeing each file as it is unlinked.
    @discardableResult
    package static func removeTreeOnAllCores(_ path: String) -> Bool {
        guard unlink(path) != 0 else { return true }  // Not a directory.
        let directory = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard directory >= 0 else { return false }
        let emptied = withEntries(of: directory) { entries in
            !entries.concurrentMap { entry in removeEntry(entry, in: directory) }.contains(false)
        }
        return emptied == true && rmdir(path) == 0
    }

    /// Deletes everything in the open directory `directory`, and closes it.
    private static func removeContents(of directory: Int32) -> Bool {
        withEntries(of: directory) { entries in
            var removedAll = true
            for entry in entries where !removeEntry(entry, in: directory) { removedAll = false }
            return removedAll
        } ?? false
    }

    /// An entry of a directory: its name, ending in a zero byte, and its type as the listing gives
    /// it (`DT_DIR`, `DT_REG`, …; `DT_UNKNOWN` on a file system that does not say).
    typealias DirectoryEntry = (name: [CChar], type: UInt8)

    /// What `body` makes of the entries of the open directory `directory` (but `.` and `..`),
    /// which stays open until it returns and is then closed; `nil` when it cannot be listed.
    static func withEntries<Result>(of directory: Int32, _ body: ([DirectoryEntry]) -> Result) -> Result? {
        guard let stream = fdopendir(directory) else {
            close(directory)
            return nil
        }
        defer { closedir(stream) }
        var entries: [DirectoryEntry] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                Array($0.bindMemory(to: CChar.self).prefix { $0 != 0 }) + [0]
            }
            if name == [0x2E, 0] || name == [0x2E, 0x2E, 0] { continue }
            entries.append((name, entry.pointee.d_type))
        }
        return body(entries)
    }

    /// Deletes `entry` of the open directory `directory`, and all it holds; whether all went.
    static func removeEntry(_ entry: DirectoryEntry, in directory: Int32) -> Bool {
        if entry.type != DT_DIR, unlinkat(directory, entry.name, 0) == 0 { return true }
        // A directory, or an entry whose type the file system did not say.
        let child = openat(directory, entry.name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if child >= 0, removeContents(of: child), unlinkat(directory, entry.name, AT_REMOVEDIR) == 0 { return true }
        return child < 0 && unlinkat(directory, entry.name, 0) == 0
    }
}

/// A failed file-system call, with the path and the system's reason.
package struct FileSystemError: Error {
    /// What failed.
    package var message: String

    package init(_ message: String) { self.message = message }
}
