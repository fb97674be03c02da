import DocsMarkup
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// glibc's `malloc`, set up for a build: the heap in transparent huge pages.
///
/// A build of a large site allocates a few hundred megabytes in small pieces, and with glibc's
/// defaults each 4 KB page of it is a page fault the first time it is touched: 36,800 of them
/// in a first build of the 1,000-article benchmark corpus. Asked for transparent huge pages,
/// the same build takes 2,350, and finishes 6 % sooner (15 % with the highlighted code kept),
/// for about 10 % more resident memory (Benchmarks/README, "The heap in huge pages").
///
/// glibc reads its tunables only when a process starts, from `GLIBC_TUNABLES`, so the build
/// starts itself again once with them set. That costs about 10 ms, and huge pages cost a
/// small build more than they save (this package's own site: 184 → 219 ms), so it is done
/// only for sources of at least ``minimumMarkdownBytes`` of Markdown: about where a
/// first build of the benchmark's corpus gains as much as it loses (300 articles, 3.6 MB:
/// 211 ms either way; with the code kept, 112 against 121 ms). It is not done either when the
/// environment sets `GLIBC_TUNABLES` (even to nothing: that is the way to turn this off), when
/// the kernel's transparent huge pages are off, or on a system without glibc. Versions of glibc
/// older than 2.35 ignore the huge-page tunable.
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

    /// Set in the environment of the process started again, which removes it (and the
    /// tunables) at once, so that the processes it runs start with the user's environment.
    static let restartedVariable = "NAPKIN_DOCS_RESTARTED_WITH_HUGE_PAGES"

    /// The Markdown a build's sources must hold for huge pages to pay for themselves.
    static let minimumMarkdownBytes = 3_000_000

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
    /// The process started again removes `GLIBC_TUNABLES` and ``restartedVariable`` from its
    /// environment, so that the processes it runs (the Swift toolchain's, for symbol graphs)
    /// start with the user's.
    static func restartWithHugePages(forSourcesIn sourceDirectories: [URL]) -> Outcome {
        #if os(Linux) && canImport(Glibc)
        // The process started again knows itself by a variable of its own, not by the tunables,
        // which glibc may change or drop (in secure execution).
        if getenv(restartedVariable) != nil {
            unsetenv(restartedVariable)
            if let set = getenv("GLIBC_TUNABLES"), String(cString: set) == tunables { unsetenv("GLIBC_TUNABLES") }
            return .hugePages
        }
        guard getenv("GLIBC_TUNABLES") == nil else { return .unchanged("GLIBC_TUNABLES is set") }
        // A setuid or setgid program: glibc ignores the tunables there.
        guard getuid() == geteuid(), getgid() == getegid() else { return .unchanged("secure execution") }
        guard markdownBytes(in: sourceDirectories, upTo: minimumMarkdownBytes) >= minimumMarkdownBytes else {
            return .unchanged("the sources hold less than \(minimumMarkdownBytes / 1_000_000) MB of Markdown")
        }
        guard transparentHugePagesAvailable() else { return .unchanged("transparent huge pages are off") }
        setenv("GLIBC_TUNABLES", tunables, 1)
        setenv(restartedVariable, "1", 1)
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        // Only reached when the process could not be started again; it goes on as it is.
        unsetenv("GLIBC_TUNABLES")
        unsetenv(restartedVariable)
        return .unchanged("could not start again")
        #else
        return .unchanged("not glibc")
        #endif
    }

    /// The bytes of the pages below `directories` (the files ``SourceDiscovery`` finds and counts
    /// as pages, as the build will), counted until they reach `limit`: the size of the build to
    /// come, known in a moment.
    private static func markdownBytes(in directories: [URL], upTo limit: Int) -> Int {
        var total = 0
        for directory in directories {
            let files = (try? SourceDiscovery().files(in: directory)) ?? []
            for file in files where SourceDiscovery.isMarkdownFile(file.name) {
                total += ((try? FileManager.default.attributesOfItem(atPath: file.path)[.size]) as? Int) ?? 0
                if total >= limit { return total }
            }
        }
        return total
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
