import DocsCodeBlocks
import DocsMarkup
import Foundation
import Testing

@testable import DocsClientCode

/// The number of client files the build plugin names for a page before anything is parsed: one
/// for a page whose blocks declare nothing twice, and never fewer than the units the tool writes.
@Suite struct ClientFileBoundTests {
    private func page(_ blocks: String...) -> String {
        "# Guide\n\n" + blocks.map { "```swift\n\($0)\n```\n" }.joined(separator: "\nText.\n\n")
    }

    @Test func aPageThatDeclaresNothingTwiceNeedsOneFile() {
        let text = page(
            "struct Greeter {\n    func greet() -> String { \"hi\" }\n}",
            "let greeter = Greeter()\nprint(greeter.greet())",
            "extension Greeter {\n    func wave() {}\n}")
        #expect(ClientFileBound.files(forMarkdown: text) == 1)
        #expect(ClientFileBound.files(forMarkdown: "# Guide\n\nNo code.\n") == 0)
    }

    @Test func eachBlockThatDeclaresANameAgainMayNeedAFileOfItsOwn() {
        #expect(ClientFileBound.files(forMarkdown: page("struct A {}", "struct A { var x = 1 }")) == 2)
        #expect(ClientFileBound.files(forMarkdown: page("var a = 1, b = 2", "let b = 3")) == 2)
        #expect(ClientFileBound.files(forMarkdown: page("let (x,\n     y) = (1, 2)", "let y = 3")) == 2)
        #expect(
            ClientFileBound.files(forMarkdown: page("func +(a: A, b: A) -> A { a }", "func + (a: A, b: A) -> A { b }"))
                == 2)
        #expect(ClientFileBound.files(forMarkdown: page("func `default`() {}", "func `default`() {}")) == 2)
        #expect(ClientFileBound.files(forMarkdown: page("let θ = 1.0", "let θ = 2.0")) == 2)
        // A name used, not declared, again: one file.
        #expect(ClientFileBound.files(forMarkdown: page("struct A {}", "let a = A()", "print(a)")) == 1)
    }

    @Test func aSwiftFenceShownInsideAnotherFenceIsNotABlock() {
        let text = "# Guide\n\n````markdown\n```swift\nstruct A {}\n```\n````\n\n```swift\nstruct A {}\n```\n"
        #expect(ClientFileBound.swiftBlocks(in: text) == ["struct A {}"])
    }

    /// A Swift file's doc comments are pages of their own; a fence with no language is Swift
    /// when its code parses as Swift, so it counts too.
    @Test func aSwiftFileCountsEveryBlockOfItsDocComments() throws {
        let source = """
            /// Greets.
            ///
            /// ```swift
            /// let greeter = Greeter()
            /// ```
            ///
            /// ```
            /// struct Other {}
            /// ```
            public struct Greeter {
                public init() {}
                /// Waves.
                ///
                /// ```
                /// Greeter().wave()
                /// ```
                public func wave() {}
            }
            let text = \"\"\"
            ```swift
            \"\"\"
            """
        // Two blocks of one comment that declare nothing twice, and the block of another comment.
        #expect(ClientFileBound.files(forSwiftSource: source) == 2)
        let pages = DocCommentReader(module: "Kit").pages(inSource: source, path: "Sources/Kit/Greeter.swift")
        #expect(throws: Never.self) { try ClientTestFiles.files(for: pages, baseName: "Kit_Greeter.swift", count: 2) }
    }

    /// On every page and documented Swift file of this package (and of the packages under
    /// `NAPKIN_DOCS_BOUND_CORPUS`, when set), the tool's units fit the files the bound names.
    @Test func theUnitsOfEveryPageFitTheBound() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var folders = [
            "Sources/napkin", "Sources/NapkinTestSupport", "Tests/CatalogTutorialExample", "Articles", "Tutorials",
        ]
        .map { root.appendingPathComponent($0) }
        if let corpus = ProcessInfo.processInfo.environment["NAPKIN_DOCS_BOUND_CORPUS"] {
            folders.append(URL(fileURLWithPath: corpus))
        }
        var (pages, named, fences, units) = (0, 0, 0, 0)
        for folder in folders {
            let files =
                FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { ["md", "swift"].contains($0.pathExtension) }
                .filter { !$0.path.dropFirst(folder.path.count).contains("/.build/") } ?? []
            for file in files {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                let isMarkdown = file.pathExtension == "md"
                let bound =
                    isMarkdown ? ClientFileBound.files(forMarkdown: text) : ClientFileBound.files(forSwiftSource: text)
                let clientPages =
                    isMarkdown
                    ? [ClientPage(markdown: SourceFile(path: file.path, text: text), module: "Kit")]
                    : DocCommentReader(module: "Kit").pages(inSource: text, path: file.path)
                guard clientPages.contains(where: { $0.blocks.contains { $0.language == "swift" } }) else { continue }
                do {
                    let written = try ClientTestFiles.files(for: clientPages, baseName: "Page", count: bound)
                    units += written.filter { !$0.text.hasPrefix("// No Swift blocks") }.count
                } catch {
                    Issue.record("\(file.path): \(error)")
                }
                pages += 1
                named += bound
                fences += clientPages.reduce(0) { $0 + $1.blocks.filter { $0.language == "swift" }.count }
            }
        }
        #expect(pages > 20)
        print(
            "ClientFileBound: \(pages) pages with Swift blocks, \(fences) Swift blocks, \(units) units, \(named) files named"
        )
    }
}
