#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole file into bytes with plain POSIX calls: one `open`, one `fstat`, reads
/// straight into the array, no `Data` in between. The build reads its sources with it, and
/// the writer the files of the previous site.
package enum FileContents {
    /// The file's bytes, or `nil` when it cannot be opened or read (or is not a regular file).
    package static func bytes(atPath path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return bytes(readingToEndOf: descriptor, expectedCount: Int(status.st_size))
    }

    /// Everything left to read from an open file, or `nil` when a read fails.
    ///
    /// `expectedCount` (usually the size `fstat` gave) is a hint: a file that grew or shrank
    /// meanwhile is read to its end.
    package static func bytes(readingToEndOf descriptor: Int32, expectedCount: Int) -> [UInt8]? {
        // One byte more than expected, so a file that did not grow ends in a single read.
        var bytes = [UInt8](repeating: 0, count: max(expectedCount, 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes += [UInt8](repeating: 0, count: max(bytes.count, 4096)) }
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            filled += count
        }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }
}
