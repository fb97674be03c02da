import DocsMarkup
import Foundation
import Testing

@Suite struct SourceReadingTests {
    /// A fresh temporary directory, removed by the caller.
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "docs-markup-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func findsMarkdownFilesRecursivelyInSortedOrder() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["b.md", "a/z.md", "a/b.md", "B.md", "notes.txt", ".hidden.md", ".hidden/x.md"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("# X\n".utf8).write(to: url)
        }
        let files = try SourceReader(baseDirectory: root).readSources(of: [SourceListing(listing: root)])
        #expect(files.map(\.path) == ["B.md", "a/b.md", "a/z.md", "b.md"])
        #expect(files.map(\.pageName) == ["B", "b", "z", "b"])
    }

    /// Whether a page is a tutorial is decided once, on the input: by the folder it was read
    /// from, its file's kind, or its `@PageKind`; resolution reads the answer off the document.
    @Test func aPageIsATutorialByItsFolderItsFileOrItsPageKind() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let articles = root.appendingPathComponent("Articles")
        let tutorials = root.appendingPathComponent("Tutorials")
        for (folder, name, text) in [
            (articles, "Guide.md", "# Guide\n"),
            (articles, "Walkthrough.md", "# Walkthrough\n\n@Metadata {\n  @PageKind(tutorial)\n}\n"),
            (tutorials, "Login.md", "# Login\n"),
        ] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let files = try SourceReader(baseDirectory: root).readSources(of: [
            SourceListing(listing: articles), SourceListing(listing: tutorials, isTutorialFolder: true),
        ])
        #expect(files.map(\.isInTutorialFolder) == [false, false, true])
        let documents = try files.map { try DocumentParser().parse($0) }
        #expect(documents.map(\.isTutorial) == [false, true, true])
        #expect(SourceFile(path: "Kit.docc/Tour.tutorial", text: "").isTutorialSource)
    }

    @Test func invalidUTF8IsReportedAtTheFirstBadByte() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        // Line 3, after "ab" and a valid "é": a lone continuation byte at byte column 5.
        let bytes: [UInt8] = Array("# T\n\n".utf8) + Array("ab".utf8) + [0xC3, 0xA9, 0x80] + Array(" c\n".utf8)
        try Data(bytes).write(to: root.appendingPathComponent("Bad.md"))
        try Data("# Fine\n".utf8).write(to: root.appendingPathComponent("Good.md"))
        #expect {
            try SourceReader(baseDirectory: root).readSources(of: [SourceListing(listing: root)])
        } throws: { error in
            "\(error)".hasPrefix("Bad.md:3:5: error: the file is not valid UTF-8 [not-utf8]\n")
        }
    }

    @Test func truncatedSequenceIsReportedAtItsFirstByte() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data([0x41, 0xE2, 0x82]).write(to: root.appendingPathComponent("Cut.md"))
        let result = SourceReader(baseDirectory: root).read(root.appendingPathComponent("Cut.md"))
        guard case .failure(let diagnostic) = result else {
            Issue.record("a truncated sequence was accepted")
            return
        }
        #expect(diagnostic.location == DocsMarkup.SourceLocation(file: "Cut.md", line: 1, column: 2))
    }

    /// The bad byte is located as the parser counts lines and columns: `\r\n` and a lone `\r`
    /// end a line, and a byte-order mark takes no column.
    @Test(arguments: [
        (Array("# T\r\n\r\nab".utf8) + [0x80], 3, 3),
        (Array("# T\r\rab".utf8) + [0x80], 3, 3),
        ([0xEF, 0xBB, 0xBF] + Array("ab".utf8) + [0xFF], 1, 3),
    ])
    func invalidUTF8IsLocatedByTheParsersLineEndings(bytes: [UInt8], line: Int, column: Int) throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(bytes).write(to: root.appendingPathComponent("Bad.md"))
        guard
            case .failure(let diagnostic) = SourceReader(baseDirectory: root).read(
                root.appendingPathComponent("Bad.md"))
        else {
            Issue.record("invalid UTF-8 was accepted")
            return
        }
        #expect(diagnostic.location == DocsMarkup.SourceLocation(file: "Bad.md", line: line, column: column))
    }

    @Test func unreadableFileIsAnError() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Gone.md").path, withDestinationPath: "nowhere.md")
        #expect {
            try SourceReader(baseDirectory: root).readSources(of: [SourceListing(listing: root)])
        } throws: { error in
            "\(error)".hasPrefix("Gone.md:1:1: error: cannot read the file [unreadable-file]\n")
        }
    }

    /// A link that stays inside the package is followed; the same folder reached twice is not a cycle.
    @Test func aLinkInsideThePackageIsFollowed() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Shared"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Articles"), withIntermediateDirectories: true)
        try Data("# Shared\n".utf8).write(to: root.appendingPathComponent("Shared/Shared.md"))
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Articles/shared").path, withDestinationPath: "../Shared")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Articles/again").path, withDestinationPath: "../Shared")
        let found = try SourceDiscovery().list(root.appendingPathComponent("Articles"))
        #expect(found.problems.isEmpty)
        #expect(found.files.map(\.relativePath) == ["again/Shared.md", "shared/Shared.md"])
    }
}
