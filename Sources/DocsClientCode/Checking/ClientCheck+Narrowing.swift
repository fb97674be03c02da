import DocsCodeBlocks

extension ClientCheck {
    /// What the compiler said of one checked block, and how far it went with it.
    struct BlockEvidence: Sendable {
        /// The block's diagnostics (and, for a unit's first block, those of the code wrapped
        /// around the unit's blocks, named by the file's name).
        var diagnostics: [CompilerDiagnostic]
        /// How far the compiler went with the block.
        var reach: ProvenCompilation.Reach
    }

    /// Each job's checked blocks' evidence, by job and by position in the unit.
    ///
    /// An error anywhere in a unit keeps the whole unit from the compiler's SIL stage, so the
    /// other blocks were only type-checked. The unit is compiled again without the blocks that
    /// had errors (and then without its context, when the error was there), until what is left
    /// goes through that stage: its blocks are then compiled, or failed with what only that stage
    /// finds. A block that has errors only once another is left out builds on it, and stays
    /// type-checked only, with the error that first stopped the compiler. `started` are first
    /// narrowings already compiled, in a round shared with other work, and what became of them.
    func evidence(
        of jobs: [Job], _ results: [ProvenCompilation.Outcome], pages: [ClientPage],
        started: [(Narrowing, ProvenCompilation.Outcome)] = []
    ) throws -> [[BlockEvidence]] {
        var evidence = zip(jobs, results).map { job, result in
            job.unit.checked.indices.map { position in
                BlockEvidence(
                    diagnostics: Self.diagnostics(of: position, in: job, result.diagnostics, pages: pages),
                    reach: result.reach)
            }
        }
        let startedJobs = Set(started.map(\.0.job))
        var open =
            Self.firstNarrowings(
                of: jobs, results, among: jobs.indices.filter { !startedJobs.contains($0) }, pages: pages)
            + advance(started, jobs: jobs, pages: pages, evidence: &evidence)
        while !open.isEmpty {
            let narrowed = open.map { $0.narrowed(jobs[$0.job]) }
            open = advance(
                Array(zip(open, try compile(narrowed, of: pages))), jobs: jobs, pages: pages, evidence: &evidence)
        }
        return evidence
    }

    /// For each job of `indices` that a type error kept from the SIL stage, its blocks without an
    /// error of their own, to compile again without the others.
    static func firstNarrowings(
        of jobs: [Job], _ results: [ProvenCompilation.Outcome], among indices: [Int], pages: [ClientPage]
    ) -> [Narrowing] {
        indices.compactMap { index in
            let job = jobs[index]
            guard job.unit.expectedFailure == nil, case .typeCheckedOnly = results[index].reach else { return nil }
            let failing = job.unit.checked.indices.map { position in
                diagnostics(of: position, in: job, results[index].diagnostics, pages: pages).contains {
                    $0.kind == "error"
                }
            }
            let rest = job.unit.checked.indices.filter { !failing[$0] }
            guard !rest.isEmpty else { return nil }
            // When none of its blocks failed, the error was in the context.
            return Narrowing(job: index, positions: rest, withoutContext: !failing.contains(true))
        }
    }

    /// Records what the narrowed units' compilation proved, and returns the narrowings left to try.
    private func advance(
        _ compiled: [(Narrowing, ProvenCompilation.Outcome)], jobs: [Job], pages: [ClientPage],
        evidence: inout [[BlockEvidence]]
    ) -> [Narrowing] {
        var next: [Narrowing] = []
        for (entry, outcome) in compiled {
            let job = entry.narrowed(jobs[entry.job])
            let found = job.unit.checked.indices.map {
                Self.diagnostics(of: $0, in: job, outcome.diagnostics, pages: pages)
            }
            switch outcome.reach {
            case .throughSIL:
                for (offset, position) in entry.positions.enumerated() {
                    evidence[entry.job][position] = BlockEvidence(diagnostics: found[offset], reach: .throughSIL)
                }
            case .typeCheckedOnly:
                let clean = entry.positions.indices.filter { !found[$0].contains { $0.kind == "error" } }
                if clean.count == entry.positions.count {
                    if !entry.withoutContext {
                        next.append(Narrowing(entry.positions, of: entry, withoutContext: true))
                    }
                } else if !clean.isEmpty {
                    next.append(
                        Narrowing(clean.map { entry.positions[$0] }, of: entry, withoutContext: entry.withoutContext))
                }
            case .notReached:
                continue
            }
        }
        return next
    }

    /// A unit to compile again with fewer of its blocks.
    struct Narrowing {
        /// The job's index.
        var job: Int
        /// The positions of the blocks it keeps.
        var positions: [Int]
        /// Whether the context is left out.
        var withoutContext: Bool

        init(job: Int, positions: [Int], withoutContext: Bool) {
            (self.job, self.positions, self.withoutContext) = (job, positions, withoutContext)
        }

        init(_ positions: [Int], of other: Narrowing, withoutContext: Bool) {
            self.init(job: other.job, positions: positions, withoutContext: withoutContext)
        }

        /// `job` with only these blocks.
        func narrowed(_ job: Job) -> Job {
            var job = job
            job.unit.checked = positions.map { job.unit.checked[$0] }
            if withoutContext { job.unit.context = [] }
            return job
        }
    }

    /// The diagnostics of the block at `position` of `job`'s unit: those at its lines, and for
    /// the first block, those of the code wrapped around the blocks.
    private static func diagnostics(
        of position: Int, in job: Job, _ diagnostics: [CompilerDiagnostic], pages: [ClientPage]
    ) -> [CompilerDiagnostic] {
        let page = pages[job.page]
        let lines = Set(
            page.blocks[job.unit.checked[position].block].lines.map { PageLine($0, onPage: page.sourcePath) })
        return diagnostics.filter { diagnostic in
            lines.contains(PageLine(diagnostic.location)) || (position == 0 && diagnostic.location.file == job.fileName)
        }
    }
}
