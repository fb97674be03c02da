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
        guard borrowsParentView else {
            return """
                /// What \(name) needs from \(from) but does not create.
                protocol \(name)Dependency: Dependency {
                    // TODO: Declare them, such as `var session: Session { get }`.
                }
                """
        }
        return """
            /// What \(name) needs from the napkin above it: the view \(name) shows its content in, since
            /// it owns none, and the services it uses but does not create.
            protocol \(name)Dependency: Dependency {
                /// The view of the napkin above, which \(name)'s router adds its content to.
                var \(lower)ViewController: any \(name)ViewControllable { get }
                // TODO: Declare the services, such as `var session: Session { get }`.
            }
            """
    }

    private var componentMembers: String {
        let todo = """
                // TODO: Declare the services \(name) creates, one instance each with `shared { }`, such as
                // `var store: \(name)Store { shared { \(name)Store() } }`.
            """
        guard borrowsParentView else { return todo }
        return """
                fileprivate var \(lower)ViewController: any \(name)ViewControllable {
                    dependency.\(lower)ViewController
                }

            \(todo)
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
        if borrowsParentView {
            return """
                        let interactor = \(name)Interactor()
                        let router = \(name)Router(interactor: interactor, viewController: component.\(lower)ViewController)
                        await interactor.wire(\(wireArguments))
                """
        }
        guard ownsView else {
            return """
                \(discard)
                        let interactor = \(name)Interactor()
                        let router = \(name)Router(interactor: interactor)
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
