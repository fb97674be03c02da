import ArgumentParser

/// `napkin new Profile [--view …]`.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a napkin: its builder, interactor and router, and the view you choose.")

    @OptionGroup var napkin: NapkinArguments
    @OptionGroup var location: Location

    func run() throws {
        let name = napkin.name
        try location.write(
            .napkin(napkin.checkedName(), view: napkin.view.variant()),
            next: "attach \(name) from its parent's router with \(name)Builder, "
                + "and give it its dependency from the parent's component "
                + "(`swift package napkin component-extension <Parent> \(name)`).")
    }
}
