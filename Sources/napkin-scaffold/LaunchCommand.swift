import ArgumentParser

/// `napkin launch Root [--view …]`.
struct LaunchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "launch",
        abstract: "Write the root napkin an app launches, and LaunchComponent, the root of its dependencies.")

    @OptionGroup var napkin: NapkinArguments
    @OptionGroup var location: Location

    func run() throws {
        let view = try napkin.view.variant()
        let start = view.ownsAView ? "`await router.launch(from: window)`" : "`await router.start()`"
        try location.write(
            .launch(napkin.checkedName(), view: view),
            next: "when the app starts, "
                + "`let router = await \(napkin.name)Builder(dependency: LaunchComponent()).build()`, then \(start).")
    }
}
