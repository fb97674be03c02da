#if canImport(Glibc)
    import Glibc
#endif

/// How much glibc's allocator grows its heaps by, set once as the process starts.
///
/// A build allocates from every core at once, so glibc gives each thread a heap (an arena) of
/// its own, and by default grows it a few pages at a time, each growth a system call
/// (`mprotect`) that other threads then wait on. A build of 13 versions (2,703 pages filled
/// and written) spent 4 % of its CPU time there; asking for 16 MB of headroom per growth took
/// it 4 ms faster (`Benchmarks/versions-benchmark.sh`, a new tag), and a build of one version
/// no slower. Setting it also fixes glibc's threshold for allocating by `mmap` at its default
/// (128 KB), as the measurement had it. Elsewhere (macOS, musl) there is nothing to set.
enum HeapHeadroom {
    /// The bytes a heap grows by beyond what an allocation needs (`M_TOP_PAD`).
    static let bytes: Int32 = 16 << 20

    /// Sets the headroom, where the allocator is glibc's. `mallopt` is looked up at run time:
    /// the Glibc module leaves out `malloc.h`.
    static func set() {
        #if canImport(Glibc)
            typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
            // glibc's `M_TOP_PAD`, a stable part of its interface since 1996.
            let topPad: Int32 = -2
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
            _ = unsafeBitCast(symbol, to: MallocOption.self)(topPad, bytes)
        #endif
    }
}
