import DocsSupport
import Foundation

extension ProvenCompilation {
    /// A proven compilation that goes round by round, to which units can be added between rounds.
    ///
    /// Each round compiles the pending units at once; a unit is settled in the round that
    /// shows how far the compiler went with it, and handed back then. A caller that compiles
    /// more once it has seen an outcome (the same page with more imports, or without its
    /// failing blocks) adds those units at once, and they share the next round with the units
    /// still pending, instead of waiting for them in a round of their own.
    package struct Rounds {
        private let compilation: ProvenCompilation
        private let shared: [GeneratedFile]
        private let together: Bool
        /// Every unit added, by the number ``add(_:)`` gave it, and its files with their sentinels.
        private var units: [Unit] = []
        private var files: [[(file: GeneratedFile, sentinelLine: Int)]] = []
        /// The units not settled yet, and those of them to compile each on its own.
        private var pending: [Int] = []
        private var alone: Set<Int> = []
        /// The diagnostics of the units the type checker went through without an error, and the
        /// error that kept each from the SIL stage.
        private var clean: [Int: [CompilerDiagnostic]] = [:]
        private var stoppedBy: [Int: CompilerDiagnostic] = [:]
        /// For each unit, the first error that belonged to no unit in a module the unit was
        /// compiled in (never one of another caller's modules, rounds earlier).
        private var unattributed: [Int: CompilerDiagnostic] = [:]

        /// Rounds of `compilation`, each module with the `shared` files; with `together`, the
        /// units are compiled as one module.
        package init(_ compilation: ProvenCompilation, sharing shared: [GeneratedFile] = [], together: Bool) {
            (self.compilation, self.shared, self.together) = (compilation, shared, together)
        }

        /// Whether a unit is still to be compiled.
        package var hasPending: Bool { !pending.isEmpty }

        /// Adds `unit` to the next round, and returns the number its outcome is handed back with.
        package mutating func add(_ unit: Unit) -> Int {
            units.append(unit)
            files.append(unit.files.map(ProvenCompilation.withSentinel))
            pending.append(units.count - 1)
            return units.count - 1
        }

        /// Compiles the pending units, and returns those the round settled, with their outcomes.
        ///
        /// A unit with an error of its own (or in the code it builds on) is type-checked only;
        /// the others of its module are compiled again without it. A module in which no unit
        /// was settled is compiled again one unit at a time, and a unit that, compiled on its
        /// own, still never reaches the SIL stage is settled as far as it got.
        package mutating func next() throws -> [(unit: Int, outcome: Outcome)] {
            let batches =
                Self.batches(
                    of: pending.filter { !alone.contains($0) }, units: units, together: together,
                    compilation.parallelism) + pending.filter(alone.contains).map { [$0] }
            let reports = try compile(batches)
            var settled: [Int: Outcome] = [:]
            var unsettledAlone: [Int] = []
            for (batch, report) in zip(batches, reports) {
                let sorted = ProvenCompilation.sort(report, among: batch, units, files)
                if let error = sorted.unattributed.first {
                    for unit in batch where unattributed[unit] == nil { unattributed[unit] = error }
                }
                settle(batch, sorted, into: &settled)
                let unsettled = batch.filter { settled[$0] == nil }
                // A unit compiled on its own would only be compiled the same way again.
                if batch.count == 1 {
                    unsettledAlone += unsettled
                } else if unsettled.count == batch.count {
                    alone.formUnion(unsettled)
                }
            }
            for unit in unsettledAlone {
                // One the type checker went through was stopped before the SIL stage.
                if let diagnostics = clean[unit], let error = unattributed[unit] {
                    settled[unit] = Outcome(diagnostics: diagnostics, reach: .typeCheckedOnly(stoppedBy: error))
                } else {
                    settled[unit] = Outcome(diagnostics: clean[unit] ?? [], reach: .notReached(unattributed[unit]))
                }
            }
            pending.removeAll { settled[$0] != nil }
            return settled.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        }

        /// Settles the units of `batch` that the compiler's report shows how far it went with;
        /// remembers of the others what the next rounds need.
        private mutating func settle(_ batch: [Int], _ sorted: Sorted, into settled: inout [Int: Outcome]) {
            let firstError = batch.lazy.compactMap { sorted.firstError(of: $0) }.first ?? sorted.unattributed.first
            for unit in batch {
                let own = sorted.byUnit[unit] ?? []
                if sorted.reachedSIL.contains(unit) {
                    settled[unit] = Outcome(diagnostics: own, reach: .throughSIL)
                } else if let error = sorted.firstError(of: unit) {
                    if together, let diagnostics = clean[unit], let stop = stoppedBy[unit] {
                        // Errors it did not have when the type checker went through it with
                        // every unit there: it uses what a unit left out declares, so it
                        // cannot be compiled without that unit's error. (Units compiled
                        // apart declare nothing for each other: their new errors are theirs.)
                        settled[unit] = Outcome(diagnostics: diagnostics, reach: .typeCheckedOnly(stoppedBy: stop))
                    } else {
                        settled[unit] = Outcome(diagnostics: own, reach: .typeCheckedOnly(stoppedBy: error))
                    }
                } else {
                    if sorted.typeChecked.contains(unit) { clean[unit] = own }
                    stoppedBy[unit] = stoppedBy[unit] ?? firstError
                }
                settled[unit]?.contextError = sorted.contextErrors[unit]
            }
        }

        /// One module of all units (and one per isolated unit) with `together`; otherwise a
        /// compiler per core, each with enough units to be worth its start-up (about as long as
        /// compiling four pages that import Foundation). A round waits for its slowest compiler:
        /// the later rounds, of a few pages each, are spread over the cores too. Units with a
        /// time limit for their expressions share compilers only with units of the same limit.
        private static func batches(of indices: [Int], units: [Unit], together: Bool, _ parallelism: Int) -> [[Int]] {
            let limits = Set(indices.map { units[$0].expressionTimeLimit }).sorted { ($0 ?? .max) > ($1 ?? .max) }
            return limits.flatMap { limit in
                let shared = indices.filter { !units[$0].isolated && units[$0].expressionTimeLimit == limit }
                let count =
                    shared.isEmpty ? 0 : together ? 1 : max(1, min(parallelism, shared.count / Self.unitsPerCompiler))
                return (0..<count).map { batch in stride(from: batch, to: shared.count, by: count).map { shared[$0] } }
            } + indices.filter { units[$0].isolated }.map { [$0] }
        }

        /// The fewest units worth a compiler of their own.
        static let unitsPerCompiler = 4

        /// Compiles the batches, each as a module of its own, up to two compilers per core at
        /// once: a compiler waits on its files and its imported modules part of the time, and
        /// the small modules of isolated units fill in beside the large ones.
        private func compile(_ batches: [[Int]]) throws -> [[CompilerDiagnostic]] {
            let sources = batches.map { batch in batch.flatMap { files[$0].map(\.file) } + shared }
            let limits = batches.map { batch in batch.first.flatMap { units[$0].expressionTimeLimit } }
            // A pthread lock (`LockedValue`), which the thread sanitizer sees.
            let results = LockedValue<[Result<[CompilerDiagnostic], any Error>?]>(
                Array(repeating: nil, count: batches.count))
            let next = LockedValue(0)
            let (typeChecker, swiftVersion, moduleName) = (
                compilation.typeChecker, compilation.swiftVersion, compilation.moduleName
            )
            WorkerThreads.run(count: min(batches.count, 2 * max(1, compilation.parallelism))) {
                while case let batch = next.withLock({ next in
                    defer { next += 1 }
                    return next
                }), batch < sources.count {
                    let result = Result {
                        try typeChecker.typeCheck(
                            sources[batch], moduleName: moduleName, swiftVersion: swiftVersion, throughSIL: true,
                            expressionTimeLimit: limits[batch])
                    }
                    results.withLock { $0[batch] = result }
                }
            }
            return try results.withLock { results in try results.map { try $0?.get() ?? [] } }
        }
    }
}
