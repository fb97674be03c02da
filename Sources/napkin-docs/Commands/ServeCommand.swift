import ArgumentParser
import DocsMarkup
import DocsServer
import DocsSite
import DocsSiteModel
import Foundation

/// `napkin-docs serve`: builds the site, serves it locally, and rebuilds it and reloads the
/// open pages whenever a source changes.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it locally, and rebuild it when a source changes.",
        discussion: """
            Builds the site as `build` does, with the same options, then serves the output \
            directory over HTTP and watches the files of the source directories: the .md pages \
            and every file they may show or link to. When one changes, appears or goes away, \
            the site is rebuilt and every open page reloads itself. It also watches the Swift \
            files of the documented modules: a save that changed only doc comments is written \
            into the symbol graphs at once; one that changed code builds the module again.

            A rebuild that fails prints its problems as file:line:column: error: message and \
            keeps serving the previous site; the pages do not reload. The files on disk are \
            exactly what `build` writes: the reload script is added to pages only as they are \
            served. With --versions it serves every release's site and the working tree's, as \
            `build --versions` writes them, and rebuilds the working tree's after a save. Stop with \
            Ctrl-C.
            """
    )

    @OptionGroup var site: SiteOptions

    @Option(help: ArgumentHelp("The port to listen on; 0 picks a free one.", valueName: "n"))
    var port: Int = 8080

    @Option(
        help: ArgumentHelp(
            "The address to listen on.",
            discussion:
                "Defaults to the loopback address, so the site is not reachable from other machines; pass 0.0.0.0 to share it on the network.",
            valueName: "addr"))
    var host: String = "127.0.0.1"

    @OptionGroup(title: "Versions") var versions: VersionOptions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        if versions.versions, site.symbolGraphs != nil {
            throw ValidationError(
                "--symbol-graphs names one release's graphs; a build of --versions makes each release's own")
        }
    }

    func run() async throws {
        // Started by the command plugin: a Ctrl-C ends SwiftPM and the plugin, but never reaches this
        // process, in a process group of its own. It ends with them instead.
        let parent = ProcessInfo.processInfo.environment[SwiftPackage.builtBySwiftPMVariable] == "1" ? getppid() : nil
        let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var options: DocumentationBuild.Options
        do {
            options = try site.buildOptions(currentDirectory: currentDirectory)
            // A rebuild after a save meets mostly the same code and the same API again.
            options.reuse.acrossRuns = true
        } catch let error as BuildError {
            StandardError.print(error.description)
            throw ExitCode.failure
        }
        let output = SourceReader(baseDirectory: currentDirectory).displayPath(of: options.outputDirectory)
        let printsTimings = site.timings
        // The documented modules' sources, followed when the graphs were made from them here.
        var beforeRebuild: (@Sendable (Set<String>) throws -> Void)?
        if let graphs = options.inputs.symbolGraphs, !graphs.sourceFiles.isEmpty {
            let live = LiveSymbolGraphs(
                package: graphs.packageDirectory, requestedModules: site.modules, graphs: graphs)
            beforeRebuild = { changed in
                let clock = ContinuousClock()
                let start = clock.now
                let refresh = try live.refresh(changed: changed)
                Self.report(refresh, duration: clock.now - start)
            }
        }
        let server = SiteServer.Configuration(host: host, port: UInt16(port))
        var watched = Self.watched(options, from: currentDirectory)
        if versions.versions {
            guard let package = PackageDirectory.enclosing(currentDirectory) else {
                StandardError.print(BuildError.noPackage(from: currentDirectory.path, needed: nil).description)
                throw ExitCode.failure
            }
            // The working tree is resolved anew on every save; its engine is not kept apart.
            options.reuse.acrossRuns = false
            var build: VersionedBuild
            do {
                build = VersionedBuild(
                    versions: try versions.versionsToBuild(
                        site: site, workingTree: options, package: package, currentDirectory: currentDirectory),
                    outputDirectory: options.outputDirectory, configuration: options.configuration)
            } catch let error as BuildError {
                StandardError.print(error.description)
                throw ExitCode.failure
            }
            (build.watchedDirectories, build.watchedFiles) = (options.inputs.directories, options.inputs.watchedFiles)
            watched[0] = "the working tree's " + watched[0]
            let preview = LivePreview(build: build, configuration: server, beforeRebuild: beforeRebuild) { event in
                Self.report(event, output: output, timings: printsTimings)
            }
            try await Self.serve(preview, output: output, watched: watched, parent: parent)
        } else {
            let preview = LivePreview(
                build: DocumentationBuild(options: options), configuration: server, beforeRebuild: beforeRebuild
            ) { event in
                Self.report(event, output: output, timings: printsTimings)
            }
            try await Self.serve(preview, output: output, watched: watched, parent: parent)
        }
    }

    /// What serve watches, as it says it: the source folders and files, and the documented
    /// modules' Swift files.
    private static func watched(_ options: DocumentationBuild.Options, from currentDirectory: URL) -> [String] {
        let sources = options.inputs.symbolGraphs?.sourceFiles ?? []
        var watched = (options.inputs.directories + options.inputs.watchedFiles.filter { !sources.contains($0) }).map {
            SourceReader(baseDirectory: currentDirectory).displayPath(of: $0)
        }
        if let graphs = options.inputs.symbolGraphs, !sources.isEmpty {
            watched.append("the \(sources.count) Swift files of \(graphs.modules.joined(separator: ", "))")
        }
        return watched
    }

    /// Starts `preview`, says where it serves and what it watches, and stops it at Ctrl-C (or
    /// when `parent` is gone).
    private static func serve<Build>(
        _ preview: LivePreview<Build>, output: String, watched: [String], parent: pid_t?
    ) async throws {
        let url: URL
        do {
            url = try await preview.start()
        } catch let error as ServeError {
            StandardError.print(error.description)
            throw ExitCode.failure
        }
        Self.print("Serving \(output) at \(url.absoluteString)")
        Self.print("Watching \(watched.joined(separator: ", ")) for changes; press Ctrl-C to stop")
        await Self.interrupted(orParentGone: parent)
        Self.print("Stopping")
        await preview.stop()
    }

    private static func report(_ event: LivePreview<VersionedBuild>.Event, output: String, timings: Bool) {
        switch event {
        case .rebuilding:
            print("Rebuilding after a change")
        case .built(let summary, let generation, let duration):
            // Every version's warnings on the first build; then the working tree's, the only
            // version a save changes.
            for (name, built, _) in summary.built where generation == 1 || name == summary.workingTree {
                BuildReport.warnings(built).map { StandardError.print("\(name): " + $0) }
            }
            print(BuildReport.versions(summary, output: output, duration: duration))
            if timings { print(BuildReport.versionTimings(summary)) }
        case .failed(let error):
            let report = BuildReport.failure(error, outcome: "still serving the previous site")
            StandardError.print(report ?? "error: \(error.localizedDescription)")
        }
    }

    private static func report(_ event: LivePreview<DocumentationBuild>.Event, output: String, timings: Bool) {
        switch event {
        case .rebuilding:
            print("Rebuilding after a change")
        case .built(let summary, _, let duration):
            BuildReport.warnings(summary).map(StandardError.print)
            print(BuildReport.success(summary, output: output, duration: duration))
            if timings { print(summary.timings.report) }
        case .failed(let error):
            let report = BuildReport.failure(error, outcome: "still serving the previous site")
            StandardError.print(report ?? "error: \(error.localizedDescription)")
        }
    }

    /// Says what bringing the symbol graphs up to date with saved sources did, and how long it took.
    private static func report(_ refresh: LiveSymbolGraphs.Refresh, duration: Duration) {
        func names(_ files: [String]) -> String {
            files.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
        }
        let took = duration.formatted(.units(allowed: [.seconds, .milliseconds], width: .narrow))
        switch refresh {
        case .nothing:
            break
        case .docComments(let files, 0):
            print("\(names(files)): the symbol graphs already have its doc comments (\(took))")
        case .docComments(let files, let symbols):
            print(
                "Doc comments of \(names(files)) written into the symbol graphs (\(symbols) \(symbols == 1 ? "symbol" : "symbols"), \(took))"
            )
        case .rebuilt:
            print("Built the documented modules again and extracted their symbol graphs (\(took))")
        case .declarationsKept(let files):
            StandardError.print(
                "note: \(names(files)) changed more than doc comments; started by `swift package`, serve cannot build the package, so the reference keeps the declarations of the last build until serve starts again"
            )
        }
    }

    /// Prints a line at once, even when standard output is a pipe.
    private static func print(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Returns at the first SIGINT or SIGTERM, or once the process `parent` has ended (this
    /// process's parent is then another). A second signal ends the process the usual way.
    private static func interrupted(orParentGone parent: pid_t?) async {
        let (signals, continuation) = AsyncStream.makeStream(of: Int32.self)
        let sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield(number) }
            source.resume()
            return source
        }
        let watch = parent.map { parent in
            let timer = DispatchSource.makeTimerSource(queue: .global())
            timer.schedule(deadline: .now(), repeating: .milliseconds(250))
            timer.setEventHandler { if getppid() != parent { continuation.yield(0) } }
            timer.resume()
            return timer
        }
        for await _ in signals { break }
        watch?.cancel()
        for (number, source) in zip([SIGINT, SIGTERM], sources) {
            source.cancel()
            signal(number, SIG_DFL)
        }
    }
}
