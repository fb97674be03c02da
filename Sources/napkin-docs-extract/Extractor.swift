import DocsCodeBlocks
import DocsMarkup
import Foundation

/// The build plugin's tool: turns the Swift blocks of Markdown pages, and the `@Code` files of
/// DocC tutorials, into Swift files.
///
///     napkin-docs-extract --output DIR [--tests MAIN_MODULE] PAGE.md|NAME.tutorial …
///
/// For a documentation target it writes each page's compiled code (`Page.md.swift`,
/// `Name.tutorial.swift`: the last state of each file its `@Code` directives show); with
/// `--tests`, each page's test code and output checks (`Page.md.tests.swift`) for the test
/// target of `MAIN_MODULE`. A misused block is reported as `file:line:column: error:` and
/// fails the build. Files whose text did not change are left alone, so `swift build`
/// recompiles only what an edit touched. The arguments are the plugin's, not a person's.
@main
enum Extractor {
    static func main() {
        var arguments = CommandLine.arguments.dropFirst()
        var output: String?
        var mainModule: String?
        var pages: [String] = []
        while let argument = arguments.popFirst() {
            switch argument {
            case "--output": output = arguments.popFirst()
            case "--tests": mainModule = arguments.popFirst()
            default: pages.append(argument)
            }
        }
        guard let output else { fail("usage: napkin-docs-extract --output DIR [--tests MAIN_MODULE] PAGE.md|NAME.tutorial …") }

        // Paths stay as the plugin gives them (absolute): `#sourceLocation` and the problems of a
        // page name it by them, and the compiler's errors then lead an editor straight to the page.
        let reader = SourceReader(baseDirectory: URL(fileURLWithPath: output))
        var files: [GeneratedFile] = []
        var diagnostics: [Diagnostic] = []
        for path in pages {
            switch reader.read(URL(fileURLWithPath: path)) {
            case .failure(let problem):
                diagnostics.append(problem)
            case .success(let source):
                let page = PageCode(source: source, codeFilesFoundBy: CodeFileFinder())
                diagnostics += page.diagnostics
                files.append(mainModule.map { GeneratedSources.testFile(for: page, mainModule: $0) } ?? GeneratedSources.mainFile(for: page))
            }
        }
        files.append(mainModule.map(GeneratedSources.testSupport(mainModule:)) ?? GeneratedSources.mainSupport)

        for diagnostic in diagnostics { FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8)) }
        if diagnostics.contains(where: { $0.severity == .error }) { exit(1) }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            for file in files { try writeIfChanged(file, in: output) }
        } catch {
            fail("error: cannot write the extracted Swift into \(output): \(error)")
        }
    }

    /// Writes a file unless it already holds the same text (its date then stays, and so does the build).
    static func writeIfChanged(_ file: GeneratedFile, in directory: String) throws {
        let path = directory + "/" + file.name
        let data = Data(file.text.utf8)
        if FileManager.default.contents(atPath: path) == data { return }
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(1)
    }
}
