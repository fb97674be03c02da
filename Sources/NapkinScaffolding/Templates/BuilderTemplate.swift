extension NapkinShape {
    /// `ProfileBuilder.swift`: the dependency, the component, the buildable protocol and the
    /// builder.
    var builderFile: String {
        """
        import napkin

        \(dependencyDeclaration)

        /// \(name)'s scope of dependency injection: it passes on what \(isLaunch ? "`LaunchComponent`" : "the napkin above") provides, and
        /// creates the services that only \(name) and its children use.
        \(declaration("nonisolated final class \(name)Component", inheriting: ["Component<\(name)Dependency>", "@unchecked Sendable"]))
        \(componentMembers)
        }

        // MARK: - Builder

        /// What a parent knows of \(name)'s builder; parents keep this protocol, so a test can hand
        /// them a builder of its own.
        protocol \(name)Buildable: Buildable {
            @MainActor \(buildSignature)
        }

        /// Builds \(name): its component, \(ownsView ? "view, " : "")interactor and router, wired together.
        \(declaration("nonisolated final class \(name)Builder", inheriting: ["Builder<\(name)Dependency>", "\(name)Buildable", "@unchecked Sendable"]))
            @MainActor
            \(buildSignature) {
                let component = \(name)Component(dependency: dependency)
        \(buildBody)
                return router
            }
        }

        """
    }

    private var dependencyDeclaration: String {
        let from =
            isLaunch
            ? "`LaunchComponent`, the root of the dependency graph: the services it\n/// uses"
            : "the napkin above it: the services it uses"
        // A napkin that owns no view is handed the view it shows its content in by its parent's
        // router, in `build`, so that any component can be its dependency as it is.
        return """
            /// What \(name) needs from \(from) but does not create.
            protocol \(name)Dependency: Dependency {
                // TODO: Declare them, such as `var session: Session { get }`.
            }
            """
    }

    private var componentMembers: String {
        """
            // TODO: Declare the services \(name) creates, one instance each with `shared { }`, such as
            // `var store: \(name)Store { shared { \(name)Store() } }`.
        """
    }

    /// What the builder calls the view it creates.
    private var viewVariable: String { view == .neutral ? "view" : "viewController" }

    private var buildBody: String {
        let discard = """
                    // TODO: Give the interactor the services it reads from `component`, and the router
                    // the builders of \(name)'s children (`ChildBuilder(dependency: component)`).
                    _ = component
            """
        guard ownsView else {
            // A napkin that owns no view and is not the root shows its content in the one it is handed.
            let view = borrowsParentView ? ", viewController: viewController" : ""
            return """
                \(discard)
                        let interactor = \(name)Interactor()
                        let router = \(name)Router(interactor: interactor\(view))
                        await interactor.wire(\(wireArguments))
                """
        }
        return """
            \(discard)
                    let \(viewVariable) = \(viewClass)()
                    let interactor = \(name)Interactor(presenter: \(viewVariable))
                    \(viewVariable).listener = interactor
                    let router = \(name)Router(interactor: interactor, viewController: \(viewVariable))
                    await interactor.wire(\(wireArguments))
            """
    }
}
