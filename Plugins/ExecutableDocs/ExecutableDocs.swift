import Foundation
import PackagePlugin

/// Compiles the Swift blocks of documentation pages.
///
/// On a target whose folder holds Markdown pages (`Tutorials/LoginFlow/LoginFlow.md` beside a
/// Swift file of its own), it adds each page's compiled blocks to the target. On a test target,
/// it adds the test blocks and output checks of the pages of the targets it depends on.
/// Every extracted line is mapped back to its Markdown line, so errors point at the page.
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
        return pages.isEmpty ? [] : [Self.command(tool: tool.url, pages: pages, output: output, mainModule: nil)]
    }

    /// The Markdown pages in the target's own folder, in name order.
    static func pages(of target: SwiftSourceModuleTarget) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: target.directoryURL.path)) ?? []
        return names.filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted().map { target.directoryURL.appending(path: $0) }
    }

    /// The command that extracts `pages`. The output names are `GeneratedSources.fileName(page:isTest:)`
    /// and its support files' names, written again here because a plugin cannot link a library;
    /// were they ever to differ, the build fails on the missing output rather than compile too little.
    static func command(tool: URL, pages: [URL], output: URL, mainModule: String?) -> Command {
        let isTest = mainModule != nil
        let outputs = pages.map { page in
            output.appending(path: page.deletingPathExtension().lastPathComponent + (isTest ? ".md.tests.swift" : ".md.swift"))
        } + [output.appending(path: isTest ? "NapkinDocsOutputTests.swift" : "NapkinDocsOutput.swift")]
        var arguments = ["--output", output.path]
        if let mainModule { arguments += ["--tests", mainModule] }
        arguments += pages.map(\.path)
        return .buildCommand(displayName: "Extracting the Swift blocks of \(pages.count) page(s)\(isTest ? " (tests)" : "")",
                             executable: tool, arguments: arguments, inputFiles: pages, outputFiles: outputs)
    }
}
