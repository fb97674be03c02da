import ArgumentParser
import Foundation

/// `napkin tests Profile [--view …] [--launch]`.
struct TestsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tests",
        abstract: "Write the tests of a napkin's interactor and router into the test target.",
        discussion: "Give the view and --launch as the napkin was made, so that the tests build it as it is.")

    @OptionGroup var napkin: NapkinArguments

    @Flag(help: "The napkin is a launch napkin (made with `launch`).")
    var launch = false

    @OptionGroup var location: Location

    func validate() throws {
        guard location.tests != nil else {
            throw ValidationError("no test target: give --tests DIRECTORY, or add one that depends on the target.")
        }
        guard location.module != nil else {
            throw ValidationError("the tests import the napkin's module: give --module NAME.")
        }
    }

    func run() throws {
        try Self.requireNapkin(named: napkin.name, in: URL(fileURLWithPath: location.sources))
        try location.write(
            .tests(napkin.checkedName(), view: napkin.view.variant(), launch: launch, module: location.module ?? ""),
            next: "the tests use NapkinTestSupport: if the test target does not depend on it yet, add "
                + "`.product(name: \"NapkinTestSupport\", package: \"napkin\")` to its dependencies; then run `swift test`."
        )
    }

    /// Tests of a napkin that is not there would not compile: the napkin's router must be in
    /// `sources` (a file `<Name>Router.swift`, or one that declares `<Name>Router`).
    static func requireNapkin(named name: String, in sources: URL) throws {
        let files =
            (FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "swift" }
        let router = name + "Router"
        if files.contains(where: { $0.lastPathComponent == router + ".swift" }) { return }
        if files.contains(where: { file in
            (try? String(contentsOf: file, encoding: .utf8))?.contains("class \(router)") == true
        }) {
            return
        }
        let napkins = files.map { $0.deletingPathExtension().lastPathComponent }.filter { $0.hasSuffix("Router") }
            .map { String($0.dropLast("Router".count)) }.filter { !$0.isEmpty }.sorted()
        throw NoSuchNapkin(
            description:
                "no napkin named \(name) in \(sources.path): no \(router) is declared there, and tests of it would not compile. "
                + (napkins.isEmpty
                    ? "Make it first with `new \(name)`."
                    : "Its napkins are \(napkins.joined(separator: ", ")); or make \(name) first with `new \(name)`."))
    }
}

/// A napkin the tests are asked for is not in the target (an error without the usage: the
/// command line was right).
struct NoSuchNapkin: Error, CustomStringConvertible {
    var description: String
}
