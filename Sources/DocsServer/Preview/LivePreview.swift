import DocsMarkup
import DocsSite
import Foundation

/// `napkin-docs serve` without the command line: builds the site, serves the output
/// directory, and rebuilds whenever a source (a page, or a file a page shows) changes, so that
/// open pages reload.
///
/// A rebuild that fails is reported and changes nothing: the previous site stays on disk
/// (a build that fails writes nothing) and the pages are not told to reload.
package actor LivePreview<Build: PreviewedBuild> {
    /// What happened, for the caller to print.
    package enum Event: Sendable {
        /// A build succeeded; the pages served now are at `generation`.
        case built(Build.Summary, generation: Int, duration: Duration)
        /// A build failed with `error` (usually a `DiagnosticError`); the previous site is still served.
        case failed(any Error)
        /// A change was seen and a rebuild begins.
        case rebuilding
    }

    /// The build that is run, first and after each change.
    package nonisolated let build: Build
    /// The server of the output directory.
    package nonisolated let server: SiteServer

    private let watcher: SourceWatcher
    private let onEvent: @Sendable (Event) -> Void
    private let beforeRebuild: (@Sendable (Set<String>) throws -> Void)?
    private var watching: Task<Void, Never>?

    /// Creates a preview of `build`'s output, served as `configuration` says, its sources
    /// watched through the kernel's notifications, or polled every `watchInterval` where there
    /// are none (see ``SourceWatcher``). `beforeRebuild` is given the paths that changed before
    /// each rebuild reads them (`serve` brings the symbol graphs up to date with saved sources);
    /// when it throws, the rebuild fails with its error.
    package init(
        build: Build, configuration: SiteServer.Configuration = .init(),
        watchInterval: Duration = .milliseconds(300),
        beforeRebuild: (@Sendable (Set<String>) throws -> Void)? = nil,
        onEvent: @escaping @Sendable (Event) -> Void
    ) {
        self.build = build
        self.server = SiteServer(
            root: build.outputDirectory, configuration: configuration, broadcaster: ReloadBroadcaster())
        self.watcher = SourceWatcher(
            directories: build.watchedDirectories, files: build.watchedFiles, excluding: build.outputDirectory,
            interval: watchInterval)
        self.onEvent = onEvent
        self.beforeRebuild = beforeRebuild
    }

    /// Builds once, starts serving and watching, and returns the site's address.
    ///
    /// A first build that fails is reported like any other, and serving begins anyway: the
    /// previous site, if there is one, is served, and fixing the sources brings the new one.
    ///
    /// - Throws: ``ServeError`` when the server cannot listen.
    package func start() async throws -> URL {
        guard watching == nil else { throw ServeError.alreadyRunning("preview") }
        let url = try await server.start()
        // Taken before the first build reads the sources: whatever changes after it is rebuilt.
        let initial = watcher.snapshot()
        await rebuild()
        watching = Task { [watcher] in
            await watcher.run(from: initial) { [weak self] changed in
                guard let self else { return }
                self.onEvent(.rebuilding)
                await self.rebuild(changed: changed)
            }
        }
        return url
    }

    /// Stops watching, then stops the server.
    package func stop() async {
        if let watching {
            watching.cancel()
            await watching.value
            self.watching = nil
        }
        await server.stop()
    }

    /// The lines a page shows for a failed build: `file:line:column: error: message` for each
    /// problem in the sources, else the one error.
    private static func errorLines(of error: any Error) -> [String] {
        if let error = error as? DiagnosticError {
            return error.diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.message)" }
        }
        let text = "\(error)"
        return [text.hasPrefix("error: ") ? text : "error: " + text]
    }

    /// Runs the build off the concurrency pool, since it reads and writes files synchronously,
    /// and advances the generation if it succeeds; `changed` is what the watcher saw change.
    private func rebuild(changed: Set<String>? = nil) async {
        let clock = ContinuousClock()
        let start = clock.now
        let build = self.build
        let prepare = changed == nil ? nil : beforeRebuild
        let result = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<Build.Summary, any Error>, Never>) in
            // A thread of its own: the global dispatch queues are only as wide as the machine
            // has cores, and the server's work must not wait behind a build.
            Thread {
                continuation.resume(
                    returning: Result {
                        if let prepare, let changed { try prepare(changed) }
                        return try build.run(changed: changed)
                    })
            }.start()
        }
        switch result {
        case .success(let summary):
            // Reported before the pages hear of it; only this actor advances the generation,
            // one build at a time.
            let generation = server.broadcaster.generation + 1
            onEvent(.built(summary, generation: generation, duration: clock.now - start))
            server.broadcaster.advance()
        case .failure(let error):
            onEvent(.failed(error))
            // The open pages show the errors over themselves until a build succeeds.
            server.broadcaster.fail(Self.errorLines(of: error))
        }
    }
}
