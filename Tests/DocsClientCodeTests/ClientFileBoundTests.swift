import DocsCodeBlocks
import DocsMarkup
import Foundation
import Testing

@testable import DocsClientCode

/// The number of client files the build plugin names for a page before anything is parsed: one
/// for a page whose blocks declare nothing twice, and never fewer than the units the tool writes.
@Suite struct ClientFileBoundTests {
    /// The files the plugin names for a Markdown page.
    private static func files(_ markdown: String) -> Int {
        ClientFileBound.SourcePlan(markdown: markdown).files
    }

    private func page(_ blocks: String...) -> String {
        "# Guide\n\n" + blocks.map { "```swift\n\($0)\n```\n" }.joined(separator: "\nText.\n\n")
    }

    @Test func aPageThatDeclaresNothingTwiceNeedsOneFile() {
        let text = page(
            "struct Greeter {\n    func greet() -> String { \"hi\" }\n}",
            "let greeter = Greeter()\nprint(greeter.greet())",
            "extension Greeter {\n    func wave() {}\n}")
        #expect(Self.files(text) == 1)
        #expect(Self.files("# Guide\n\nNo code.\n") == 0)
    }

    @Test func eachBlockThatDeclaresANameAgainMayNeedAFileOfItsOwn() {
        #expect(Self.files(page("struct A {}", "struct A { var x = 1 }")) == 2)
        #expect(Self.files(page("var a = 1, b = 2", "let b = 3")) == 2)
        #expect(Self.files(page("let (x,\n     y) = (1, 2)", "let y = 3")) == 2)
        #expect(
            Self.files(page("func +(a: A, b: A) -> A { a }", "func + (a: A, b: A) -> A { b }"))
                == 2)
        #expect(Self.files(page("func `default`() {}", "func `default`() {}")) == 2)
        #expect(Self.files(page("let θ = 1.0", "let θ = 2.0")) == 2)
        #expect(Self.files(page("let 🐶🐮 = \"dogcow\"", "let 🐶🐮 = \"cow\"")) == 2)
        let joined = "extension [String] {\n    func joinedLines() -> String { joined() }\n}"
        #expect(Self.files(page(joined, joined)) == 2)
        // A quote that starts no string (in a regular expression) does not end the reading.
        #expect(
            Self.files(
                page("let quoted = #/\"([^\"]*)\"/#\nstruct Parser {}", "struct Parser {}")) == 2)
        #expect(Self.files(page("let a =\n    1, b = 2", "let b = 3")) == 2)
        // A name used, not declared, again: one file.
        #expect(Self.files(page("struct A {}", "let a = A()", "print(a)")) == 1)
    }

    @Test func aSwiftFenceShownInsideAnotherFenceIsNotABlock() {
        let text = "# Guide\n\n````markdown\n```swift\nstruct A {}\n```\n````\n\n```swift\nstruct A {}\n```\n"
        #expect(ClientFileBound.swiftBlocks(in: text) == ["struct A {}"])
    }

    /// Fences as cmark reads them: after a list marker, closed only by a fence indented at most
    /// three columns past the opening one, in a file whose lines end with `\r\n`.
    @Test func fencesAreReadAsCmarkReadsThem() {
        let inString = "```swift\nlet readme = \"\"\"\n    ```swift\n    print(1)\n    ```\n    \"\"\"\n```\n"
        #expect(ClientFileBound.swiftBlocks(in: inString + "\n```swift\nstruct Foo {}\n```\n").count == 2)
        #expect(ClientFileBound.swiftBlocks(in: "- Step:\n- ```swift\n  struct Foo {}\n  ```\n") == ["  struct Foo {}"])
        let crlf = page("struct A {}", "struct A {}").replacingOccurrences(of: "\n", with: "\r\n")
        #expect(Self.files(crlf) == 2)
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
        // Each block of the doc comments (three), and none of the multi-line string's.
        #expect(ClientFileBound.files(forSwiftSource: source) == 3)
        let pages = DocCommentReader(module: "Kit").pages(inSource: source, path: "Sources/Kit/Greeter.swift")
        #expect(throws: Never.self) { try ClientTestFiles.files(for: pages, baseName: "Kit_Greeter.swift", count: 3) }
    }

    /// Doc comments as the tool reads them: `/** */` without stars, indentation past the
    /// comment's own, asides.
    @Test func everyShapeOfDocCommentIsCounted() throws {
        let sources = [
            "/**\n Counts.\n\n     let counter = Counter()\n\n Again:\n\n     let counter = Counter(start: 1)\n */\npublic struct Counter {}\n",
            "///Counts.\n///\n///    let counter = Counter()\n///\n///    let counter = Counter(start: 1)\npublic struct Counter {}\n",
            "/// > ```swift\n/// > let counter = Counter()\n/// > ```\npublic struct Counter {}\n",
        ]
        for source in sources {
            let pages = DocCommentReader(module: "Kit").pages(inSource: source, path: "Sources/Kit/Counter.swift")
            let bound = ClientFileBound.files(forSwiftSource: source)
            #expect(bound >= 1, "\(source)")
            #expect(throws: Never.self, "\(source)") {
                try ClientTestFiles.files(for: pages, baseName: "Kit_Counter.swift", count: bound)
            }
        }
    }

    /// Pages whose code is one unit and whose names no other such page may declare share one file.
    @Test func singleUnitPagesThatDeclareOtherNamesShareAFile() {
        var shared = ClientFileBound.SharedFile()
        func takes(_ text: String) -> Bool {
            shared.takes(ClientFileBound.SourcePlan(markdown: text, imported: ["Kit", "Foundation", "Testing"]))
        }
        #expect(takes(page("struct A {}", "let a = A()")))
        #expect(takes(page("struct B {}", "print(B())")))
        // Declares `a` again, or needs two files, or checks what a function prints: a file of its own.
        #expect(!takes(page("let a = 2")))
        #expect(!takes(page("struct C {}", "struct C {}")))
        #expect(!takes(page("func d() { print(1) }") + "```text output=d\n1\n```\n"))
        // Uses what another page there declares (a restated type would stand in for the library's),
        // or declares what another uses, or imports a module for the whole file.
        #expect(!takes(page("print(a)")))
        #expect(!takes(page("struct Greeter {}", "print(\"\\(A())\")")))
        #expect(!takes(page("import Synchronization", "let e = 1")))
        #expect(takes(page("import Kit\nimport Foundation", "let g = 1")))
        // Two extensions that add an initializer each would clash in one file.
        #expect(takes(page("extension Int {\n    init(x: String) { self.init(0) }\n}")))
        #expect(!takes(page("extension Double {\n    init(y: String) { self.init(0) }\n}")))
        #expect(shared.declared.isSuperset(of: ["A", "a", "B", "init"]))
        // A Swift file's doc comments are pages the tool alone reads: never shared.
        let swiftFile = shared.takes(
            ClientFileBound.SourcePlan(swiftSource: "/// ```swift\n/// let f = 2\n/// ```\npublic func f() {}\n"))
        #expect(!swiftFile)
    }

    /// What ``ClientFileBound/possiblyDeclared(in:)`` reads for a name the tool's parser says a
    /// block declares: `Greeter.wave()` as `wave`, `extension Array<Int>: P` as `extension Array:`.
    private static func key(_ declared: String) -> String {
        if declared.hasPrefix("extension ") {
            let type = ClientFileBound.words(inOrder: String(declared.dropFirst("extension ".count))).first ?? ""
            return "extension \(type):"
        }
        let name = declared.prefix { $0 != "(" }
        let member = name.contains(".") && !name.hasPrefix(".") ? name.split(separator: ".").last ?? name : name
        return String(member.filter { $0 != "`" })
    }

    /// The shared file of two pages compiles, each page's statements in a test of its own.
    @Test func theSharedFileOfTwoPagesCompiles() throws {
        let pages = [
            page("struct Greeting {\n    var text = \"hi\"\n}", "print(Greeting().text)"),
            page("enum Farewell { case bye }", "let farewell = Farewell.bye\nprint(farewell)"),
        ]
        var shared = ClientFileBound.SharedFile()
        let taken = pages.map { shared.takes(ClientFileBound.SourcePlan(markdown: $0)) }
        #expect(taken == [true, true])
        let units = try pages.enumerated().flatMap { index, text in
            try ClientTestFiles.files(
                for: [ClientPage(markdown: SourceFile(path: "Kit.docc/Page\(index).md", text: text), module: "napkin")],
                baseName: "Kit_Page\(index).md", count: 1)
        }
        let file = ClientTestFiles.sharedFile(named: "napkin_documentation.swift", holding: units)
        #expect(file.text.contains("func napkinDocs_Kit_Page0_md_0_swift()"))
        #expect(file.text.contains("func napkinDocs_Kit_Page1_md_0_swift()"))
        let checker = try SwiftTypeChecker.forBuild(containing: Bundle.main.bundleURL)
        let errors = try checker.typeCheck(file.text, moduleName: "NapkinDocumentation").filter { $0.kind == "error" }
        #expect(errors.isEmpty, "\(errors)")
        #expect(
            ClientTestFiles.sharedFile(named: "napkin_documentation.swift", holding: []).text
                == ClientTestFiles.emptyFileText)
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
        var (pages, named, perPage, fences, units) = (0, 0, 0, 0, 0)
        for folder in folders {
            let files =
                FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { ["md", "swift"].contains($0.pathExtension) }
                .filter { !$0.path.dropFirst(folder.path.count).contains("/.build/") } ?? []
            // Each folder read as one library's: its shared file, and the files of the others.
            var shared = ClientFileBound.SharedFile()
            named += 1
            for file in files {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                let isMarkdown = file.pathExtension == "md"
                let plan =
                    isMarkdown
                    ? ClientFileBound.SourcePlan(markdown: text, imported: ["napkin", "Foundation", "Testing"])
                    : ClientFileBound.SourcePlan(swiftSource: text)
                let bound = plan.files
                let clientPages =
                    isMarkdown
                    ? [ClientPage(markdown: SourceFile(path: file.path, text: text), module: "Kit")]
                    : DocCommentReader(module: "Kit").pages(inSource: text, path: file.path)
                guard clientPages.contains(where: { $0.blocks.contains { $0.language == "swift" } }) else { continue }
                if isMarkdown {
                    for block in clientPages[0].blocks where block.language == "swift" {
                        let lines = block.lines.map(\.compiled)
                        let read = ClientFileBound.possiblyDeclared(in: lines.joined(separator: "\n"))
                        // A block that is not valid Swift is never compiled, whatever it declares.
                        let syntax = BlockSyntax(lines: lines)
                        guard syntax.isValidSwift else { continue }
                        let missed = syntax.declaredNames.map(Self.key).filter { !read.contains($0) }
                        #expect(missed.isEmpty, "\(file.path):\(block.location.line): \(missed)")
                    }
                }
                do {
                    let written = try ClientTestFiles.files(for: clientPages, baseName: "Page", count: bound)
                    units += written.filter { !$0.text.hasPrefix("// No Swift blocks") }.count
                } catch {
                    Issue.record("\(file.path): \(error)")
                }
                pages += 1
                named += shared.takes(plan) ? 0 : bound
                perPage += bound
                fences += clientPages.reduce(0) { $0 + $1.blocks.filter { $0.language == "swift" }.count }
            }
        }
        #expect(pages > 20)
        print(
            "ClientFileBound: \(pages) pages with Swift blocks, \(fences) Swift blocks, \(units) units, \(perPage) files named by page, \(named) with the shared files"
        )
    }
}
