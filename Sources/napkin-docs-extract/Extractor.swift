import DocsClientCode
import DocsCodeBlocks
import DocsMarkup
import Foundation

/// The build plugin's tool: turns the Swift blocks of Markdown pages, and the `@Code` files of
/// DocC tutorials, into Swift files.
///
///     napkin-docs-extract --output DIR [--tests MAIN_MODULE] PAGE.md|NAME.tutorial …
///     napkin-docs-extract --output DIR --client MODULE [--page FILE NAME COUNT …]
///         [--shared-page FILE NAME COUNT … --shared-file NAME] [--tutorial FILE NAME …]
///
/// For a documentation target it writes each page's compiled code (`Page.md.swift`,
/// `Name.tutorial.swift`: the last state of each file its `@Code` directives show); with
/// `--tests`, each page's test code and output checks (`Page.md.tests.swift`) for the test
/// target of `MAIN_MODULE`.
///
/// With `--client`, for a test target that depends on `MODULE`, it writes the blocks of the
/// module's catalog articles and doc comments as client code of `MODULE` (``ClientTestFiles``):
/// each `--page` (a `.md` file, or a `.swift` file whose doc comments it reads) gives the files
/// `NAME-0.swift` … `NAME-(COUNT-1).swift`; each `--shared-page FILE NAME COUNT`, whose pages are
/// one unit each, goes into the one file `--shared-file` names; each `--tutorial` the file `NAME.swift`,
/// its `@Code` files' last state as one program (``ClientTestFiles/tutorialFile(for:module:named:)``).
///
/// A misused block is reported as `file:line:column: error:` and fails the build. Files whose
/// text did not change are left alone, so `swift build` recompiles only what an edit touched.
/// The arguments are the plugin's, not a person's.
@main
enum Extractor {
    static func main() {
        let arguments = Arguments(CommandLine.arguments.dropFirst())
        let output = arguments.output
        let mainModule = arguments.mainModule
        let pages = arguments.pages

        // Paths stay as the plugin gives them (absolute): `#sourceLocation` and the problems of a
        // page name it by them, and the compiler's errors then lead an editor straight to the page.
        let reader = SourceReader(baseDirectory: URL(fileURLWithPath: output))
        var files: [GeneratedFile] = []
        var diagnostics: [Diagnostic] = []
        func readPage(_ path: String) -> PageCode? {
            switch reader.read(URL(fileURLWithPath: path)) {
            case .failure(let problem):
                diagnostics.append(problem)
                return nil
            case .success(let source):
                let page = PageCode(source: source, codeFilesFoundBy: CodeFileFinder())
                diagnostics += page.diagnostics
                return page
            }
        }
        for path in pages {
            guard let page = readPage(path) else { continue }
            files.append(
                mainModule.map { GeneratedSources.testFile(for: page, mainModule: $0) }
                    ?? GeneratedSources.mainFile(for: page))
        }
        if let clientModule = arguments.clientModule {
            for tutorial in arguments.clientTutorials {
                guard let page = readPage(tutorial.path) else { continue }
                files.append(
                    ClientTestFiles.tutorialFile(for: page, module: clientModule, named: tutorial.name + ".swift"))
            }
            do {
                for page in arguments.clientPages {
                    files += try clientFiles(of: page, module: clientModule, reader: reader, diagnostics: &diagnostics)
                }
                if let sharedFile = arguments.sharedFile {
                    let units = try arguments.sharedPages.flatMap { page in
                        try clientFiles(of: page, module: clientModule, reader: reader, diagnostics: &diagnostics)
                    }
                    files.append(ClientTestFiles.sharedFile(named: sharedFile, holding: units))
                }
            } catch {
                fail("error: \(error)")
            }
        } else {
            files.append(mainModule.map(GeneratedSources.testSupport(mainModule:)) ?? GeneratedSources.mainSupport)
        }

        for diagnostic in diagnostics { FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8)) }
        if diagnostics.contains(where: { $0.severity == .error }) { exit(1) }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            for file in files { try writeIfChanged(file, in: output) }
        } catch {
            fail("error: cannot write the extracted Swift into \(output): \(error)")
        }
    }

    /// What the plugin asks for.
    struct Arguments {
        var output: String
        var mainModule: String?
        var clientModule: String?
        var pages: [String] = []
        var clientPages: [(path: String, name: String, count: Int)] = []
        var clientTutorials: [(path: String, name: String)] = []
        /// The source files whose code, one unit a page, goes into `sharedFile`.
        var sharedPages: [(path: String, name: String, count: Int)] = []
        var sharedFile: String?

        /// Reads the plugin's arguments; a malformed one ends the program with its usage.
        init(_ arguments: ArraySlice<String>) {
            var arguments = arguments
            var output: String?
            while let argument = arguments.popFirst() {
                switch argument {
                case "--output": output = arguments.popFirst()
                case "--tests": mainModule = arguments.popFirst()
                case "--client": clientModule = arguments.popFirst()
                case "--tutorial":
                    guard let path = arguments.popFirst(), let name = arguments.popFirst() else {
                        fail("error: --tutorial takes FILE NAME")
                    }
                    clientTutorials.append((path, name))
                case "--page": clientPages.append(Extractor.page(after: argument, in: &arguments))
                case "--shared-page": sharedPages.append(Extractor.page(after: argument, in: &arguments))
                case "--shared-file": sharedFile = arguments.popFirst()
                default: pages.append(argument)
                }
            }
            guard let output, sharedPages.isEmpty || sharedFile != nil else {
                fail("usage: napkin-docs-extract --output DIR [--tests MAIN_MODULE | --client MODULE] …")
            }
            self.output = output
        }
    }

    /// The `FILE NAME COUNT` after `flag`, taken from `arguments`.
    private static func page(after flag: String, in arguments: inout ArraySlice<String>) -> (
        path: String, name: String, count: Int
    ) {
        guard let path = arguments.popFirst(), let name = arguments.popFirst(),
            let count = arguments.popFirst().flatMap({ Int($0) })
        else {
            fail("error: \(flag) takes FILE NAME COUNT")
        }
        return (path, name, count)
    }

    /// The client files of one source file: a catalog's article, or a Swift file's doc comments.
    static func clientFiles(
        of page: (path: String, name: String, count: Int), module: String, reader: SourceReader,
        diagnostics: inout [Diagnostic]
    ) throws -> [GeneratedFile] {
        switch reader.read(URL(fileURLWithPath: page.path)) {
        case .failure(let problem):
            diagnostics.append(problem)
            return []
        case .success(let source) where page.path.hasSuffix(".swift"):
            let pages = DocCommentReader(module: module).pages(
                inSource: String(decoding: source.bytes, as: UTF8.self), path: page.path)
            return try ClientTestFiles.files(for: pages, baseName: page.name, count: page.count)
        case .success(let source):
            return try ClientTestFiles.files(
                for: [ClientPage(markdown: source, module: module)], baseName: page.name, count: page.count)
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
