import ArgumentParser
import DocsMarkup
import DocsSite
import Foundation

/// `napkin-docs build`: reads the sources, writes the site, reports every problem at once.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the documentation site.",
        discussion: """
        Reads every .md file of the source directories, checks them (directives, links, \
        titles), and writes the site to the output directory. The site is built beside the \
        output directory and swapped in whole, so a failed build leaves the previous site \
        as it was. The same sources always give the same bytes.

        Problems are printed to standard error as file:line:column: error: message, all of \
        them in one run, and the exit status is then 1.
        """
    )

    @OptionGroup var site: SiteOptions

    func run() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        do {
            let options = try site.buildOptions(currentDirectory: currentDirectory)
            let summary = try DocumentationBuild(options: options).run()
            let elapsed = clock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let output = SourceReader(baseDirectory: currentDirectory).displayPath(of: options.outputDirectory)
            let pages = summary.pageCount == 1 ? "1 page" : "\(summary.pageCount) pages"
            print("Built \(pages) (\(summary.fileCount) files) into \(output) in \(String(format: "%.2f", seconds)) s")
        } catch let error as DiagnosticError {
            StandardError.print(error.description)
            let count = error.diagnostics.filter { $0.severity == .error }.count
            StandardError.print("error: the build failed with \(count == 1 ? "1 error" : "\(count) errors"); nothing was written")
            throw ExitCode.failure
        } catch let error as BuildError {
            StandardError.print(error.description)
            throw ExitCode.failure
        }
    }
}
