import NIOCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole file into a buffer, synchronously: the server reads the files of the site on
/// its event loop, which is quicker than a hop to another thread for the small files a site
/// has and a disk that holds them in its cache right after the build wrote them.
enum FileBuffer {
    /// The bytes of the regular file at `path`, or `nil` when it cannot be opened or read.
    static func read(_ path: String, allocator: ByteBufferAllocator) -> ByteBuffer? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        // Room for the whole file and then some, so that reading it takes one call and the end
        // is seen by the next, with no buffer grown in between; a file that grew is read on.
        var buffer = allocator.buffer(capacity: Int(status.st_size) + 4096)
        while true {
            var failure: Int32 = 0
            let count = buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: 4096) { free in
                let count = Self.read(descriptor, free)
                if count < 0 { failure = errno }
                return max(count, 0)
            }
            if failure == EINTR { continue }
            if failure != 0 { return nil }
            if count == 0 { return buffer }
        }
    }

    private static func read(_ descriptor: Int32, _ free: UnsafeMutableRawBufferPointer) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, free.baseAddress, free.count)
        #else
            Darwin.read(descriptor, free.baseAddress, free.count)
        #endif
    }
}
