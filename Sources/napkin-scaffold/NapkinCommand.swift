import ArgumentParser

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
}
