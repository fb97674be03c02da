import DocsMarkup
import Foundation

/// Checks the pages of a documentation target laid out for the build plugin (napkin's
/// `Articles/`, a tutorial's folder under `Tutorials/`) as the plugin has `swift build` and
/// `swift test` compile them: every page's code and test code as one module, then each tutorial
/// step's state and each expected failure on its own (``PageCodeChecker``). Every compilation
/// goes through the SIL stage with proof (``ProvenCompilation``): pages kept from it by another
/// page's error are compiled again without that page.
package struct TargetPagesChecker: Sendable {
    /// The compiler, with the build's modules to import.
    package var typeChecker: SwiftTypeChecker

    package init(typeChecker: SwiftTypeChecker) {
        self.typeChecker = typeChecker
    }

    /// The checks of the pages of the target named `target`, in the order of `pages`, their
    /// problems at their places in the pages.
    package func check(target: String, pages: [PageCode]) throws -> [PageCodeCheck] {
        // The target's code and its test code in one module, as its test target sees it through
        // `@testable import`; the test files import this module, which the compiler ignores.
        let module = "NapkinDocsPages_" + String(target.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        let units = pages.map { page in
            let tests =
                page.files.final.files(test: true).isEmpty && page.outputs.isEmpty
                ? [] : [GeneratedSources.testFile(for: page, mainModule: module)]
            // The output tests are written at their output blocks.
            let outputLines = page.outputs.flatMap { output in
                [PageLine(output.block.location)]
                    + output.block.lines.map { PageLine($0, onPage: page.sourcePath.string) }
            }
            return ProvenCompilation.Unit(
                files: [GeneratedSources.mainFile(for: page)] + tests,
                lines: PageCodeCheck.lines(of: page.files.final.files, in: page).union(outputLines))
        }
        var compilation = ProvenCompilation(typeChecker: typeChecker)
        compilation.moduleName = module
        let outcomes = try compilation.compile(units, sharing: [GeneratedSources.mainSupport], together: true)
        let checker = PageCodeChecker(typeChecker: typeChecker)
        return try zip(pages, zip(units, outcomes)).map { page, compiled in
            let inTarget = PageCodeCheck.of(compiled.1, lines: compiled.0.lines, at: page.startLocation) {
                $0.kind == "error" ? Diagnostic(id: .compileError, at: $0.location, $0.message) : nil
            }
            return try inTarget + checker.check(page)
        }
    }
}
