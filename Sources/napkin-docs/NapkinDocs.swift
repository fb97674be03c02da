import ArgumentParser

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
}
