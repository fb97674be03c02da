import DocsClientCode
import DocsCodeBlocks
import DocsMarkup
import Foundation
import Testing

/// A DocC tutorial's code as the build plugin compiles it in a test target: one file per
/// tutorial, client code of the documented module, that never clashes with another tutorial's.
@Suite struct TutorialClientFileTests {
    private static func tutorial(_ title: String, files: [String]) -> String {
        let steps = files.map {
            "      @Step {\n        A step.\n        @Code(name: \"App.swift\", file: \($0))\n      }"
        }
        return
            "@Tutorial(time: 5) {\n  @Intro(title: \"\(title)\") {\n    About.\n  }\n  @Section(title: \"Build\") {\n    @Steps {\n"
            + steps.joined(separator: "\n") + "\n    }\n  }\n}\n"
    }

    private func file(_ title: String, code: String) -> GeneratedFile {
        let source = SourceFile(
            path: "Kit.docc/Tutorials/\(title).tutorial", text: Self.tutorial(title, files: ["\(title).swift"]))
        let codeFiles = ["\(title).swift": TutorialCodeFile(path: "Kit.docc/Resources/\(title).swift", text: code)]
        let page = PageCode(
            page: source.pageName, sourcePath: source.sourcePath, blocks: DocumentParser().blocks(of: source).blocks,
            codeFiles: codeFiles)
        return ClientTestFiles.tutorialFile(for: page, module: "napkin", named: "Kit_\(title).tutorial.swift")
    }

    private func compile(_ files: [GeneratedFile]) throws -> [String] {
        let checker = try SwiftTypeChecker.forBuild(containing: Bundle.main.bundleURL)
        return try checker.typeCheck(files, moduleName: "KitDocTests").filter { $0.kind == "error" }.map {
            "\($0.location): \($0.message)"
        }
    }

    /// The same program in two tutorials, `@main` and all: each file keeps its declarations to
    /// itself, so the test target compiles.
    @Test func twoTutorialsThatDeclareTheSameNamesCompileInOneTarget() throws {
        let code = """
            import napkin

            @main struct App {
                static func main() { print(welcome()) }
            }

            func welcome() -> String { "Hello" }
            """
        let files = [file("Greeting", code: code), file("Farewell", code: code)]
        #expect(files[0].text.contains("fileprivate func welcome()"))
        #expect(!files[0].text.contains("@main"))
        #expect(files[0].text.contains("#sourceLocation(file: \"Kit.docc/Resources/Greeting.swift\", line: 1)"))
        #expect(try compile(files) == [])
    }

    /// A tutorial's mistake is reported at its code file's line, as the compiler finds it.
    @Test func anErrorIsReportedAtTheCodeFilesLine() throws {
        let good = file("Greeting", code: "import napkin\n\nfunc welcome() -> String { \"Hello\" }\n")
        let wrong = file("Farewell", code: "import napkin\n\nfunc welcome() -> Int { \"Hello\" }\n")
        let errors = try compile([good, wrong])
        // At the line; the column moves by the `fileprivate ` put before the declaration.
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("Kit.docc/Resources/Farewell.swift:3:") == true)
        #expect(
            errors.first?.hasSuffix("cannot convert return expression of type 'String' to return type 'Int'") == true)
    }

    /// A file that is not valid Swift is compiled as written, for the compiler to report.
    @Test func aFileThatIsNotValidSwiftIsLeftAsWritten() throws {
        let wrong = file("Farewell", code: "import napkin\n\nfunc welcome( -> String { \"Hello\" }\n")
        #expect(!wrong.text.contains("fileprivate"))
        #expect(try compile([wrong]).first?.hasPrefix("Kit.docc/Resources/Farewell.swift:3:") == true)
    }

    /// A tutorial's file is compiled as the file it shows: a variable declared twice is the error
    /// it would be there, even after a comment that reads as a page's second way.
    @Test func aTutorialFileDeclaringAVariableTwiceFails() throws {
        let wrong = file("Greeting", code: "import napkin\n\nlet count = 1\n\n// Again\nlet count = 2\nprint(count)\n")
        #expect(!wrong.text.contains("do {"))
        #expect(
            try compile([wrong]).contains { $0.contains("Greeting.swift:6:") && $0.contains("invalid redeclaration") })
    }
}
