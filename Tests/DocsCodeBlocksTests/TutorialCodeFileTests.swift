import DocsCodeBlocks
import DocsMarkup
import Testing

/// A DocC tutorial's `@Code` files join the compiled code: the last state of each file is the
/// target's, every step's state is checked, and a file that cannot compile here is shown only.
@Suite(.timeLimit(.minutes(2))) struct TutorialCodeFileTests {
    /// The shape of swift-syntax's "SwiftSyntax By Example" tutorial (Sources/SwiftSyntax/
    /// Documentation.docc): a package manifest in two states, then the formatter grown step by step.
    static let tutorial = """
        @Tutorial(time: 15) {
          @Intro(title: "SwiftSyntax By Example") {
            Write a tool that formats imports.
          }
          @Section(title: "Configure Your Package") {
            @Steps {
              @Step {
                Select the Package.swift file.
                @Code(name: "Package.swift", file: Package.step1.swift)
              }
              @Step {
                Open the formatter.
                @Code(name: "importformatter.swift", file: Formatter.step1.swift)
              }
              @Step {
                Read the file.
                @Code(name: "importformatter.swift", file: Formatter.step2.swift)
              }
              @Step {
                Nothing changes in this step's file.
                @Code(name: "importformatter.swift", file: Formatter.step2.swift)
              }
            }
          }
        }
        """

    static let files = [
        "Package.step1.swift":
            "// swift-tools-version: 5.7\nimport PackageDescription\n\nlet package = Package(name: \"importformatter\")\n",
        "Formatter.step1.swift":
            "import Foundation\n\n@main struct ImportFormatter {\n  static func main() {\n  }\n}\n",
        "Formatter.step2.swift":
            "import Foundation\n\n@main struct ImportFormatter {\n  static func main() {\n    let path = CommandLine.arguments[1]\n    print(path)\n  }\n}\n",
    ]

    private func code(_ tutorial: String = tutorial, files: [String: String] = files) -> PageCode {
        let source = SourceFile(path: "Kit.docc/Tutorials/Formatter.tutorial", text: tutorial)
        let codeFiles = Dictionary(
            uniqueKeysWithValues: files.map { name, text in
                (name, TutorialCodeFile(path: "Kit.docc/Resources/" + name, text: text))
            })
        return PageCode(
            page: source.pageName, sourcePath: source.sourcePath, blocks: DocumentParser().blocks(of: source).blocks,
            codeFiles: codeFiles)
    }

    @Test func theLastStateOfEachFileIsCompiledAndTheManifestIsShownOnly() throws {
        let page = code()
        #expect(page.diagnostics.isEmpty)
        // Four Swift files shown; the manifest is not compiled, and says why.
        #expect(page.counts.total == 4)
        #expect(page.counts.notChecked == 3)  // none checked: no check ran
        #expect(page.counts.checked == 0)
        #expect(
            page.counts.shownOnly.map { "\($0.location): \($0.reason)" }
                == ["Kit.docc/Tutorials/Formatter.tutorial:9:9: A package manifest, which SwiftPM itself compiles."])
        let final = page.files.final.files(test: false)
        #expect(final.map(\.key.name) == ["importformatter.swift"])
        #expect(final.first?.lines.first?.sourceFile == "Kit.docc/Resources/Formatter.step2.swift")
        // The step that shows the same file again is no mistake.
        #expect(page.files.checkpoints.map(\.point) == [.afterStep(2), .afterStep(3), .afterStep(4)])
        #expect(page.files.stepsToCheck.map(\.point) == [.afterStep(2)])
    }

    @Test func everyLineIsReportedAtItsOwnFileAndTheEntryPointIsLeftOut() {
        let source = GeneratedSources.mainFile(for: code())
        #expect(source.name == "Formatter.tutorial.swift")
        #expect(
            source.text.contains(
                "#sourceLocation(file: \"Kit.docc/Resources/Formatter.step2.swift\", line: 1)\nimport Foundation\n"))
        // `@main` becomes spaces: a library may not have the program's entry point; columns stay.
        #expect(source.text.contains("\n      struct ImportFormatter {\n"))
        #expect(!source.text.contains("@main"))
    }

    @Test func aCompilerErrorInACodeFileIsAtThatFilesLine() async throws {
        var files = Self.files
        files["Formatter.step2.swift"] = "struct ImportFormatter {\n  let count: Int = \"no\"\n}\n"
        let source = GeneratedSources.mainFile(for: code(files: files)).text
        let errors = try await typeChecker().typeCheck(source, moduleName: "Formatter").filter { $0.kind == "error" }
            .map { "\($0.location)" }
        #expect(errors == ["Kit.docc/Resources/Formatter.step2.swift:2:20"])
    }

    @Test func anEarlierStepThatDoesNotCompileFailsTheStepCheckAtItsFile() async throws {
        var files = Self.files
        files["Formatter.step1.swift"] =
            "struct ImportFormatter {\n  func format() -> String {\n    formatted\n  }\n}\n"
        let problems = try await PageCodeChecker(typeChecker: typeChecker()).check(code(files: files)).problems
        #expect(
            problems.map { "\($0.location): \($0.message)" } == [
                "Kit.docc/Resources/Formatter.step1.swift:3:5: after step 2: cannot find 'formatted' in scope"
            ])
        #expect(
            problems.first?.notes == [
                Diagnostic.Note(
                    at: SourceLocation(file: "Kit.docc/Tutorials/Formatter.tutorial", line: 13, column: 9),
                    "step 2 ends here")
            ])
        #expect(
            problems.first?.description.hasSuffix("Kit.docc/Tutorials/Formatter.tutorial:13:9: note: step 2 ends here")
                == true)
    }

    @Test func aFileThatImportsAnAppleOnlyFrameworkIsShownOnlyAndTheNextOneStartsTheFile() {
        let tutorial = """
            @Tutorial {
              @Intro(title: "T") {
                x
              }
              @Section(title: "S") {
                @Steps {
                  @Step {
                    A view.
                    @Code(name: "ContentView.swift", file: view-01.swift)
                  }
                  @Step {
                    The same name, portable now.
                    @Code(name: "ContentView.swift", file: view-02.swift)
                  }
                  @Step {
                    A main file and a configuration.
                    @Code(name: "main.swift", file: main.swift)
                    @Code(name: "config.yaml", file: config.yaml)
                  }
                }
              }
            }
            """
        let page = code(
            tutorial,
            files: [
                "view-01.swift":
                    "@preconcurrency import SwiftUI\n\nstruct ContentView: View {\n  var body: some View { Text(\"Hi\") }\n}\n",
                "view-02.swift": "#if canImport(UIKit)\nimport UIKit\n#endif\nstruct ContentView {}\n",
                "main.swift": "print(\"hello\")\n",
                "config.yaml": "name: kit\n",
            ])
        #expect(page.diagnostics.isEmpty)
        #expect(page.counts.total == 3)
        #expect(
            page.counts.shownOnly.map(\.reason) == [
                "Imports SwiftUI, which exists on Apple platforms only.",
                "The program's main.swift: its top-level code runs only in an executable, and the documentation's target is a library.",
            ])
        #expect(
            page.blocks.map(\.role) == [
                .shownOnly(reason: "Imports SwiftUI, which exists on Apple platforms only."),
                .code(BlockRole.Placement(file: "ContentView.swift", mode: .start)),
                .shownOnly(
                    reason:
                        "The program's main.swift: its top-level code runs only in an executable, and the documentation's target is a library."
                ),
                .plain,
            ])
    }

    /// As grpc-swift-2's Route-Guide tutorial shows its manifest first: only the tools-version line.
    @Test func aManifestIsKnownByItsNameBeforeItImportsAnything() {
        var files = Self.files
        files["Package.step1.swift"] = "// swift-tools-version: 6.0\n"
        #expect(
            code(files: files).counts.shownOnly.map(\.reason) == ["A package manifest, which SwiftPM itself compiles."])
    }

    @Test func aCodeFileWhoseFileIsMissingIsLeftOut() {
        var files = Self.files
        files["Formatter.step2.swift"] = nil
        let page = code(files: files)
        #expect(
            page.blocks.compactMap(\.sourceFile) == [
                "Kit.docc/Resources/Package.step1.swift", "Kit.docc/Resources/Formatter.step1.swift",
            ])
        #expect(page.diagnostics.isEmpty)
    }
}
