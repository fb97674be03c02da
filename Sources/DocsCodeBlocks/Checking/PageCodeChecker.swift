import DocsMarkup
import DocsSupport
import Foundation

/// Checks what `swift build` cannot: that the page's files type-check after every tutorial step,
/// not only at the end, and that every expected failure fails with its message.
package struct PageCodeChecker: Sendable {
    /// The compiler.
    package var typeChecker: SwiftTypeChecker

    /// Creates a checker.
    package init(typeChecker: SwiftTypeChecker) {
        self.typeChecker = typeChecker
    }

    /// The problems of a page, at Markdown locations; empty when every step and expected
    /// failure checks out. The checks run on all cores.
    package func problems(in page: PageCode) throws -> [Diagnostic] {
        try problems(in: page, includingFinalState: false)
    }

    /// The same problems, and with `includingFinalState` those of the page's files after its
    /// last block too, which `swift build` compiles where the page's target applies the build
    /// plugin: a DocC tutorial's files, checked as a program of their own.
    package func problems(in page: PageCode, includingFinalState: Bool) throws -> [Diagnostic] {
        let final = includingFinalState && !page.files.final.files(test: false).isEmpty ? [Job.final] : []
        let jobs =
            final + page.files.stepsToCheck.map { Job.step($0) } + page.files.expectedFailures.map { Job.failure($0) }
        // A pthread lock (`LockedValue`), which the thread sanitizer sees; it reported races
        // through `Synchronization.Mutex`, whose futexes it cannot.
        let results = LockedValue<[Int: Result<[Diagnostic], any Error>]>([:])
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let result = Result { try check(jobs[index], in: page) }
            results.withLock { $0[index] = result }
        }
        return try results.withLock { results in try jobs.indices.flatMap { try results[$0]?.get() ?? [] } }
    }

    /// The same checks, waited for without holding one of Swift Concurrency's few threads while
    /// the compilers run (they run on Dispatch's threads).
    package func problems(in page: PageCode) async throws -> [Diagnostic] {
        try await offTheConcurrencyPool { try problems(in: page) as [Diagnostic] }
    }

    private enum Job: Sendable {
        case final
        case step(PageFiles.Checkpoint)
        case failure(PageFiles.ExpectedFailure)
    }

    private func check(_ job: Job, in page: PageCode) throws -> [Diagnostic] {
        switch job {
        case .final:
            let files = [
                GeneratedFile(
                    name: "Final.swift",
                    text: GeneratedSources.source(of: page.files.final.files(test: false), in: page))
            ]
            return try typeChecker.typeCheck(files, moduleName: "Final", throughSIL: true).filter { $0.kind == "error" }
                .map { Diagnostic(at: $0.location, $0.message) }
        case .step(let checkpoint):
            let source = GeneratedSources.source(of: checkpoint.snapshot.files(test: false), in: page)
            let reported = try typeChecker.typeCheck(source, moduleName: "Step\(checkpoint.step)")
            return reported.filter { $0.kind == "error" || $0.kind == "warning" }.map { diagnostic in
                checkpoint.isBeforeReplacement
                    ? Diagnostic(
                        at: diagnostic.location,
                        "before the block at \(checkpoint.location) replaces its file: \(diagnostic.message)",
                        hint: "every version of a file the page shows must compile as the reader has it then")
                    : Diagnostic(
                        at: diagnostic.location, "after step \(checkpoint.step): \(diagnostic.message)",
                        hint: "every step's code must compile as the reader has it then",
                        notes: [Diagnostic.Note(at: checkpoint.location, "step \(checkpoint.step) ends here")])
            }
        case .failure(let failure):
            let files =
                failure.snapshot.files(test: false) + [
                    SwiftFile(
                        key: SwiftFileKey(name: "ExpectedFailure.swift", isTest: false), lines: failure.block.lines)
                ]
            let reported = try typeChecker.typeCheck(
                GeneratedSources.source(of: files, in: page), moduleName: "ExpectedFailure")
            return ExpectedFailureVerdict(failure: failure, reported: reported).problems
        }
    }
}
