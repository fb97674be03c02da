import DocsServer
import DocsTestSupport
import Foundation
import Testing

/// Runs `napkin-docs serve` as a user would, and stops it with Ctrl-C (SIGINT).
@Suite(.timeLimit(.minutes(3))) struct ServeCommandTests {
    /// A running `napkin-docs serve` with these arguments, in `directory`, and what it prints.
    private struct Serve {
        let process = Process()
        let standardOutput: PipeReader
        let standardError: PipeReader

        init(_ arguments: [String], in directory: URL) throws {
            process.executableURL = try NapkinDocsExecutable.url()
            process.arguments = ["serve"] + arguments
            process.currentDirectoryURL = directory
            let output = Pipe()
            let errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            standardOutput = PipeReader(output)
            standardError = PipeReader(errors)
            try process.run()
        }

        /// Waits until the server says it serves, and returns the address it printed.
        func address() async throws -> URL {
            #expect(
                try await eventually { standardOutput.text.contains("press Ctrl-C to stop") }, "\(standardError.text)")
            let line = try #require(standardOutput.text.split(separator: "\n").first { $0.hasPrefix("Serving ") })
            return try #require(line.split(separator: " ").last.flatMap { URL(string: String($0)) })
        }
    }

    /// Serves a package whose one page is `Docs/Napkin.md` from a new temporary directory, runs
    /// `body` with it and the port, then stops it with Ctrl-C and expects a clean exit; the
    /// server is ended whatever happens.
    private func withOnePageServed(_ body: (TemporaryDirectory, Serve, UInt16) async throws -> Void) async throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version: 6.2\n")
        try directory.write("Docs/Napkin.md", rootPage())
        let serve = try Serve(["--source", "Docs", "--output", "Out", "--port", "0"], in: directory.url)
        let process = serve.process
        defer {
            if process.isRunning { process.terminate() }
        }
        try await body(directory, serve, try port(of: try await serve.address()))
        process.interrupt()
        #expect(try await eventually { !process.isRunning })
        #expect(process.terminationStatus == 0)
    }

    @Test func servesOnLoopbackAndStopsOnInterrupt() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version: 6.2\n")
        try directory.write("Docs/Napkin.md", rootPage())

        let serve = try Serve(["--source", "Docs", "--output", "Out", "--port", "0"], in: directory.url)
        let (process, standardOutput, standardError) = (serve.process, serve.standardOutput, serve.standardError)
        defer {
            if process.isRunning { process.terminate() }
        }

        let address = try await serve.address()
        let port = try port(of: address)
        #expect(standardOutput.text.hasPrefix("Built 1 page"))
        #expect(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Out").path))

        let reload = try await LoopbackClient.request("/__napkin/reload", port: port)
        #expect(reload.text == #"{"generation":1}"#)

        try directory.write("Docs/Napkin.md", rootPage(summary: "A longer summary than before."))
        #expect(try await eventually { standardOutput.text.contains("Rebuilding after a change\nBuilt 1 page") })

        process.interrupt()
        #expect(try await eventually { !process.isRunning })
        #expect(process.terminationStatus == 0)
        #expect(standardOutput.text.hasSuffix("Stopping\n"))
        #expect(standardError.text.isEmpty)
    }

    @Test func aBrokenSourceIsReportedWhileServing() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version: 6.2\n")
        try directory.write("Docs/Napkin.md", rootPage())

        let serve = try Serve(
            ["--source", "Docs", "--output", "Out", "--port", "0", "--host", "127.0.0.1"], in: directory.url)
        let (process, standardOutput, standardError) = (serve.process, serve.standardOutput, serve.standardError)
        defer {
            if process.isRunning { process.terminate() }
        }
        #expect(try await eventually { standardOutput.text.contains("press Ctrl-C to stop") }, "\(standardError.text)")

        try directory.write("Docs/Napkin.md", rootPage(summary: "See <doc:Missing>."))
        #expect(try await eventually { standardError.text.contains("still serving the previous site") })
        #expect(standardError.text.hasPrefix("Docs/Napkin.md:7:5: error: no page is named 'Missing' [broken-link]\n"))

        process.interrupt()
        #expect(try await eventually { !process.isRunning })
        #expect(process.terminationStatus == 0)
    }

    /// A save of a page nested 50,000 quotes deep (which crashed `serve`) is an error the
    /// server reports and survives: it still serves, and the next good save is built.
    @Test func aPageNestedTooDeepIsReportedAndServingGoesOn() async throws {
        try await withOnePageServed { directory, serve, port in
            try directory.write("Docs/Napkin.md", rootPage(extra: DeepMarkdown.quotes(50_000)))
            // Waited for rather than expected first: on a loaded machine a write held open past the
            // watcher's longest burst (1 s) is read half-written once, and reported as it is.
            #expect(
                try await eventually {
                    let text = serve.standardError.text
                    return text.contains(
                        "Docs/Napkin.md:8:101: error: the content nests more than 100 levels deep here [nesting-too-deep]\n"
                    ) && text.hasSuffix("still serving the previous site\n")
                })
            #expect(try await LoopbackClient.request("/", port: port).status == 200)

            try directory.write("Docs/Napkin.md", rootPage(summary: "Repaired."))
            #expect(
                try await eventually { try await LoopbackClient.request("/", port: port).text.contains("Repaired.") })
        }
    }

    /// Saves of pages that crashed the tool (quotes, lists and directives nested past the limit)
    /// show their error in the open pages, file and line first, and each fix reloads them.
    @Test func crashWorthySavesShowInThePageAndTheirFixReloadsIt() async throws {
        try await withOnePageServed { directory, _, port in
            let deepPages = [DeepMarkdown.quotes(50_000), DeepMarkdown.lists(1_000), DeepMarkdown.comments(1_000)]
            for (index, deep) in deepPages.enumerated() {
                try directory.write("Docs/Napkin.md", rootPage(extra: deep))
                #expect(
                    try await eventually {
                        try await reloadStatus(port: port).errors.contains {
                            $0.hasPrefix("Docs/Napkin.md:")
                                && $0.contains("error: the content nests more than 100 levels deep")
                        }
                    }, "page \(index)")
                // The page still served is the last good one, with the script that shows the errors.
                let page = try await LoopbackClient.request("/", port: port)
                #expect(page.status == 200)
                #expect(page.text.contains(LiveReloadScript.element(generation: index + 1)))

                try directory.write("Docs/Napkin.md", rootPage(summary: "Repaired \(index)."))
                #expect(
                    try await eventually {
                        let status = try await reloadStatus(port: port)
                        return status.generation == index + 2 && status.errors.isEmpty
                    }, "page \(index)")
                #expect(try await LoopbackClient.request("/", port: port).text.contains("Repaired \(index)."))
            }
        }
    }

    /// Fifty saves in a row: a few rebuilds, the last save served, the server alive.
    @Test func aBurstOfSavesServesTheLastOne() async throws {
        try await withOnePageServed { directory, serve, port in
            for save in 1...50 {
                try directory.write("Docs/Napkin.md", rootPage(summary: "Save \(save)."))
            }
            #expect(
                try await eventually { try await LoopbackClient.request("/", port: port).text.contains("Save 50.") })
            let rebuilds = serve.standardOutput.text.components(separatedBy: "Rebuilding after a change").count - 1
            #expect(rebuilds < 50, "\(rebuilds) rebuilds for 50 saves")
            #expect(try await reloadStatus(port: port).errors.isEmpty)
        }
    }

    @Test func helpNamesTheOptions() async throws {
        let help = try await FinishedProcess.run(NapkinDocsExecutable.url(), ["serve", "--help"])
        #expect(help.status == 0)
        for option in ["--source", "--output", "--port", "--host"] {
            #expect(help.standardOutput.contains(option), "\(option)")
        }
    }

    /// Started by the command plugin, the server ends with the process that started it: SwiftPM's
    /// A library's doc comment saved while serving reaches its symbol's page without a build of
    /// the module, its example shown not checked; a saved declaration builds the module again.
    @Test func aSavedDocCommentReachesItsSymbolsPage() async throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])
            """)
        func greeter(_ comment: String, members: String = "") -> String {
            "/// \(comment)\npublic struct Greeter {\n    /// Creates a greeter.\n    public init() {}\n\(members)}\n"
        }
        try directory.write("Sources/Kit/Greeter.swift", greeter("Says hello."))
        let serve = try Serve(["--output", "Out", "--port", "0"], in: directory.url)
        let process = serve.process
        defer {
            if process.isRunning { process.terminate() }
        }
        // The first start builds the library: longer than a page alone.
        #expect(
            try await eventually(within: .seconds(150)) { serve.standardOutput.text.contains("press Ctrl-C") },
            "\(serve.standardError.text)")
        #expect(serve.standardOutput.text.contains("the 1 Swift files of Kit"))
        let page = "Out/reference/kit/greeter.html"
        #expect(directory.read(page)?.contains("Says hello.") == true)

        try directory.write(
            "Sources/Kit/Greeter.swift",
            greeter("Says hello, politely.\n///\n/// ```swift\n/// let greeter = Greeter()\n/// ```"))
        #expect(try await eventually { directory.read(page)?.contains("Says hello, politely.") == true })
        #expect(serve.standardOutput.text.contains("Doc comments of Greeter.swift written into the symbol graphs"))
        #expect(directory.read(page)?.contains("not checked") == true)

        try directory.write(
            "Sources/Kit/Greeter.swift", greeter("Says hello.", members: "    /// Waves.\n    public func wave() {}\n"))
        #expect(
            try await eventually(within: .seconds(120)) {
                FileManager.default.fileExists(
                    atPath: directory.url.appendingPathComponent("Out/reference/kit/greeter/wave.html").path)
            }, "\(serve.standardOutput.text)\n\(serve.standardError.text)")
        #expect(serve.standardOutput.text.contains("Built the documented modules again"))
        process.interrupt()
        #expect(try await eventually { !process.isRunning })
    }

    /// Ctrl-C ends SwiftPM and the plugin but never reaches the server, in a process group of its
    /// own, which used to serve on with the port taken.
    @Test func aServerThePluginStartedEndsWithItsParent() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("Docs/Napkin.md", rootPage())
        let executable = try NapkinDocsExecutable.url().path
        // A parent that starts the server, writes its process number to a file (a pipe would stay
        // open as long as the server), and ends ten seconds later (time for even a sanitized server to start).
        let parent = Process()
        parent.executableURL = URL(fileURLWithPath: "/bin/sh")
        parent.arguments = [
            "-c",
            "'\(executable)' serve --source Docs --output Out --port 0 </dev/null >/dev/null 2>&1 & echo $! > server.pid; sleep 10",
        ]
        parent.currentDirectoryURL = directory.url
        var environment = ProcessInfo.processInfo.environment
        environment["NAPKIN_DOCS_BUILT_BY_SWIFTPM"] = "1"
        parent.environment = environment
        parent.standardOutput = FileHandle.nullDevice
        parent.standardError = FileHandle.nullDevice
        try parent.run()
        parent.waitUntilExit()
        let text = try String(contentsOf: directory.url.appendingPathComponent("server.pid"), encoding: .utf8)
        let server = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        defer { kill(server, SIGKILL) }
        #expect(
            try await eventually(within: .seconds(20)) { Self.hasEnded(server) }, "the server outlived its parent")
    }

    /// Whether process `pid` is gone, or ended and not yet reaped (a zombie of an init that reaps
    /// late, in a container).
    private static func hasEnded(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return true }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        // `pid (name) S …`: the state follows the name's closing parenthesis.
        return stat.split(separator: ")").last?.trimmingCharacters(in: .whitespaces).hasPrefix("Z") ?? false
    }
}
