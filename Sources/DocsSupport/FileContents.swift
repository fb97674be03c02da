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
        // One byte more than expected, so a file that did not grow ends in a single read; read
        // into memory not zeroed first (zeroing a file's worth of pages cost as much as the read).
        var capacity = max(expectedCount, 0) + 1
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            initialized = readFully(into: buffer, from: descriptor, failed: &failed)
        }
        while !failed, bytes.count == capacity {
            // The file grew: read on into more room.
            capacity = bytes.count * 2
            bytes.reserveCapacity(capacity)
            let more = [UInt8](unsafeUninitializedCapacity: capacity - bytes.count) { buffer, initialized in
                initialized = readFully(into: buffer, from: descriptor, failed: &failed)
            }
            if more.isEmpty { break }
            bytes += more
        }
        return failed ? nil : bytes
    }

    /// Reads from `descriptor` until `buffer` is full or the file ends; how many bytes it read.
    private static func readFully(
        into buffer: UnsafeMutableBufferPointer<UInt8>, from descriptor: Int32, failed: inout Bool
    )
        -> Int
    {
        var filled = 0
        while filled < buffer.count {
            let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                failed = count < 0
                break
            }
            filled += count
        }
        return filled
    }
}
