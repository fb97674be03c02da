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

    /// The evidence of `job`'s checked blocks, by position in the unit, from its `outcome`.
    static func evidence(of job: Job, _ outcome: ProvenCompilation.Outcome, pages: [ClientPage]) -> [BlockEvidence] {
        job.unit.checked.indices.map { position in
            BlockEvidence(
                diagnostics: diagnostics(of: position, in: job, outcome.diagnostics, pages: pages), reach: outcome.reach
            )
        }
    }

    /// When a type error kept `job` (at `index`) from the SIL stage, its blocks without an error
    /// of their own, to compile again without the others.
    ///
    /// An error anywhere in a unit keeps the whole unit from the compiler's SIL stage, so the
    /// other blocks were only type-checked. The unit is compiled again without the blocks that
    /// had errors (and then without its context, when the error was there), until what is left
    /// goes through that stage: its blocks are then compiled, or failed with what only that stage
    /// finds. A block that has errors only once another is left out builds on it, and stays
    /// type-checked only, with the error that first stopped the compiler.
    static func firstNarrowing(
        of job: Job, _ index: Int, _ outcome: ProvenCompilation.Outcome, pages: [ClientPage]
    ) -> Narrowing? {
        guard job.unit.expectedFailure == nil, case .typeCheckedOnly = outcome.reach else { return nil }
        let failing = job.unit.checked.indices.map { position in
            diagnostics(of: position, in: job, outcome.diagnostics, pages: pages).contains { $0.kind == "error" }
        }
        let rest = job.unit.checked.indices.filter { !failing[$0] }
        guard !rest.isEmpty else { return nil }
        // When none of its blocks failed, the error was in the context.
        return Narrowing(job: index, positions: rest, withoutContext: !failing.contains(true))
    }

    /// Records what compiling `narrowing` of `job` proved, and returns the narrowing left to try.
    static func advance(
        _ narrowing: Narrowing, _ job: Job, _ outcome: ProvenCompilation.Outcome, pages: [ClientPage],
        evidence: inout [[BlockEvidence]]
    ) -> Narrowing? {
        let narrowed = narrowing.narrowed(job)
        let found = narrowed.unit.checked.indices.map {
            diagnostics(of: $0, in: narrowed, outcome.diagnostics, pages: pages)
        }
        switch outcome.reach {
        case .throughSIL:
            for (offset, position) in narrowing.positions.enumerated() {
                evidence[narrowing.job][position] = BlockEvidence(diagnostics: found[offset], reach: .throughSIL)
            }
        case .typeCheckedOnly:
            let clean = narrowing.positions.indices.filter { !found[$0].contains { $0.kind == "error" } }
            if clean.count == narrowing.positions.count {
                if !narrowing.withoutContext {
                    return Narrowing(narrowing.positions, of: narrowing, withoutContext: true)
                }
            } else if !clean.isEmpty {
                return Narrowing(
                    clean.map { narrowing.positions[$0] }, of: narrowing, withoutContext: narrowing.withoutContext)
            }
        case .notReached:
            break
        }
        return nil
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
