import ArgumentParser

/// `napkin launch Root [--view …]`.
struct LaunchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "launch",
        abstract: "Write the root napkin an app launches, and LaunchComponent, the root of its dependencies.")

    @Argument(help: "The root napkin's name, such as Root.")
    var name: String

    @OptionGroup var view: ViewChoice
    @OptionGroup var location: Location

    func validate() throws {
        _ = try typeName(name, role: "napkin name")
        _ = try view.variant()
    }

    func run() throws {
        let start =
            try view.variant() == .none
            ? "`await router.start()`" : "`await router.launch(from: window)`"
        try location.write(
            .launch(typeName(name, role: "napkin name"), view: view.variant()),
            next: "when the app starts, `let router = await \(name)Builder(dependency: LaunchComponent()).build()`, "
                + "then \(start).")
    }
}
