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
        let view = try napkin.view.variant()
        // A napkin without a view of its own is handed its parent's view as it is built.
        let handedView = view == .none ? ", handing it the view it shows its content in," : ","
        try location.write(
            .napkin(napkin.checkedName(), view: view),
            next: "attach \(name) from its parent's router with \(name)Builder\(handedView) "
                + "and give it its dependency from the parent's component "
                + "(`swift package napkin component-extension <Parent> \(name)`).")
    }
}
