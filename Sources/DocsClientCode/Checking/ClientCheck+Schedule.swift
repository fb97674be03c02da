import DocsCodeBlocks
import DocsMarkup

extension ClientCheck {
    /// What the compiler proved of every job's blocks, and the jobs as they were last compiled
    /// (some with ``fallbackImports``).
    struct Compiled {
        var jobs: [Job]
        /// Each job's checked blocks' evidence, by job and by position in the unit.
        var evidence: [[BlockEvidence]]
        /// For each page, the names its blocks use that ``fallbackImports`` resolved.
        var namesFoundByImports: [Set<String>]
        /// By job, the stand-ins of the names its page never declares, and its checked blocks'
        /// evidence compiled with them (``StandIns``): never a block's outcome, only what it says
        /// of drift.
        var standIns: [Int: (standIns: StandIns, evidence: [BlockEvidence])] = [:]
    }

    /// A compilation of a job, or of a version of it.
    private enum Attempt {
        /// The job as written.
        case first(job: Int)
        /// The job with ``fallbackImports``: it named what an import can give.
        case withFallbackImports(Job, job: Int)
        /// The job with fewer of its blocks, as it last compiled (``evidence(of:_:pages:)``).
        case narrowing(Narrowing)
        /// The job with stand-ins for the names its page never declares.
        case withStandIns(Job, job: Int)
    }

    /// Compiles `jobs`, and whatever their outcomes call for, in shared rounds of compilers
    /// (``ProvenCompilation/Rounds``): a job that names what an import can give is compiled
    /// again with ``fallbackImports``, and kept so where that helps; a job that a type error kept
    /// from the SIL stage is compiled again without its failing blocks, until what is left goes
    /// through it. Each follow-up starts in the round after the outcome that asks for it, beside
    /// the other jobs' follow-ups, not after them.
    func compile(_ jobs: [Job], of pages: [ClientPage]) throws -> Compiled {
        var compiled = Compiled(
            jobs: jobs, evidence: Array(repeating: [], count: jobs.count),
            namesFoundByImports: Array(repeating: [], count: pages.count))
        var firstOutcomes: [Int: ProvenCompilation.Outcome] = [:]
        var compilation = ProvenCompilation(typeChecker: typeChecker)
        (compilation.swiftVersion, compilation.parallelism) = (swiftVersion, parallelism)
        var rounds = ProvenCompilation.Rounds(compilation, together: false)
        var attempts: [Int: (attempt: Attempt, file: ClientFile)] = [:]
        func start(_ attempt: Attempt, _ job: Job) {
            let (unit, file) = self.unit(for: job, of: pages)
            attempts[rounds.add(unit)] = (attempt, file)
        }
        // The job's last outcome is final: its blocks' evidence, its first narrowing, and its
        // stand-ins for what the page never declares.
        func settle(_ index: Int, _ outcome: ProvenCompilation.Outcome) {
            compiled.evidence[index] = Self.evidence(of: compiled.jobs[index], outcome, pages: pages)
            if let narrowing = Self.firstNarrowing(of: compiled.jobs[index], index, outcome, pages: pages) {
                start(.narrowing(narrowing), narrowing.narrowed(compiled.jobs[index]))
            }
            if let standIns = withStandIns(compiled.jobs[index], compiled.evidence[index], pages: pages) {
                start(.withStandIns(standIns, job: index), standIns)
            }
        }
        jobs.indices.forEach { start(.first(job: $0), jobs[$0]) }
        while rounds.hasPending {
            for (unit, outcome) in try rounds.next() {
                let (attempt, file) = attempts.removeValue(forKey: unit)!
                let outcome = Self.atPageColumns(outcome, of: file)
                switch attempt {
                case .first(let index):
                    if let retried = withFallbackImports(compiled.jobs[index], outcome) {
                        firstOutcomes[index] = outcome
                        start(.withFallbackImports(retried, job: index), retried)
                    } else {
                        settle(index, outcome)
                    }
                case .withFallbackImports(let retried, let index):
                    let first = firstOutcomes.removeValue(forKey: index)!
                    // Kept when the imports resolve a name, or remove an error (the context's
                    // first error counted) leaving no name unresolved that was not before.
                    let (before, after) = (Self.withContextError(first), Self.withContextError(outcome))
                    guard Self.improves(after, on: before) else {
                        settle(index, first)
                        continue
                    }
                    compiled.namesFoundByImports[retried.page].formUnion(
                        Self.unresolvedNames(before).subtracting(Self.unresolvedNames(after)))
                    compiled.jobs[index] = retried
                    settle(index, outcome)
                case .withStandIns(let standing, let index):
                    compiled.standIns[index] = (standing.standIns!, Self.evidence(of: standing, outcome, pages: pages))
                case .narrowing(let narrowing):
                    let job = compiled.jobs[narrowing.job]
                    if let next = Self.advance(narrowing, job, outcome, pages: pages, evidence: &compiled.evidence) {
                        start(.narrowing(next), next.narrowed(job))
                    }
                }
            }
        }
        return compiled
    }

