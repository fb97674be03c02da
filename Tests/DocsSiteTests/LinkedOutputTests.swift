import DocsSiteModel
import DocsTestSupport
import Foundation
import Testing

@testable import DocsSiteOutput

/// An output folder named through a link (`site` → the web server's folder) stays a link: the
/// site is written where it leads.
@Suite struct LinkedOutputTests {
    @Test func anOutputNamedThroughALinkIsWrittenWhereTheLinkLeads() throws {
        let directory = try TemporaryDirectory()
        let served = directory.url.appendingPathComponent("www/site")
        let link = directory.url.appendingPathComponent("Site")
        try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
        try directory.link("Site", to: served)
        let writer = AtomicDirectoryWriter(destination: link)
        for round in ["first", "second"] {
            try writer.write([OutputFile(path: "index.html", text: round)])
            let kind = try FileManager.default.attributesOfItem(atPath: link.path)[.type] as? FileAttributeType
            #expect(kind == .typeSymbolicLink)
            #expect(try directory.contents(of: "www/site") == ["index.html": Array(round.utf8)])
        }
        // Nothing left beside it: no staging or retired folder.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.url.appendingPathComponent("www").path) == [
                "site"
            ])
    }
}
