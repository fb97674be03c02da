import ArgumentParser
import DocsSupport

/// `swift package napkin …`, or `napkin-scaffold …` run by itself: writes the files of a napkin,
/// a launch napkin, a napkin's tests, a component extension or a service manager.
@main
struct NapkinCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "napkin",
        abstract: "Write the files of a napkin, its tests, a component extension or a service manager.",
        discussion: """
            Run it as `swift package --allow-writing-to-package-directory napkin <subcommand>` in a \
            package that depends on napkin. The files go into the package's only target that is not \
            a test target (name another with --target NAME), and tests into the test target that \
            depends on it (or --test-target NAME). No file is ever written over: when one exists, \
            nothing is written.
            """,
        subcommands: [
            NewCommand.self, LaunchCommand.self, TestsCommand.self, ComponentExtensionCommand.self,
            ServiceManagerCommand.self,
        ]
    )

    /// Runs the command the arguments name; a first argument that names no command is an error
    /// that suggests the nearest (`swift package napkin nwe Feed` used to be told of an unknown
    /// option, the `--sources` the plugin adds).
    static func main() {
        let commands = configuration.subcommands.map { $0._commandName } + ["help"]
        if let message = NameSuggestions.unknownCommand(CommandLine.arguments.dropFirst().first, among: commands) {
            Self.exit(withError: ValidationError(message))
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            Self.exit(withError: error)
        }
    }
}