    /// `job` with ``fallbackImports``, when its outcome names what an import can give (a type, a
    /// macro, an attribute, a member; a name written in lowercase, `logger`, is the page's to
    /// declare).
    private func withFallbackImports(_ job: Job, _ outcome: ProvenCompilation.Outcome) -> Job? {
        // The code the unit builds on counts too: an earlier block that needed an import (a
        // macro's module) is context here without it.
        guard !fallbackImports.isEmpty,
            Self.withContextError(outcome).contains(where: {
                $0.kind == "error" && Self.isUnresolvedName($0.message) && Self.couldBeImported($0.message)
            })
        else { return nil }
        var job = job
        job.extraImports = fallbackImports
        return job
    }

    /// The unit's diagnostics and the first error of the code it builds on.
    private static func withContextError(_ outcome: ProvenCompilation.Outcome) -> [CompilerDiagnostic] {
        outcome.diagnostics + (outcome.contextError.map { [$0] } ?? [])
    }

    /// `job` with stand-ins for the names its blocks use and its page never declares, when
    /// their `evidence` names some (``StandIns``).
    private func withStandIns(_ job: Job, _ evidence: [BlockEvidence], pages: [ClientPage]) -> Job? {
        guard job.unit.expectedFailure == nil else { return nil }
        let errors = evidence.flatMap(\.diagnostics).filter { $0.kind == "error" }
        // Names found nowhere, and functions of its own the page calls that the C library answered.
        let page = pages[job.page]
        let texts = Dictionary(
            page.blocks.flatMap { block in block.lines.map { (PageLine($0, onPage: page.sourcePath), $0.compiled) } },
            uniquingKeysWith: { $1 })
        let declared = Set((job.unit.context + job.unit.checked).flatMap { $0.syntax.declaredNames })
        let api = self.api
        let missing = Set(
            errors.compactMap { Self.standInName(in: $0.message) }
                + errors.flatMap { error in
                    CLibraryCalls.accidental(in: error.message, line: texts[PageLine(error.location)] ?? "") { name in
                        declared.contains { $0 == name || $0.hasPrefix(name + "(") }
                            || api.names.contains { $0.hasPrefix(name + "(") }
                    }
                })
        guard !missing.isEmpty, let standIns = StandIns(for: missing, api: api, page: pages[job.page].name) else {
            return nil
        }
        var job = job
        job.standIns = standIns
        // Compiled in a round beside the job's narrowing, which keeps the job's file name.
        job.fileName = String(job.fileName.dropLast(".swift".count)) + "-StandIns.swift"
        return job
    }

    /// The unit `job` is compiled as, and its file: the diagnostics on its checked blocks' lines
    /// (at the page's columns) and those of the code wrapped around them (named by the file's
    /// name) are its own, not those of its context.
    private func unit(for job: Job, of pages: [ClientPage]) -> (ProvenCompilation.Unit, ClientFile) {
        let page = pages[job.page]
        var writer = ClientFileWriter(extraImports: job.extraImports)
        writer.preamble = job.standIns?.declarations ?? []
        let file = writer.file(named: job.fileName, for: job.unit, of: page)
        let lines = job.unit.checked.flatMap { part in
            page.blocks[part.block].lines.map { PageLine($0, onPage: page.sourcePath) }
        }
        var unit = ProvenCompilation.Unit(files: [GeneratedFile(name: file.name, text: file.text)], lines: Set(lines))
        unit.contextLines = [file.name: file.contextLines]
        unit.isolated = job.extendsImportedTypes
        if job.standIns != nil { unit.expressionTimeLimit = StandIns.expressionTimeLimit }
        return (unit, file)
    }

    /// `outcome` at the page's columns: its diagnostics, and the error that stopped the compiler.
    private static func atPageColumns(_ outcome: ProvenCompilation.Outcome, of file: ClientFile)
        -> ProvenCompilation.Outcome
    {
        func atPageColumn(_ diagnostic: CompilerDiagnostic) -> CompilerDiagnostic {
            guard let inserted = file.columnInsertions[PageLine(diagnostic.location)] else { return diagnostic }
            var mapped = diagnostic
            mapped.location.column = ColumnInsertion.pageColumn(of: diagnostic.location.column, on: inserted)
            return mapped
        }
        var outcome = outcome
        outcome.diagnostics = outcome.diagnostics.map(atPageColumn)
        if case .typeCheckedOnly(let error) = outcome.reach {
            outcome.reach = .typeCheckedOnly(stoppedBy: atPageColumn(error))
        }
        return outcome
    }
}
