import DocsMarkup
import DocsSupport
import DocsTestSupport
import Foundation
import Synchronization
import Testing

@testable import DocsSite
@testable import DocsSiteModel
@testable import DocsSiteOutput

/// A rebuild replaces the output directory while `serve` reads it: a reader must find the old
/// site or the new one, never none.
@Suite struct OutputSwapTests {
    /// Where the file system cannot swap two directories in one step (NFS, FUSE, an old
    /// kernel), the writer renames twice and a reader can find nothing for a moment.
    @Test(
        .enabled(
            if: Self.temporaryDirectoriesSwapInOneStep(),
            "the file system of the temporary directory cannot swap two directories in one step"))
    func aReaderNeverFindsTheOutputMissingWhileItIsReplaced() async throws {
        let directory = try TemporaryDirectory()
        let site = directory.url.appendingPathComponent("Site")
        let writer = AtomicDirectoryWriter(destination: site)
        try writer.write([OutputFile(path: "index.html", text: "first")])
        let page = site.appendingPathComponent("index.html").path

        // A thread of its own, not a task: with the other suites running, the cooperative pool
        // may not start a task before the writes are over.
        let reader = PageReader(path: page)
        Thread { reader.run() }.start()
        defer { _ = reader.stop() }
        while reader.looks == 0 { usleep(100) }
        for round in 0..<300 {
            try writer.write([
                OutputFile(path: "index.html", text: "round \(round)"),
                OutputFile(path: "guide/page-\(round % 7).html", text: "\(round)"),
            ])
        }
        let (looks, misses) = reader.stop()
        #expect(looks > 1000)
        #expect(misses == 0, "the page was missing at \(misses) of \(looks) looks")
        #expect(FileManager.default.contents(atPath: page) == Data("round 299".utf8))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter {
            $0.hasPrefix(".Site")
        }
        #expect(leftovers.isEmpty)
    }

    #if os(Linux)
        /// The test above is skipped where the swap is not available. On the file systems a
        /// developer's or CI's temporary directory is usually on, the swap must work: a broken one
        /// would otherwise pass as an unsupported one.
        @Test(
            .enabled(
                if: ["ext2/ext3", "tmpfs", "xfs", "btrfs"].contains(Self.temporaryFileSystemType()),
                "the temporary directory is on a file system that may not swap"))
        func theCommonLinuxFileSystemsSwapInOneStep() throws {
            let directory = try TemporaryDirectory()
            try directory.write("first/name", "first")
            try directory.write("second/name", "second")
            let first = directory.url.appendingPathComponent("first").path
            let second = directory.url.appendingPathComponent("second").path
            #expect(FileSystemCalls.exchange(first, second), "\(String(cString: strerror(errno)))")
            #expect(FileManager.default.contents(atPath: first + "/name") == Data("second".utf8))
            #expect(FileManager.default.contents(atPath: second + "/name") == Data("first".utf8))
        }

        /// The type of the temporary directory's file system as coreutils' `stat` names it
        /// (`ext2/ext3`, `tmpfs`): Swift's Glibc module does not offer `statfs`.
        static func temporaryFileSystemType() -> String {
            let stat = Process()
            stat.executableURL = URL(fileURLWithPath: "/usr/bin/stat")
            stat.arguments = ["-f", "-c", "%T", FileManager.default.temporaryDirectory.path]
            let pipe = Pipe()
            stat.standardOutput = pipe
            guard (try? stat.run()) != nil else { return "unknown" }
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            stat.waitUntilExit()
            return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
    #endif

    /// Whether two directories in the temporary directory swap names in one step.
    static func temporaryDirectoriesSwapInOneStep() -> Bool {
        guard let directory = try? TemporaryDirectory() else { return false }
        let first = directory.url.appendingPathComponent("first").path
        let second = directory.url.appendingPathComponent("second").path
        guard mkdir(first, 0o755) == 0, mkdir(second, 0o755) == 0 else { return false }
        return FileSystemCalls.exchange(first, second)
    }
}

/// Looks for a file over and over, counting the looks that did not find it, until stopped.
private final class PageReader: Sendable {
    private let path: String
    private let looked = Atomic<Int>(0)
    private let missed = Atomic<Int>(0)
    private let stopped = Atomic<Bool>(false)
    private let finished = Atomic<Bool>(false)

    init(path: String) { self.path = path }

    /// How many looks so far.
    var looks: Int { looked.load(ordering: .sequentiallyConsistent) }

    /// Looks until ``stop()`` is called.
    func run() {
        while !stopped.load(ordering: .sequentiallyConsistent) {
            if access(path, F_OK) != 0 { missed.add(1, ordering: .sequentiallyConsistent) }
            looked.add(1, ordering: .sequentiallyConsistent)
        }
        finished.store(true, ordering: .sequentiallyConsistent)
    }

    /// Stops the looking, waits for it to end, and gives the looks and misses.
    func stop() -> (looks: Int, misses: Int) {
        stopped.store(true, ordering: .sequentiallyConsistent)
        while !finished.load(ordering: .sequentiallyConsistent) { usleep(100) }
        return (looked.load(ordering: .sequentiallyConsistent), missed.load(ordering: .sequentiallyConsistent))
    }
}
