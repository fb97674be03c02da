import DocsMarkup

/// What the checks of a page's code found: the problems, and every compilation of the page's
/// files with the lines it held and how far the compiler provably went.
package struct PageCodeCheck: Sendable {
    /// One compilation of a state of the page's files.
    package struct Compilation: Sendable {
        /// The lines of the page (and of its `@Code` files) it held.
        package var lines: Set<PageLine>
        /// How far the compiler went with them.
        package var reach: ProvenCompilation.Reach
    }

    /// The problems, at their places in the page.
    package var problems: [Diagnostic] = []
    /// Every compilation of the page's files.
    package var compilations: [Compilation] = []

    package init(problems: [Diagnostic] = [], compilations: [Compilation] = []) {
        self.problems = problems
        self.compilations = compilations
    }

    /// Both checks' problems and compilations.
    package static func + (first: PageCodeCheck, second: PageCodeCheck) -> PageCodeCheck {
        PageCodeCheck(
            problems: first.problems + second.problems, compilations: first.compilations + second.compilations)
    }

    /// The lines of `files` of `page`.
    static func lines(of files: [SwiftFile], in page: PageCode) -> Set<PageLine> {
        Set(files.flatMap { file in file.lines.map { PageLine($0, onPage: page.sourcePath.string) } })
    }

    /// The check of one compilation: what the compiler reported, as problems made by `problem`
    /// (`nil` to drop one), and, when it never got to the files, a problem at `location` that says so.
    static func of(
        _ outcome: ProvenCompilation.Outcome, lines: Set<PageLine>, at location: SourceLocation,
        problem: (CompilerDiagnostic) -> Diagnostic?
    ) -> PageCodeCheck {
        var problems = outcome.diagnostics.compactMap(problem)
        if case .notReached(let cause) = outcome.reach {
            problems.append(Self.notReached(at: location, cause: cause))
        }
        return PageCodeCheck(problems: problems, compilations: [Compilation(lines: lines, reach: outcome.reach)])
    }

    /// The error of code the compiler never showed it got to.
    package static func notReached(at location: SourceLocation, cause: CompilerDiagnostic?) -> Diagnostic {
        Diagnostic(
            id: .blockNotReached, at: location, notReachedMessage(cause: cause),
            hint: "mend the error named here first; the code is checked once the compiler gets to it")
    }

    /// What the error of code the compiler never showed it got to says.
    static func notReachedMessage(cause: CompilerDiagnostic?) -> String {
        let reason = cause.map { "\($0.location): \($0.message)" } ?? "it said nothing"
        return "the compiler stopped before it checked this code (\(reason))"
    }
}

/// What became of each Swift block of a page compiled as its files (``PageFiles``), read from the
/// problems the checks reported at its lines and how far the compilations that held it went.
package enum PageOutcomes {
    /// Each Swift block's outcome, by its index in `page.blocks`, when `problems` are every
    /// problem the checks of the page's code found (at the page's lines).
    package static func of(
        _ page: PageCode, problems: [Diagnostic], compilations: [PageCodeCheck.Compilation]
    ) -> [Int: BlockCheckOutcome] {
        var outcomes: [Int: BlockCheckOutcome] = [:]
        for (index, block) in page.blocks.enumerated() where block.language == "swift" {
            let lines = Set(block.lines.map { PageLine($0, onPage: page.sourcePath.string) })
            // An error on the fence's line is the block's too (a misused info string).
            let failure = problems.first {
                $0.severity == .error
                    && (lines.contains(PageLine($0.location)) || PageLine($0.location) == PageLine(block.location))
            }
            switch block.role {
            case .code:
                outcomes[index] = failure.map { .failed($0.message) } ?? outcome(of: lines, in: compilations)
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

    /// What became of code without an error at its lines: compiled when a compilation that held
    /// them all went through the SIL stage; type-checked only when every one stopped short.
    private static func outcome(of lines: Set<PageLine>, in compilations: [PageCodeCheck.Compilation])
        -> BlockCheckOutcome
    {
        let holding = compilations.filter { lines.isSubset(of: $0.lines) }
        if holding.contains(where: { $0.reach == .throughSIL }) { return .compiled }
        for compilation in holding {
            switch compilation.reach {
            case .typeCheckedOnly(let error): return .typeCheckedOnly(stoppedBy: error)
            case .notReached(let cause): return .failed(PageCodeCheck.notReachedMessage(cause: cause))
            case .throughSIL: continue
            }
        }
        // The lines the compiler saw: the files after the last block, after every step checked,
        // before every expected failure. A block replaced before any of those is not among them.
        return .shownOnly(
            "Replaced by a later block of its page before anything compiled it; put the two in separate steps to check both."
        )
    }
}

extension BlockCheckOutcome {
    /// The outcome of code that type-checks and that `error`, compiled with it, kept from the
    /// compiler's SIL stage; `place` says where the error is when its location means nothing to
    /// a reader, `message` the error as the reader should read it.
    package static func typeCheckedOnly(
        stoppedBy error: CompilerDiagnostic, place: String? = nil, message: String? = nil
    ) -> BlockCheckOutcome {
        .typeCheckedOnly(
            "the compiler stopped at \(place ?? "\(error.location)") ('\(message ?? error.message)') before its later checks"
        )
    }
}
