import DocsMarkup
import DocsSite
import DocsTestSupport
import Foundation
import Synchronization
import Testing

/// A rebuild replaces the output directory while `serve` reads it: a reader must find the old
/// site or the new one, never none.
@Suite struct OutputSwapTests {
    @Test func aReaderNeverFindsTheOutputMissingWhileItIsReplaced() async throws {
        let directory = try TemporaryDirectory()
        let site = directory.url.appendingPathComponent("Site")
        let writer = AtomicDirectoryWriter(destination: site)
        try writer.write([OutputFile(path: "index.html", text: "first")])
        let page = site.appendingPathComponent("index.html").path

        let stop = SharedFlag()
        let reader = Task.detached {
            var looks = 0, misses = 0
            while !stop.isSet {
                looks += 1
                if access(page, F_OK) != 0 { misses += 1 }
            }
            return (looks, misses)
        }
        for round in 0..<300 {
            try writer.write([OutputFile(path: "index.html", text: "round \(round)"),
                              OutputFile(path: "guide/page-\(round % 7).html", text: "\(round)")])
        }
        stop.set()
        let (looks, misses) = await reader.value
        #expect(looks > 0)
        #expect(misses == 0, "the page was missing at \(misses) of \(looks) looks")
        #expect(FileManager.default.contents(atPath: page) == Data("round 299".utf8))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0.hasPrefix(".Site") }
        #expect(leftovers.isEmpty)
    }
}

/// A flag one task sets and another polls.
private final class SharedFlag: Sendable {
    private let value = Atomic<Bool>(false)

    var isSet: Bool { value.load(ordering: .sequentiallyConsistent) }
    func set() { value.store(true, ordering: .sequentiallyConsistent) }
}
