import ArgumentParser

/// `napkin component-extension Home Profile`.
struct ComponentExtensionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "component-extension",
        abstract: "Write the extension of a parent's component that gives a child napkin its dependency.")

    @Argument(help: "The parent napkin, such as Home (its component is HomeComponent).")
    var parent: String

    @Argument(help: "The child napkin, such as Profile (its dependency is ProfileDependency).")
    var child: String

    @OptionGroup var location: Location

    func validate() throws {
        _ = try typeName(parent, role: "parent napkin name")
        _ = try typeName(child, role: "child napkin name")
    }

    func run() throws {
        try location.write(
            .componentExtension(
                parent: typeName(parent, role: "parent napkin name"), child: typeName(child, role: "child napkin name")),
            next: "provide what \(child)Dependency requires in the extension, and build \(child) "
                + "with `\(child)Builder(dependency: component)` in \(parent)Builder.")
    }
}
