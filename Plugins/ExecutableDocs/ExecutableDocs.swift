import Foundation
import PackagePlugin

/// Compiles the Swift blocks of documentation pages.
///
/// - On a test target that depends on a library with a DocC catalog or doc comments
///   (`Sources/Kit`, `Sources/Kit/Kit.docc`), it adds the blocks of the catalog's articles and of
///   the library's doc comments to the test target as client code of the library: each page's
///   blocks in order, statements wrapped in a Swift Testing test that `swift test` runs; and the
///   last state of the files its tutorials' `@Code` directives show.
/// - On a target whose folder holds Markdown pages (`Tutorials/LoginFlow/LoginFlow.md` beside a
///   Swift file of its own), it adds each page's compiled blocks to the target; on its test
///   target, their test blocks and output checks.
///
/// It never adds a block to the library a catalog documents: a catalog on a library target is
/// compiled from a test target that depends on it. Every extracted line is mapped back to the line
/// it was written on, so errors point at the page, the doc comment or the tutorial's file.
@main
struct ExecutableDocs: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let tool = try context.tool(named: "napkin-docs-extract")
        let output = context.pluginWorkDirectoryURL.appending(path: "Extracted")

        if target.kind == .test {
            let dependencies = target.dependencies.compactMap { dependency -> SwiftSourceModuleTarget? in
                if case .target(let dependency) = dependency { return dependency as? SwiftSourceModuleTarget }
                return nil
            }
            let documented = dependencies.filter { !Self.pages(of: $0).isEmpty }
            if documented.count > 1 {
                Diagnostics.error(
                    "\(target.name) depends on \(documented.count) documentation targets; give each its own test target"
                )
                return []
            }
            if let main = documented.first {
                return [
                    Self.command(tool: tool.url, pages: Self.pages(of: main), output: output, mainModule: main.name)
                ]
            }
            return dependencies.filter { $0.kind == .generic }.compactMap { library in
                ClientCommand(library: library).command(tool: tool.url, output: output.appending(path: library.name))
            }
        }
        let pages = Self.pages(of: target)
        if !Self.catalogs(of: target).isEmpty, target.kind == .generic {
            Diagnostics.remark(
                "ExecutableDocs compiles the catalog of \(target.name) from a test target that depends on it, as client code: add the plugin to such a test target"
            )
        }
        // Each page's code is written to a file named after the page: two of a name would clash.
        let byName = Dictionary(grouping: pages, by: \.lastPathComponent)
        let clashes = byName.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }
        for (name, clashing) in clashes {
            Diagnostics.error(
                "\(target.name) has two pages named \(name), \(clashing[0].path) and \(clashing[1].path), whose extracted code would have the same file name; rename one",
                file: clashing[1].path, line: nil)
        }
        guard clashes.isEmpty, !pages.isEmpty else { return [] }
        return [Self.command(tool: tool.url, pages: pages, output: output, mainModule: nil)]
    }

    /// The Markdown pages in the target's own folder, in name order.
    static func pages(of target: SwiftSourceModuleTarget) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: target.directoryURL.path)) ?? []
        return names.filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted().map {
            target.directoryURL.appending(path: $0)
        }
    }

    /// The DocC catalogs in the target's own folder (`Kit.docc`), in name order.
    static func catalogs(of target: SwiftSourceModuleTarget) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: target.directoryURL.path)) ?? []
        return names.filter { $0.hasSuffix(".docc") && !$0.hasPrefix(".") }.sorted().map {
            target.directoryURL.appending(path: $0)
        }
    }

    /// The command that extracts `pages`. The output names are
    /// `GeneratedSources.fileName(sourcePath:isTest:)` and its support files' names, written again
    /// here because a plugin cannot link a library; were they ever to differ, the build fails on
    /// the missing output rather than compile too little.
    static func command(tool: URL, pages: [URL], output: URL, mainModule: String?) -> Command {
        let isTest = mainModule != nil
        let outputs =
            pages.map { page in
                output.appending(path: page.lastPathComponent + (isTest ? ".tests.swift" : ".swift"))
            } + [output.appending(path: isTest ? "NapkinDocsOutputTests.swift" : "NapkinDocsOutput.swift")]
        var arguments = ["--output", output.path]
        if let mainModule { arguments += ["--tests", mainModule] }
        arguments += pages.map(\.path)
        return .buildCommand(
            displayName: "Extracting the Swift blocks of \(pages.count) page(s)\(isTest ? " (tests)" : "")",
            executable: tool, arguments: arguments, inputFiles: pages, outputFiles: outputs)
    }
}

