import DocsSupport
import Foundation

/// Type-checks Swift source with the toolchain's compiler, against modules a build already made
/// (`import napkin` finds the package's own module).
package struct SwiftTypeChecker: Sendable {
    /// Thrown when the compiler cannot be run at all.
    package struct Unavailable: Error, CustomStringConvertible {
        /// What went wrong.
        package var description: String
    }

    /// The `swiftc` executable.
    package var compiler: URL
    /// The directories `import` searches (`-I`), where the build put its modules.
    package var moduleSearchPaths: [URL]
    /// The module maps of the C modules the searched modules import (see `swift-symbolgraph-extract`'s).
    package var moduleMaps: [URL] = []
    /// The macro plugins the searched modules' macros expand with: each executable SwiftPM
    /// built for a macro target (`CasePathsMacros-tool`), with the module it implements.
    package var macroPlugins: [(executable: URL, module: String)] = []
    /// Where the symbols that code compiled through the SIL stage uses are gathered, if anywhere:
    /// such compilations then write an index store (`-index-store-path`), read as they end.
    package var symbolUses: SymbolUseRecorder?

    /// Creates a checker.
    package init(compiler: URL, moduleSearchPaths: [URL]) {
        self.compiler = compiler
        self.moduleSearchPaths = moduleSearchPaths
    }

    /// The checker for the build a test runs in: `swiftc` from `$SWIFTC` or `PATH`, and the
    /// modules of the build folder the test bundle `bundle` lies in.
    package static func forBuild(containing bundle: URL) throws -> SwiftTypeChecker {
        var directory = bundle
        var modules: URL?
        for _ in 0..<3 where modules == nil {
            let candidate = directory.appending(path: "Modules")
            if FileManager.default.fileExists(atPath: candidate.path) { modules = candidate }
            directory.deleteLastPathComponent()
        }
        guard let modules else {
            throw Unavailable(description: "no Modules folder near \(bundle.path); build the package first")
        }
        return SwiftTypeChecker(compiler: try compilerOnPath(), moduleSearchPaths: [modules])
    }

    /// The options that have a whole-module compilation of `files` write an index store: the
    /// compiler wants an output for each file to name its index unit after (`-o` for the first,
    /// given already, and one more for each other file), or it refuses with "index output
    /// filenames do not match input source files".
    private static func indexing(_ files: [String], into store: URL) -> [String] {
        ["-index-store-path", store.path, "-index-ignore-system-modules"]
            + files.dropFirst().flatMap { _ in ["-Xfrontend", "-o", "-Xfrontend", "/dev/null"] }
            + files.flatMap { ["-Xfrontend", "-index-unit-output-path", "-Xfrontend", $0 + ".o"] }
    }

    /// `swiftc` from `$SWIFTC`, or the first one on `PATH`.
    package static func compilerOnPath() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        let searched =
            [environment["SWIFTC"]].compactMap { $0 }
            + (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
        guard let compiler = searched.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw Unavailable(description: "swiftc is not on PATH; set SWIFTC to the compiler's path")
        }
        return URL(fileURLWithPath: compiler)
    }

    /// Set to `1`, the files given to the compiler are kept in the temporary folder.
    package static let keepFilesVariable = "NAPKIN_DOCS_KEEP_CHECK_FILES"

    /// The compiler's cache of implicitly built modules, shared by every check (the compiler
    /// locks its entries, and keys them by compiler and flags), so each check does not rebuild it.
    static let moduleCache = FileManager.default.temporaryDirectory.appending(path: "napkin-docs-check-module-cache")

    /// The same check, waited for without holding one of Swift Concurrency's threads.
    package func typeCheck(_ source: String, moduleName: String) async throws -> [CompilerDiagnostic] {
        try await offTheConcurrencyPool { try typeCheck(source, moduleName: moduleName) as [CompilerDiagnostic] }
    }

    /// Type-checks one file of Swift as a library module in Swift 6 mode and returns what the
    /// compiler reported.
    package func typeCheck(_ source: String, moduleName: String) throws -> [CompilerDiagnostic] {
        try typeCheck([GeneratedFile(name: "\(moduleName).swift", text: source)], moduleName: moduleName)
    }

    /// Type-checks `files` together as one library module, in one compiler process (the whole
    /// module at once, so that every file's errors are reported), and returns what the compiler
    /// reported. A diagnostic in a file that no `#sourceLocation` maps elsewhere names the file
    /// by a path that ends in `/` and its name.
    ///
    /// With `throughSIL`, the compiler goes on past type checking to the checks of its SIL stage
    /// (a missing `return`, a variable used before it is set, a value sent across isolation), as
    /// `swift build` does; it reaches them only when no file has a type error. With
    /// `expressionTimeLimit`, the type checker gives up on an expression after that many seconds
    /// (an error that says so), where its own limit is minutes.
    package func typeCheck(
        _ files: [GeneratedFile], moduleName: String, swiftVersion: String = "6", throughSIL: Bool = false,
        expressionTimeLimit: Int? = nil
    ) throws -> [CompilerDiagnostic] {
        let directory = FileManager.default.temporaryDirectory.appending(path: "napkin-docs-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Kept for a look at what the compiler was given, when the environment asks for it.
        let keeps = ProcessInfo.processInfo.environment[Self.keepFilesVariable] == "1"
        defer { if !keeps { try? FileManager.default.removeItem(at: directory) } }
        let paths = try files.map { file in
            let url = directory.appending(path: file.name)
            try Data(file.text.utf8).write(to: url)
            return url.path
        }

        let process = Process()
        process.executableURL = compiler
        let searchPaths: [String] = moduleSearchPaths.flatMap { ["-I", $0.path] }
        let maps: [String] = moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=" + $0.path] }
        let limit = expressionTimeLimit.map { ["-Xfrontend", "-solver-expression-time-threshold=\($0)"] } ?? []
        let indexStore = directory.appending(path: "index")
        let recorder = throughSIL ? symbolUses : nil
        let plugins: [String] = macroPlugins.flatMap {
            ["-load-plugin-executable", "\($0.executable.path)#\($0.module)"]
        }
        process.arguments =
            (throughSIL ? ["-emit-sil", "-o", "/dev/null"] : ["-typecheck"]) + [
                "-wmo", "-parse-as-library", "-swift-version", swiftVersion, "-module-name", moduleName,
                "-diagnostic-style", "llvm", "-module-cache-path", Self.moduleCache.path,
            ] + limit + (recorder == nil ? [] : Self.indexing(paths, into: indexStore)) + searchPaths + maps + plugins
            + paths
        // What the driver leaves in its temporary folder goes with this call's folder.
        let temporary = directory.appending(path: "tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let data = try process.runToExit { output.fileHandleForReading.readDataToEndOfFile() }
        let text = String(decoding: data, as: UTF8.self)
        let diagnostics = CompilerDiagnostic.parse(text)
        if process.terminationStatus != 0, !diagnostics.contains(where: { $0.kind == "error" }) {
            throw Unavailable(description: "swiftc failed without a diagnostic:\n\(text)")
        }
        if let recorder, FileManager.default.fileExists(atPath: indexStore.path) {
            recorder.record(store: indexStore, files: paths.map { URL(fileURLWithPath: $0) })
        }
        return diagnostics
    }
}
