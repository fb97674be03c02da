/// `HomeComponent+Profile.swift`: what lets a parent's component build a child napkin.
struct ComponentExtensionTemplate {
    /// The napkin whose component is extended, such as `Home`.
    let parent: TypeName
    /// The child napkin it builds, such as `Profile`.
    let child: TypeName

    var fileName: String { "\(parent)Component+\(child).swift" }

    var contents: String {
        """
        import napkin

        /// What \(parent)'s component needs from the napkin above \(parent) to give \(child) its dependency:
        /// the services \(child) uses that \(parent) does not create. Make \(parent)Dependency refine it:
        /// `protocol \(parent)Dependency: \(parent)Dependency\(child) { … }`.
        protocol \(parent)Dependency\(child): Dependency {
            // TODO: Declare them, such as `var session: Session { get }`.
        }

        /// \(parent)'s component is \(child)'s dependency: \(parent)'s builder gives \(parent)'s router
        /// `\(child)Builder(dependency: component)`.
        extension \(parent)Component: \(child)Dependency {
            // TODO: Provide what \(child)Dependency requires: from `dependency`, passed through, or
            // created here with `shared { }`.
        }

        """
    }
}
