import ArgumentParser
import Foundation
import NapkinScaffolding

/// Where the files go. The command plugin passes them, from the package's targets.
struct Location: ParsableArguments {
    @Option(help: ArgumentHelp("The folder the sources go to; the plugin passes the target's.", valueName: "directory"))
    var sources = "."

    @Option(
        help: ArgumentHelp("The folder the tests go to; the plugin passes the test target's.", valueName: "directory"))
    var tests: String?

    @Option(
        help: ArgumentHelp(
            "The module the tests import with @testable; the plugin passes the target's.", valueName: "name"))
    var module: String?

    /// Writes the files `request` asks for and says where they went, then what to do next.
    func write(_ request: ScaffoldRequest, next: String) throws {
        let writer = ScaffoldWriter(
            sources: URL(fileURLWithPath: sources), tests: tests.map { URL(fileURLWithPath: $0) })
        let written = try writer.write(Scaffold.files(for: request))
        print("Wrote \(written.count) file\(written.count == 1 ? "" : "s"):")
        for url in written { print("  \(url.relativeDisplayPath)") }
        print("Next: \(next)")
    }
}

/// Checks a name given on the command line, as a `ValidationError` (which prints the usage).
func typeName(_ name: String, role: String) throws -> TypeName {
    do {
        return try TypeName(name, role: role)
    } catch {
        throw ValidationError(error.description)
    }
}
