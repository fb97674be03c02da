import Foundation
import PackagePlugin

/// Compiles the Swift blocks of documentation pages.
///
/// On a target whose folder holds Markdown pages (`Tutorials/LoginFlow/LoginFlow.md` beside a
/// Swift file of its own), it adds each page's compiled blocks to the target; on a target whose
/// folder holds a DocC catalog (`Sources/Kit/Kit.docc`), the Swift files its tutorials'
/// `@Code` directives show. On a test target, it adds the test blocks and output checks of the
/// pages of the targets it depends on. Every extracted line is mapped back to the line it was
/// written on, so errors point at the page or at the tutorial's file.
@main
struct ExecutableDocs: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let tool = try context.tool(named: "napkin-docs-extract")
        let output = context.pluginWorkDirectoryURL.appending(path: "Extracted")

        if target.kind == .test {
            let documented = target.dependencies.compactMap { dependency -> SwiftSourceModuleTarget? in
                if case .target(let dependency) = dependency { return dependency as? SwiftSourceModuleTarget }
                return nil
            }.filter { !Self.pages(of: $0).isEmpty }
            guard documented.count == 1, let main = documented.first else {
                if documented.count > 1 {
                    Diagnostics.error("\(target.name) depends on \(documented.count) documentation targets; give each its own test target")
                }
                return []
            }
            return [Self.command(tool: tool.url, pages: Self.pages(of: main), output: output, mainModule: main.name)]
        }
        let pages = Self.pages(of: target)
        let catalogs = Self.catalogs(of: target)
        let tutorials = catalogs.flatMap { $0.tutorials }
        // Each page's code is written to a file named after the page: two of a name would clash.
        let byName = Dictionary(grouping: pages + tutorials, by: \.lastPathComponent)
        let clashes = byName.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }
        for (name, clashing) in clashes {
            Diagnostics.error("\(target.name) has two pages named \(name), \(clashing[0].path) and \(clashing[1].path), whose extracted code would have the same file name; rename one",
                              file: clashing[1].path, line: nil)
        }
        guard clashes.isEmpty else { return [] }
        guard !(pages + tutorials).isEmpty else { return [] }
        return [Self.command(tool: tool.url, pages: pages + tutorials, output: output, mainModule: nil,
                             otherInputs: catalogs.flatMap { $0.swiftFiles })]
    }

    /// The Markdown pages in the target's own folder, in name order.
    static func pages(of target: SwiftSourceModuleTarget) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: target.directoryURL.path)) ?? []
        return names.filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted().map { target.directoryURL.appending(path: $0) }
    }

    /// The DocC catalogs in the target's own folder (`Kit.docc`), each with its tutorial files
    /// and the Swift files their `@Code` directives may show, in path order.
    static func catalogs(of target: SwiftSourceModuleTarget) -> [(tutorials: [URL], swiftFiles: [URL])] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: target.directoryURL.path)) ?? []
        return names.filter { $0.hasSuffix(".docc") && !$0.hasPrefix(".") }.sorted().map { name in
            let catalog = target.directoryURL.appending(path: name)
            let files = (FileManager.default.subpaths(atPath: catalog.path) ?? [])
                .filter { path in !path.split(separator: "/").contains { $0.hasPrefix(".") } }.sorted().map { catalog.appending(path: $0) }
            return (files.filter { $0.lastPathComponent.hasSuffix(".tutorial") }, files.filter { $0.pathExtension == "swift" })
        }
    }

    /// The command that extracts `pages`; `otherInputs` are files the pages show (a tutorial's
    /// `@Code` files), whose change extracts again. The output names are
    /// `GeneratedSources.fileName(sourcePath:isTest:)` and its support files' names, written again
    /// here because a plugin cannot link a library; were they ever to differ, the build fails on
    /// the missing output rather than compile too little.
    static func command(tool: URL, pages: [URL], output: URL, mainModule: String?, otherInputs: [URL] = []) -> Command {
        let isTest = mainModule != nil
        let outputs = pages.map { page in
            output.appending(path: page.lastPathComponent + (isTest ? ".tests.swift" : ".swift"))
        } + [output.appending(path: isTest ? "NapkinDocsOutputTests.swift" : "NapkinDocsOutput.swift")]
        var arguments = ["--output", output.path]
        if let mainModule { arguments += ["--tests", mainModule] }
        arguments += pages.map(\.path)
        return .buildCommand(displayName: "Extracting the Swift blocks of \(pages.count) page(s)\(isTest ? " (tests)" : "")",
                             executable: tool, arguments: arguments, inputFiles: pages + otherInputs, outputFiles: outputs)
    }
}
