import ArgumentParser

/// `napkin new Profile [--view …]`.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a napkin: its builder, interactor and router, and the view you choose.")

    @Argument(help: "The napkin's name, such as Profile (for ProfileBuilder, ProfileInteractor, …).")
    var name: String

    @OptionGroup var view: ViewChoice
    @OptionGroup var location: Location

    func validate() throws {
        _ = try typeName(name, role: "napkin name")
        _ = try view.variant()
    }

    func run() throws {
        try location.write(
            .napkin(typeName(name, role: "napkin name"), view: view.variant()),
            next: "attach \(name) from its parent's router with \(name)Builder, "
                + "and give it its dependency from the parent's component "
                + "(`swift package napkin component-extension <Parent> \(name)`).")
    }
}
