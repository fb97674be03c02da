import ArgumentParser
import DocsSupport

/// The `napkin-docs` command: builds and serves a package's documentation site.
@main
struct NapkinDocs: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "napkin-docs",
        abstract: "Build a static documentation site from a Swift package's Markdown.",
        discussion: """
            napkin-docs reads the Markdown in a package's Articles/ and Tutorials/ directories \
            (CommonMark plus DocC's <doc:> and ``Symbol`` links, asides and directives such as \
            @Metadata, @Row and @TabNavigator) and writes a static site to Site/.

            Run it anywhere inside a package; it finds the nearest Package.swift above the \
            current directory.
            """,
        version: Release.version,
        subcommands: [BuildCommand.self, ServeCommand.self, CheckCommand.self]
    )

    /// Runs the command the arguments name; a first argument that names no command is an error
    /// that suggests the nearest (ArgumentParser only says the argument is unexpected).
    static func main() async {
        HeapHeadroom.set()
        let commands = configuration.subcommands.map { $0._commandName } + ["help"]
        if let message = NameSuggestions.unknownCommand(CommandLine.arguments.dropFirst().first, among: commands) {
            Self.exit(withError: ValidationError(message))
        }
        do {
            var command = try parseAsRoot()
            if var command = command as? AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            Self.exit(withError: error)
        }
    }
}
