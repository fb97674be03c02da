import DocsMarkup
import DocsSite
import Foundation
import Testing

/// A location, unambiguous next to Testing's own `SourceLocation`.
typealias Location = DocsMarkup.SourceLocation

/// Parses in-memory pages (path → Markdown) into documents.
func documents(_ pages: [String: String]) throws -> [Document] {
    try pages.sorted { $0.key < $1.key }.map { try DocumentParser().parse(SourceFile(path: $0.key, text: $0.value)) }
}

/// The `file:line:column: error: message` lines a resolution produces, or `[]` when it succeeds.
func resolutionErrors(_ pages: [String: String], symbols: Set<String>? = nil) throws -> [String] {
    let parsed = try documents(pages)
    do {
        _ = try SiteResolver(knownSymbols: symbols).resolve(parsed)
        return []
    } catch {
        return error.diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.message)" }
    }
}

/// A root page listing the given groups in its topics.
func rootPage(groups: [(String, [String])] = [], extra: String = "") -> String {
    var text = "# napkin\n\n@Metadata {\n    @TechnologyRoot\n}\n\nTrees of small units.\n\(extra)\n## Topics\n"
    for (title, names) in groups {
        text += "\n### \(title)\n\n" + names.map { "- <doc:\($0)>\n" }.joined()
    }
    return text
}

/// A temporary directory that removes itself when the test is done with it.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("docs-site-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes a file below the directory, creating its parents.
    func write(_ path: String, _ text: String) throws {
        try write(path, bytes: Array(text.utf8))
    }

    /// Writes bytes to a file below the directory, creating its parents.
    func write(_ path: String, bytes: [UInt8]) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    /// Every file below `path`, as relative path → bytes.
    func contents(of path: String) throws -> [String: [UInt8]] {
        let root = url.appendingPathComponent(path)
        var result: [String: [UInt8]] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return result }
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = root.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[relative] = [UInt8](FileManager.default.contents(atPath: full) ?? Data())
            }
        }
        return result
    }
}

/// A small stand-in for the real renderer: one text file per page, listing what the model says,
/// so that tests see the model in the written files.
@Sendable func outlineRenderer(_ site: Site) -> [OutputFile] {
    ([site.root] + site.pages).map { page in
        let lines = [
            "title: \(page.title)",
            "summary: \(page.summary)",
            "group: \(page.groupTitle ?? "-")",
            "previous: \(page.previous?.path ?? "-")",
            "next: \(page.next?.path ?? "-")",
            "toc: " + page.tableOfContents.map { "\($0.level)#\($0.anchor)" }.joined(separator: " "),
        ]
        return OutputFile(path: page.path, text: lines.joined(separator: "\n") + "\n")
    } + [OutputFile(path: "sitemap.txt", text: ([site.root] + site.pages).map(\.path).joined(separator: "\n"))]
}
