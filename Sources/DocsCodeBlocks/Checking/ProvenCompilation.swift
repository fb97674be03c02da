import DocsMarkup
import DocsSupport
import Foundation

/// Compiles units of code through the compiler's type checking and its SIL stage (as
/// `swift build` does), and tells for each unit how far the compiler provably went.
///
/// The compiler checks a module's files together and stops short when one of them goes wrong: a
/// type error anywhere keeps every file from the SIL stage (where a missing `return` or a value
/// sent across isolation is found), and a fatal error (a module that cannot load) from
/// everything. Silence is therefore no proof. Each file ends with a sentinel that the type checker
/// reports (the use of a deprecated function) and, in code that can never run, one that only the
/// SIL stage reports ("will never be executed"). A unit went through that stage when its files'
/// SIL sentinels are reported; a unit with a type error of its own (or in the code it builds on)
/// was type-checked only. The others are compiled again without the units that had errors, then
/// each on its own. Compiled `together` (units that may use each other's declarations), an error
/// a unit had not had while the type checker went through it with every unit there comes from a
/// unit left out, and the unit is type-checked only. One the type checker went through that never
/// reaches the SIL stage is type-checked only; one the compiler never reaches is reported so.
package struct ProvenCompilation: Sendable {
    /// The compiler.
    package var typeChecker: SwiftTypeChecker
    /// The language mode.
    package var swiftVersion = "6"
    /// How many compilers run at once.
    package var parallelism = ProcessInfo.processInfo.activeProcessorCount
    /// The name of every module compiled (each in a compiler of its own): the one the code's
    /// `@testable import` names, if it has one.
    package var moduleName = "NapkinDocsChecked"

    package init(typeChecker: SwiftTypeChecker) {
        self.typeChecker = typeChecker
    }

    /// Code compiled as one piece (a page's files), and which diagnostics are its own.
    package struct Unit: Sendable {
        /// Its files; each must end outside any `#sourceLocation` mapping.
        package var files: [GeneratedFile]
        /// The lines of the pages whose diagnostics are the unit's (its files map them there).
        package var lines: Set<PageLine>
        /// The lines of its files (by file name, from 1) that hold code it builds on and does not
        /// check itself: an error there is reported where that code is checked, and keeps this
        /// unit from the SIL stage.
        package var contextLines: [String: Set<Int>] = [:]
        /// Whether it needs a module of its own (it extends a type it does not declare).
        package var isolated = false

        package init(files: [GeneratedFile], lines: Set<PageLine>) {
            self.files = files
            self.lines = lines
        }
    }

    /// How far the compiler provably went with a unit.
    package enum Reach: Sendable, Equatable {
        /// Its SIL stage ran over the unit: what the compiler did not report, it found no fault with.
        case throughSIL
        /// Type-checked, but this type error (the unit's own, the code's it builds on, or another
        /// unit's it cannot be compiled without) stopped the compiler before its SIL stage.
        case typeCheckedOnly(stoppedBy: CompilerDiagnostic)
        /// The compiler never showed that it got to the unit; the first error that belongs to
        /// no unit, when there was one.
        case notReached(CompilerDiagnostic?)
    }

    /// What the compiler reported of a unit, and how far it went with it.
    package struct Outcome: Sendable, Equatable {
        /// The unit's diagnostics: those at its lines, and those of its files' own lines (named
        /// by the file's name alone); never its context's.
        package var diagnostics: [CompilerDiagnostic]
        /// How far the compiler went.
        package var reach: Reach
    }

    /// Compiles `units`, each module with `shared` files too (a support file all units use).
    /// With `together`, the units are compiled as one module, as their target is (they may use
    /// each other's declarations); otherwise spread over a module per core.
    package func compile(_ units: [Unit], sharing shared: [GeneratedFile] = [], together: Bool) throws -> [Outcome] {
        let sentinels = units.map { $0.files.map(Self.withSentinel) }
        var outcomes = [Outcome?](repeating: nil, count: units.count)
        // The diagnostics of the units the type checker went through without an error, and the
        // error that kept each from the SIL stage.
        var clean: [Int: [CompilerDiagnostic]] = [:]
        var stoppedBy: [Int: CompilerDiagnostic] = [:]
        var unattributed: CompilerDiagnostic?
        var pending = Array(units.indices)
        var alone = false
        while !pending.isEmpty {
            let batches =
                alone ? pending.map { [$0] } : Self.batches(of: pending, units: units, together: together, parallelism)
            let reports = try compile(batches, files: sentinels, shared: shared)
            for (batch, report) in zip(batches, reports) {
                let sorted = Self.sort(report, among: batch, units, sentinels)
                unattributed = unattributed ?? sorted.unattributed.first
                let firstError = batch.lazy.compactMap { sorted.firstError(of: $0) }.first ?? sorted.unattributed.first
                for unit in batch {
                    let own = sorted.byUnit[unit] ?? []
                    if sorted.reachedSIL.contains(unit) {
                        outcomes[unit] = Outcome(diagnostics: own, reach: .throughSIL)
                    } else if let error = sorted.firstError(of: unit) {
                        if together, let diagnostics = clean[unit], let stop = stoppedBy[unit] {
                            // Errors it did not have when the type checker went through it with
                            // every unit there: it uses what a unit left out declares, so it
                            // cannot be compiled without that unit's error. (Units compiled
                            // apart declare nothing for each other: their new errors are theirs.)
                            outcomes[unit] = Outcome(diagnostics: diagnostics, reach: .typeCheckedOnly(stoppedBy: stop))
                        } else {
                            outcomes[unit] = Outcome(diagnostics: own, reach: .typeCheckedOnly(stoppedBy: error))
                        }
                    } else {
                        if sorted.typeChecked.contains(unit) { clean[unit] = own }
                        stoppedBy[unit] = stoppedBy[unit] ?? firstError
                    }
                }
            }
            let rest = pending.filter { outcomes[$0] == nil }
            // A unit already compiled on its own would only be compiled the same way again.
            if alone || batches.allSatisfy({ $0.count == 1 }) {
                for unit in rest {
                    // One the type checker went through was stopped before the SIL stage.
                    if let diagnostics = clean[unit], let unattributed {
                        outcomes[unit] = Outcome(
                            diagnostics: diagnostics, reach: .typeCheckedOnly(stoppedBy: unattributed))
                    } else {
                        outcomes[unit] = Outcome(diagnostics: clean[unit] ?? [], reach: .notReached(unattributed))
                    }
                }
                break
            }
            // Once no unit is settled in a round, each remaining one is compiled on its own.
            alone = rest.count == pending.count
            pending = rest
        }
        return outcomes.map { $0 ?? Outcome(diagnostics: [], reach: .notReached(unattributed)) }
    }

    /// The code at the end of every file that proves how far the compiler got: the type checker
    /// reports the use of a deprecated function, the SIL stage code that can never run.
    static let sentinel = """
        @available(*, deprecated, message: "napkin-docs") fileprivate func napkinDocsTypeChecked() {}
        fileprivate func napkinDocsSentinel() { napkinDocsTypeChecked(); Swift.fatalError(); _ = 0 } // proof of how far the compiler got
        """
    /// What the type checker says of the sentinel.
    static let typeCheckedMessage = "'napkinDocsTypeChecked()' is deprecated"
    /// What the SIL stage says of the sentinel.
    static let reachedSILMessage = "will never be executed"

    /// `file` with the sentinel after its last line, and the line where the compiler reports it.
    private static func withSentinel(_ file: GeneratedFile) -> (file: GeneratedFile, sentinelLine: Int) {
        let text = file.text.isEmpty || file.text.hasSuffix("\n") ? file.text : file.text + "\n"
        let lines = text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        return (GeneratedFile(name: file.name, text: text + "\n" + sentinel + "\n"), lines + 3)
    }

    /// One module of all units (and one per isolated unit) with `together`; otherwise a compiler
    /// per core, each with enough units to be worth its start-up.
    private static func batches(of indices: [Int], units: [Unit], together: Bool, _ parallelism: Int) -> [[Int]] {
        let shared = indices.filter { !units[$0].isolated }
        let count = shared.isEmpty ? 0 : together ? 1 : max(1, min(parallelism, shared.count / 12))
        return (0..<count).map { batch in stride(from: batch, to: shared.count, by: count).map { shared[$0] } }
            + indices.filter { units[$0].isolated }.map { [$0] }
    }

    /// Compiles the batches at once, each as a module of its own.
    private func compile(
        _ batches: [[Int]], files: [[(file: GeneratedFile, sentinelLine: Int)]], shared: [GeneratedFile]
    ) throws -> [[CompilerDiagnostic]] {
        // A pthread lock (`LockedValue`), which the thread sanitizer sees.
        let results = LockedValue<[Int: Result<[CompilerDiagnostic], any Error>]>([:])
        let (typeChecker, swiftVersion, moduleName) = (typeChecker, swiftVersion, moduleName)
        DispatchQueue.concurrentPerform(iterations: batches.count) { batch in
            let sources = batches[batch].flatMap { files[$0].map(\.file) } + shared
            let result = Result {
                try typeChecker.typeCheck(
                    sources, moduleName: moduleName, swiftVersion: swiftVersion, throughSIL: true)
            }
            results.withLock { $0[batch] = result }
        }
        return try results.withLock { results in try batches.indices.map { try results[$0]?.get() ?? [] } }
    }

    /// What the compiler reported of a batch, by unit.
    private struct Sorted {
        /// Each unit's own diagnostics.
        var byUnit: [Int: [CompilerDiagnostic]] = [:]
        /// The units whose every file's sentinel the type checker reported.
        var typeChecked: Set<Int> = []
        /// The units whose every file's sentinel the SIL stage reported.
        var reachedSIL: Set<Int> = []
        /// Each unit's first error in the code it builds on.
        var contextErrors: [Int: CompilerDiagnostic] = [:]
        /// The errors that belong to no unit.
        var unattributed: [CompilerDiagnostic] = []

        /// The unit's first error, its own or its context's.
        func firstError(of unit: Int) -> CompilerDiagnostic? {
            byUnit[unit]?.first { $0.kind == "error" } ?? contextErrors[unit]
        }
    }

    /// Sorts a batch's diagnostics by unit.
    private static func sort(
        _ diagnostics: [CompilerDiagnostic], among batch: [Int], _ units: [Unit],
        _ files: [[(file: GeneratedFile, sentinelLine: Int)]]
    ) -> Sorted {
        var sorted = Sorted()
        var typeCheckedFiles: [Int: Int] = [:]
        var reachedFiles: [Int: Int] = [:]
        var unitOfFile: [String: (unit: Int, sentinelLine: Int)] = [:]
        for unit in batch {
            for file in files[unit] { unitOfFile[file.file.name] = (unit, file.sentinelLine) }
        }
        for diagnostic in diagnostics {
            let name = diagnostic.location.file.split(separator: "/").last.map(String.init) ?? ""
            if let (unit, sentinelLine) = unitOfFile[name] {
                if diagnostic.location.line == sentinelLine {
                    if diagnostic.message.hasPrefix(typeCheckedMessage) { typeCheckedFiles[unit, default: 0] += 1 }
                    if diagnostic.message.hasPrefix(reachedSILMessage) { reachedFiles[unit, default: 0] += 1 }
                    continue
                }
                var own = diagnostic
                own.location.file = name
                if units[unit].contextLines[name]?.contains(diagnostic.location.line) == true {
                    if diagnostic.kind == "error", sorted.contextErrors[unit] == nil {
                        sorted.contextErrors[unit] = own
                    }
                    continue
                }
                sorted.byUnit[unit, default: []].append(own)
            } else if let unit = batch.first(where: { units[$0].lines.contains(PageLine(diagnostic.location)) }) {
                sorted.byUnit[unit, default: []].append(diagnostic)
            } else if diagnostic.kind == "error" {
                sorted.unattributed.append(diagnostic)
            }
        }
        sorted.typeChecked = Set(batch.filter { typeCheckedFiles[$0] == units[$0].files.count })
        sorted.reachedSIL = Set(batch.filter { reachedFiles[$0] == units[$0].files.count })
        return sorted
    }
}
