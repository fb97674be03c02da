import DocsMarkup
import Foundation

/// Checks the pages of a documentation target laid out for the build plugin (napkin's
/// `Articles/`, a tutorial's folder under `Tutorials/`) as the plugin has `swift build` and
/// `swift test` compile them: every page's code and test code as one module, then each tutorial
/// step's state and each expected failure on its own (``PageCodeChecker``).
package struct TargetPagesChecker: Sendable {
    /// The compiler, with the build's modules to import.
    package var typeChecker: SwiftTypeChecker

    package init(typeChecker: SwiftTypeChecker) {
        self.typeChecker = typeChecker
    }

    /// The errors of the pages of the target named `target`, at their places in the pages.
    package func problems(inTarget target: String, pages: [PageCode]) throws -> [Diagnostic] {
        // The target's code and its test code in one module, as its test target sees it through
        // `@testable import`; the test files import this module, which the compiler ignores.
        let module = "NapkinDocsPages_" + String(target.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        let files =
            pages.map(GeneratedSources.mainFile(for:)) + [GeneratedSources.mainSupport]
            + pages.filter { !$0.files.final.files(test: true).isEmpty || !$0.outputs.isEmpty }.map {
                GeneratedSources.testFile(for: $0, mainModule: module)
            }
        let compiled = try typeChecker.typeCheck(files, moduleName: module, throughSIL: true).filter {
            $0.kind == "error"
        }.map { Diagnostic(at: $0.location, $0.message) }
        let checker = PageCodeChecker(typeChecker: typeChecker)
        return try compiled + pages.flatMap { try checker.problems(in: $0) }
    }
}

/// What became of each Swift block of a page, read from the problems the compiler's checks
/// reported at its lines: the outcomes of a page compiled as its files (``PageFiles``).
package enum PageOutcomes {
    /// Each Swift block's outcome, by its index in `page.blocks`, when `problems` are every
    /// problem the checks of the page's code found (at the page's lines).
    package static func of(_ page: PageCode, problems: [Diagnostic]) -> [Int: BlockCheckOutcome] {
        var outcomes: [Int: BlockCheckOutcome] = [:]
        // The lines the compiler saw: the files after the last block, after every step checked,
        // before every expected failure. A block replaced before any of those is not among them.
        let snapshots =
            [page.files.final] + page.files.stepsToCheck.map(\.snapshot) + page.files.expectedFailures.map(\.snapshot)
        let compiledLines = Set(
            snapshots.flatMap { snapshot in
                snapshot.files.flatMap { file in file.lines.map { PageLine($0, onPage: page.sourcePath) } }
            })
        for (index, block) in page.blocks.enumerated() where block.language == "swift" {
            let lines = Set(
                block.lines.map { PageLine($0, onPage: page.sourcePath) }
                    + [PageLine(block.location)])
            let failure = problems.first { $0.severity == .error && lines.contains(PageLine($0.location)) }
            switch block.role {
            case .code:
                let seen = block.lines.allSatisfy { compiledLines.contains(PageLine($0, onPage: page.sourcePath)) }
                outcomes[index] =
                    failure.map { .failed($0.message) }
                    ?? (seen
                        ? .compiled
                        : .shownOnly(
                            "Replaced by a later block of its page before anything compiled it; put the two in separate steps to check both."
                        ))
            case .expectedFailure:
                outcomes[index] = failure.map { .failed($0.message) } ?? .failedAsExpected
            case .shownOnly(let reason):
                outcomes[index] = .shownOnly(reason)
            case .output, .plain:
                continue
            }
        }
        return outcomes
    }
}
