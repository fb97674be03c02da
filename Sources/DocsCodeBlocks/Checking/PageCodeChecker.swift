import DocsMarkup
import DocsSupport
import Foundation

/// Checks what `swift build` cannot: that the page's files compile after every tutorial step,
/// not only at the end, and that every expected failure fails with its message.
package struct PageCodeChecker: Sendable {
    /// The compiler.
    package var typeChecker: SwiftTypeChecker

    /// Creates a checker.
    package init(typeChecker: SwiftTypeChecker) {
        self.typeChecker = typeChecker
    }

    /// The problems of a page, at Markdown locations, and its compilations; no problems when
    /// every step and expected failure checks out. With `includingFinalState`, the page's files
    /// after its last block are compiled too, as `swift build` compiles them where the page's
    /// target applies the build plugin: a DocC tutorial's files, checked as a program of their
    /// own. The checks run on all cores.
    package func check(_ page: PageCode, includingFinalState: Bool = false) throws -> PageCodeCheck {
        let final = includingFinalState && !page.files.final.files(test: false).isEmpty ? [Job.final] : []
        let jobs =
            final + page.files.stepsToCheck.map { Job.step($0) } + page.files.expectedFailures.map { Job.failure($0) }
        // A pthread lock (`LockedValue`), which the thread sanitizer sees; it reported races
        // through `Synchronization.Mutex`, whose futexes it cannot.
        let results = LockedValue<[Int: Result<PageCodeCheck, any Error>]>([:])
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let result = Result { try check(jobs[index], in: page) }
            results.withLock { $0[index] = result }
        }
        return try results.withLock { results in
            try jobs.indices.reduce(PageCodeCheck()) { try $0 + (results[$1]?.get() ?? PageCodeCheck()) }
        }
    }

    /// The same check, waited for without holding one of Swift Concurrency's few threads while
    /// the compilers run (they run on Dispatch's threads).
    package func check(_ page: PageCode, includingFinalState: Bool = false) async throws -> PageCodeCheck {
        try await offTheConcurrencyPool { try check(page, includingFinalState: includingFinalState) as PageCodeCheck }
    }

    private enum Job: Sendable {
        case final
        case step(PageFiles.Checkpoint)
        case failure(PageFiles.ExpectedFailure)
    }

    private func check(_ job: Job, in page: PageCode) throws -> PageCodeCheck {
        switch job {
        case .final:
            let files = page.files.final.files(test: false)
            return try compile(files, of: page, at: page.startLocation) {
                $0.kind == "error" ? Diagnostic(id: .compileError, at: $0.location, $0.message) : nil
            }
        case .step(let checkpoint):
            return try compile(checkpoint.snapshot.files(test: false), of: page, at: checkpoint.location) {
                guard $0.kind == "error" || $0.kind == "warning" else { return nil }
                switch checkpoint.point {
                case .beforeReplacement:
                    return Diagnostic(
                        id: .compileError, at: $0.location,
                        "before the block at \(checkpoint.location) replaces its file: \($0.message)",
                        hint: "every version of a file the page shows must compile as the reader has it then")
                case .afterStep(let step):
                    return Diagnostic(
                        id: .compileError, at: $0.location, "after step \(step): \($0.message)",
                        hint: "every step's code must compile as the reader has it then",
                        notes: [Diagnostic.Note(at: checkpoint.location, "step \(step) ends here")])
                }
            }
        case .failure(let failure):
            let files =
                failure.snapshot.files(test: false) + [
                    SwiftFile(
                        key: SwiftFileKey(name: "ExpectedFailure.swift", isTest: false), lines: failure.block.lines)
                ]
            // Through the SIL stage, where an error such as a value sent across isolation is found.
            let reported = try typeChecker.typeCheck(
                [
                    GeneratedFile(
                        name: "NapkinDocsExpectedFailure.swift", text: GeneratedSources.source(of: files, in: page))
                ],
                moduleName: "ExpectedFailure", throughSIL: true)
            return PageCodeCheck(problems: ExpectedFailureVerdict(failure: failure, reported: reported).problems)
        }
    }

    /// Compiles `files` of `page` through the SIL stage, their diagnostics made problems by
    /// `problem`; `location` is where to say so if the compiler never gets to them.
    private func compile(
        _ files: [SwiftFile], of page: PageCode, at location: SourceLocation,
        problem: (CompilerDiagnostic) -> Diagnostic?
    ) throws -> PageCodeCheck {
        let lines = PageCodeCheck.lines(of: files, in: page)
        let unit = ProvenCompilation.Unit(
            files: [
                GeneratedFile(name: "NapkinDocsPageState.swift", text: GeneratedSources.source(of: files, in: page))
            ], lines: lines
        )
        let outcome = try ProvenCompilation(typeChecker: typeChecker).compile([unit], together: true)[0]
        return PageCodeCheck.of(outcome, lines: lines, at: location, problem: problem)
    }
}
