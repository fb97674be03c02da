import Dispatch
import Foundation

/// A child process run to its end: its exit status and everything it printed.
package struct FinishedProcess: Sendable {
    /// The exit status.
    package var status: Int32
    /// What it wrote to standard output.
    package var standardOutput: String
    /// What it wrote to standard error.
    package var standardError: String

    /// Runs `executable` with `arguments` in `directory` and waits for it to exit. Its
    /// environment is this process's with `environment`'s changes: a value set, or `nil` to
    /// remove the variable (`NAPKIN_SANITIZE`, Package.swift's, is always removed).
    ///
    /// The wait happens on a Dispatch thread, never on one of Swift Concurrency's threads: they
    /// are as few as the cores, and a test holding one for seconds starves the tests that need
    /// the pool to make progress (the `dispatch` test of the core, for one).
    package static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String?] = [:]
    ) async throws -> FinishedProcess {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Result { try runBlocking(executable, arguments, in: directory, environment: environment) })
            }
        }
    }

    private static func runBlocking(
        _ executable: URL, _ arguments: [String], in directory: URL?,
        environment: [String: String?]
    ) throws -> FinishedProcess {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // Not NAPKIN_SANITIZE: the packages a test builds depend on napkin, which would then be
        // built instrumented; under the sanitizer in CI, they are built as in the plain run.
        var changed = ProcessInfo.processInfo.environment
        changed["NAPKIN_SANITIZE"] = nil
        for (name, value) in environment { changed[name] = value }
        process.environment = changed
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Both pipes are read on threads of their own, so neither fills up while the other is read.
        let outputReader = PipeReader(output)
        let errorReader = PipeReader(error)
        process.waitUntilExit()
        return FinishedProcess(
            status: process.terminationStatus,
            standardOutput: outputReader.textAtTheEnd(),
            standardError: errorReader.textAtTheEnd())
    }
}
