#if canImport(Glibc)
import Glibc
#endif

/// glibc's `malloc`, set up for a build: the heap in transparent huge pages.
///
/// A build of a large site allocates a few hundred megabytes in small pieces, and with glibc's
/// defaults each 4 KB page of it is a page fault the first time it is touched: 36,500 of them in
/// a build of the 1,000-article benchmark corpus, about a tenth of its CPU time. Asked for
/// transparent huge pages, the same build takes about 1,400 and finishes about 9 % sooner, for
/// about 10 % more resident memory (Benchmarks/README, "The heap in huge pages").
///
/// glibc reads its tunables only when a process starts, from `GLIBC_TUNABLES`, so the build
/// starts itself again once with them set. It does not when the environment already sets
/// `GLIBC_TUNABLES` (even to nothing: that is the way to turn this off), when the kernel's
/// transparent huge pages are off, or on a system without glibc. Versions of glibc older
/// than 2.35 ignore the huge-page tunable.
enum MallocTuning {
    /// The tunables: huge pages for the heap; the heap grown 64 MB at a time so that its pages
    /// can be huge ones; and, since a build ends soon, nothing handed back to the system
    /// before then, and large blocks taken from the heap rather than mapped one by one.
    static let tunables = [
        "glibc.malloc.hugetlb=1",
        "glibc.malloc.top_pad=67108864",
        "glibc.malloc.trim_threshold=1073741824",
        "glibc.malloc.mmap_threshold=1073741824",
    ].joined(separator: ":")

    /// How this process's `malloc` was set up, for `--timings`.
    enum Outcome: Equatable {
        /// Started again with ``MallocTuning/tunables``.
        case hugePages
        /// Left as it was, for the reason given.
        case unchanged(String)

        /// One line for the timings report.
        var report: String {
            switch self {
            case .hugePages: "malloc: huge pages (GLIBC_TUNABLES=\(MallocTuning.tunables))"
            case .unchanged(let reason): "malloc: unchanged (\(reason))"
            }
        }
    }

    /// Starts this process again with ``tunables`` if that is worth it; returns only when it
    /// is not, or in the process started again, saying which.
    ///
    /// Call it before the build starts any work, since everything done before it is done twice.
    /// The process started again removes `GLIBC_TUNABLES` from its environment, so that the
    /// processes it runs (the Swift toolchain's, for symbol graphs) start with the user's.
    static func restartWithHugePages() -> Outcome {
        #if os(Linux) && canImport(Glibc)
        if let set = getenv("GLIBC_TUNABLES") {
            guard String(cString: set) == tunables else { return .unchanged("GLIBC_TUNABLES is set") }
            unsetenv("GLIBC_TUNABLES")
            return .hugePages
        }
        guard transparentHugePagesAvailable() else { return .unchanged("transparent huge pages are off") }
        setenv("GLIBC_TUNABLES", tunables, 1)
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        // Only reached when the process could not be started again; it goes on as it is.
        unsetenv("GLIBC_TUNABLES")
        return .unchanged("could not start again")
        #else
        return .unchanged("not glibc")
        #endif
    }

    #if os(Linux) && canImport(Glibc)
    /// Whether the kernel gives transparent huge pages to a process that asks: its setting
    /// reads `always [madvise] never` with the chosen one in brackets.
    private static func transparentHugePagesAvailable() -> Bool {
        guard let file = fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r") else { return false }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 128)
        guard fgets(&line, Int32(line.count), file) != nil else { return false }
        let setting = line.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return setting.contains("[always]") || setting.contains("[madvise]")
    }
    #endif
}
