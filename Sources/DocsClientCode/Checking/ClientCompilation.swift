import DocsCodeBlocks
import DocsMarkup
import DocsSupport
import Foundation

/// One compilation of client files: every file through the compiler's type checking and its SIL
/// stage (as `swift build`), with proof that the compiler did reach each one.
///
/// The compiler checks a module's files together, and stops short when one of them goes wrong: a
/// type error keeps every file from the SIL stage (where a missing `return` or a value sent across
/// isolation is found), and a fatal error (a module that cannot load) from everything. Silence
/// from the compiler is therefore no proof. Each file ends with a sentinel, code that can never
/// run, which the SIL stage reports ("will never be executed"): a file is done when its sentinel
/// is reported or it has errors of its own. The others are compiled again without the files that
/// had errors, then each on its own, and a file the compiler still never reaches gets an error
/// that says so.
struct ClientCompilation {
    /// The compiler.
    let typeChecker: SwiftTypeChecker
    /// The language mode.
    let swiftVersion: String
    /// How many compilers run at once.
    let parallelism: Int

    /// A file to compile, with what tells its diagnostics apart.
    struct Input: Sendable {
        var file: ClientFile
        /// The lines of the page its checked blocks hold: a diagnostic there is the file's.
        var lines: Set<PageLine>
        /// Whether it needs a module of its own (it extends a type it does not declare).
        var isolated: Bool
    }

    /// Each input's diagnostics: those on its checked lines (their columns the page's), and those
    /// of the code wrapped around them, whose file is then empty; never its context's.
    func diagnostics(of inputs: [Input]) throws -> [[CompilerDiagnostic]] {
        var found = Array(repeating: [CompilerDiagnostic](), count: inputs.count)
        var done: Set<Int> = []
        var unattributed: [CompilerDiagnostic] = []
        var pending = Array(inputs.indices)
        var alone = false
        while !pending.isEmpty {
            let batches =
                alone ? pending.map { [$0] } : Self.batches(of: pending, inputs: inputs, parallelism: parallelism)
            for (batch, diagnostics) in zip(batches, try compile(batches, inputs)) {
                let sorted = Self.sort(diagnostics, among: batch, inputs)
                for index in batch {
                    found[index] = sorted.byInput[index] ?? []
                    if sorted.reached.contains(index) { done.insert(index) }
                }
                unattributed += sorted.unattributed
            }
            let rest = pending.filter { !done.contains($0) }
            if alone {
                let reason = unattributed.first.map { "\($0.location): \($0.message)" } ?? "it said nothing"
                for index in rest {
                    found[index].append(
                        CompilerDiagnostic(
                            kind: "error", location: SourceLocation(file: "", line: 0, column: 0),
                            message: "the compiler stopped before it checked this page (\(reason))"))
                }
                break
            }
            // Once no file is done in a round, each remaining file is compiled on its own.
            alone = rest.count == pending.count
            pending = rest
        }
        return found
    }

    /// Spreads files over a compiler per core, each with enough files to be worth its start-up;
    /// a file that needs a module of its own gets one.
    private static func batches(of indices: [Int], inputs: [Input], parallelism: Int) -> [[Int]] {
        let shared = indices.filter { !inputs[$0].isolated }
        let count = shared.isEmpty ? 0 : max(1, min(parallelism, shared.count / 12))
        return (0..<count).map { batch in stride(from: batch, to: shared.count, by: count).map { shared[$0] } }
            + indices.filter { inputs[$0].isolated }.map { [$0] }
    }

    /// Runs the batches at once, each as a module of its own.
    private func compile(_ batches: [[Int]], _ inputs: [Input]) throws -> [[CompilerDiagnostic]] {
        // A pthread lock (`LockedValue`), which the thread sanitizer sees.
        let results = LockedValue<[Int: Result<[CompilerDiagnostic], any Error>]>([:])
        let (typeChecker, swiftVersion) = (typeChecker, swiftVersion)
        DispatchQueue.concurrentPerform(iterations: batches.count) { batch in
            let files = batches[batch].map { GeneratedFile(name: inputs[$0].file.name, text: inputs[$0].file.text) }
            let result = Result {
                try typeChecker.typeCheck(
                    files, moduleName: "NapkinDocsClient\(batch)", swiftVersion: swiftVersion, throughSIL: true)
            }
            results.withLock { $0[batch] = result }
        }
        return try results.withLock { results in try batches.indices.map { try results[$0]?.get() ?? [] } }
    }

    /// A batch's diagnostics by input, the inputs whose sentinel the compiler reported, and the
    /// errors that belong to no input (they may have stopped the compiler).
    private static func sort(_ diagnostics: [CompilerDiagnostic], among batch: [Int], _ inputs: [Input])
        -> (byInput: [Int: [CompilerDiagnostic]], reached: Set<Int>, unattributed: [CompilerDiagnostic])
    {
        var byInput: [Int: [CompilerDiagnostic]] = [:]
        // Reached: the SIL stage reported the sentinel, or the file has an error anywhere (its
        // context's included), which shows the compiler checked it and kept it from that stage.
        var reached: Set<Int> = []
        var unattributed: [CompilerDiagnostic] = []
        let inputOfFile = Dictionary(uniqueKeysWithValues: batch.map { (inputs[$0].file.name, $0) })
        for diagnostic in diagnostics {
            let name = diagnostic.location.file.split(separator: "/").last.map(String.init) ?? ""
            if let index = inputOfFile[name] {
                let file = inputs[index].file
                if diagnostic.location.line == file.sentinelLine {
                    if diagnostic.message == "will never be executed" { reached.insert(index) }
                    continue
                }
                if diagnostic.kind == "error" { reached.insert(index) }
                // The context's lines were checked where their blocks were.
                guard !file.contextLines.contains(diagnostic.location.line) else { continue }
                var wrapped = diagnostic
                wrapped.location.file = ""
                byInput[index, default: []].append(wrapped)
            } else if let index = batch.first(where: { inputs[$0].lines.contains(PageLine(diagnostic.location)) }) {
                var mapped = diagnostic
                let key = PageLine(diagnostic.location)
                if let inserted = inputs[index].file.columnInsertions[key] {
                    mapped.location.column = ColumnInsertion.pageColumn(of: diagnostic.location.column, on: inserted)
                }
                byInput[index, default: []].append(mapped)
                if diagnostic.kind == "error" { reached.insert(index) }
            } else if diagnostic.kind == "error" {
                unattributed.append(diagnostic)
            }
        }
        return (byInput, reached, unattributed)
    }
}
