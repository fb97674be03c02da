/// `AccountManager.swift`, and with `withService` `AccountService.swift`: state that napkins share,
/// kept by an actor behind a protocol.
struct ServiceManagerTemplate {
    /// The service's name, such as `Account`.
    let name: TypeName
    /// Whether a value type that makes what the manager keeps comes with it.
    let withService: Bool

    var files: [(name: String, contents: String)] {
        var files = [("\(name)Manager.swift", managerFile)]
        if withService { files.append(("\(name)Service.swift", serviceFile)) }
        return files
    }

    private var managerFile: String {
        let serviceNote =
            withService
            ? "\n    // \(name)Service makes the values it keeps, such as `\(name)Service.makeEmpty()`."
            : ""
        return """
            /// What napkins may ask of \(name)Manager. Interactors call it from their own actors, so it is
            /// `Sendable`, and its methods are `async`.
            protocol \(name)Managing: Sendable {
                // TODO: Declare them, such as `func current() async -> \(name)`.
            }

            /// Keeps \(name)'s state on an actor of its own. A component provides one instance to its napkin
            /// and the napkins below it:
            ///
            ///     var \(name.lowerCamelCase)Manager: any \(name)Managing { shared { \(name)Manager() } }
            final actor \(name)Manager: \(name)Managing {
                init() {}

                // TODO: Keep the state here, and implement \(name)Managing.\(serviceNote)
            }

            """
    }

    private var serviceFile: String {
        """
        /// Makes the values \(name)Manager keeps. Its methods are `static` and its values `Sendable`,
        /// so they cross from one actor to another.
        struct \(name)Service: Sendable {
            // TODO: Add the factories, such as `static func makeEmpty() -> \(name)`.
        }

        """
    }
}
