import ArgumentParser

/// `napkin service-manager Account [--with-service]`.
struct ServiceManagerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "service-manager",
        abstract: "Write a service manager: an actor that keeps shared state, behind a protocol.")

    @Argument(help: "The service's name, such as Account (for AccountManager and AccountManaging).")
    var name: String

    @Flag(help: "Also write a value type that makes what the manager keeps (AccountService).")
    var withService = false

    @OptionGroup var location: Location

    func validate() throws {
        _ = try typeName(name, role: "service name")
    }

    func run() throws {
        let service = try typeName(name, role: "service name")
        try location.write(
            .serviceManager(service, withService: withService),
            next: "provide it from a component, one instance for the scope: "
                + "`var \(service.lowerCamelCase)Manager: any \(name)Managing { shared { \(name)Manager() } }`.")
    }
}
