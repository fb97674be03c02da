import ArgumentParser

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
        try location.write(
            .tests(napkin.checkedName(), view: napkin.view.variant(), launch: launch, module: location.module ?? ""),
            next: "run `swift test`. The tests use NapkinTestSupport: the test target depends on "
                + "`.product(name: \"NapkinTestSupport\", package: \"napkin\")`.")
    }
}
