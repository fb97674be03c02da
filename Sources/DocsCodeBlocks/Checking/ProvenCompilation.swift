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
    /// How many cores the compilers share (a round runs up to two compilers per core).
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
        /// The seconds the type checker may spend on one of its expressions before it gives up
        /// with an error, when the unit is compiled only to learn what else fails: expressions of
        /// values that take any member and any call (stand-ins) can keep the solver busy for
        /// long, and the other units of its compiler wait for it. `nil`: the compiler's own limit,
        /// as `swift build` has it.
        package var expressionTimeLimit: Int?

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
        /// The first error in the code the unit builds on (its context), which is not its own:
        /// a name that code uses and nothing imported declares may be what the unit fails on.
        package var contextError: CompilerDiagnostic? = nil
    }

    /// Compiles `units`, each module with `shared` files too (a support file all units use).
    /// With `together`, the units are compiled as one module, as their target is (they may use
    /// each other's declarations); otherwise spread over a module per core.
    package func compile(_ units: [Unit], sharing shared: [GeneratedFile] = [], together: Bool) throws -> [Outcome] {
        var rounds = Rounds(self, sharing: shared, together: together)
        let first = units.map { rounds.add($0) }.first ?? 0
        var outcomes = [Outcome?](repeating: nil, count: units.count)
        while rounds.hasPending {
            for (unit, outcome) in try rounds.next() { outcomes[unit - first] = outcome }
        }
        return outcomes.map { $0 ?? Outcome(diagnostics: [], reach: .notReached(nil)) }
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
    static func withSentinel(_ file: GeneratedFile) -> (file: GeneratedFile, sentinelLine: Int) {
        let text = file.text.isEmpty || file.text.hasSuffix("\n") ? file.text : file.text + "\n"
        let lines = text.utf8Count(of: UInt8(ascii: "\n"))
        return (GeneratedFile(name: file.name, text: text + "\n" + sentinel + "\n"), lines + 3)
    }

    /// What the compiler reported of a batch, by unit.
    struct Sorted {
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
    static func sort(
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