/// The command that makes a library's documentation client code of it, in the test target that
/// applies the plugin: its catalogs' articles and tutorials, and its Swift files' doc comments.
struct ClientCommand {
    let library: SwiftSourceModuleTarget

    func command(tool: URL, output: URL) -> Command? {
        var files: [URL] = []
        var tutorials: [URL] = []
        var codeFiles: [URL] = []
        for catalog in ExecutableDocs.catalogs(of: library) {
            let paths = (FileManager.default.subpaths(atPath: catalog.path) ?? [])
                .filter { path in !path.split(separator: "/").contains { $0.hasPrefix(".") } }.sorted()
            files += paths.filter { $0.hasSuffix(".md") }.map { catalog.appending(path: $0) }
            tutorials += paths.filter { $0.hasSuffix(".tutorial") }.map { catalog.appending(path: $0) }
            codeFiles += paths.filter { $0.hasSuffix(".swift") }.map { catalog.appending(path: $0) }
        }
        files += library.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }

        var arguments = ["--output", output.path, "--client", library.name]
        var outputs: [URL] = []
        var shared = ClientFileBound.SharedFile()
        for file in files {
            let plan = Self.plan(of: file, importing: [library.name, "Foundation", "FoundationNetworking", "Testing"])
            guard plan.files > 0 else { continue }
            let name = outputName(of: file)
            if shared.takes(plan) {
                arguments += ["--shared-page", file.path, name, String(plan.files)]
                continue
            }
            arguments += ["--page", file.path, name, String(plan.files)]
            outputs += (0..<plan.files).map { output.appending(path: "\(name)-\($0).swift") }
        }
        if arguments.contains("--page") || arguments.contains("--shared-page") {
            let sharedFile = library.name + "_documentation.swift"
            arguments += ["--shared-file", sharedFile]
            outputs.append(output.appending(path: sharedFile))
        }
        for tutorial in tutorials {
            let name = outputName(of: tutorial)
            arguments += ["--tutorial", tutorial.path, name]
            outputs.append(output.appending(path: name + ".swift"))
        }
        guard !outputs.isEmpty else { return nil }
        return .buildCommand(
            displayName: "Extracting the documentation of \(library.name) as client code", executable: tool,
            arguments: arguments, inputFiles: files + tutorials + codeFiles, outputFiles: outputs)
    }

    /// The name of the outputs of `file`: its path in the library, after the library's name, since
    /// a test target may depend on two libraries whose catalogs both hold `Docs.docc/Intro.md`.
    private func outputName(of file: URL) -> String {
        let folder = library.directoryURL.path + "/"
        let relative = file.path.hasPrefix(folder) ? String(file.path.dropFirst(folder.count)) : file.lastPathComponent
        return library.name + "_" + relative.replacingOccurrences(of: "/", with: "_")
    }

    /// What becomes of `file` (``ClientFileBound/SourcePlan``): how many files the tool may write
    /// for it, no fewer than it does (for a Markdown page one, unless a block declares again what
    /// an earlier one declared; for a Swift file, one per fence or indented run of its doc
    /// comments), and, for a page, what its blocks may declare and use: a page whose code is one
    /// unit goes into the shared file when nothing there may clash with it. Every file is compiled,
    /// and SwiftPM prints an error once per file of its batch. The tool's `ClientTestFiles` checks
    /// that the numbers hold. `imported` are the modules every client file imports.
    static func plan(of file: URL, importing imported: Set<String>) -> ClientFileBound.SourcePlan {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            return ClientFileBound.SourcePlan(markdown: "")
        }
        let text = String(decoding: data, as: UTF8.self)
        return file.pathExtension == "md"
            ? ClientFileBound.SourcePlan(markdown: text, imported: imported)
            : ClientFileBound.SourcePlan(swiftSource: text)
    }
}
