extension NapkinShape {
    /// `ProfileRouter.swift`: the view-controllable protocol and the router.
    var routerFile: String {
        // A napkin without a view, its own or its parent's, has no view to ask anything of.
        guard ownsView || borrowsParentView else {
            return """
                import napkin

                \(routerDeclaration)

                """
        }
        return """
            import napkin

            \(viewControllableDeclaration)

            // MARK: - Router

            \(routerDeclaration)

            """
    }

    private var viewControllableDeclaration: String {
        guard borrowsParentView else {
            return """
                /// What \(name)'s router asks of \(name)'s view: showing and hiding the views of \(name)'s
                /// children.
                @MainActor
                protocol \(name)ViewControllable: ViewControllable {
                    // TODO: Declare them, such as `func present(_ child: any ViewControllable)`.
                }
                """
        }
        return """
            /// What \(name)'s router asks of the view it shows its content in. \(name) owns no view: the
            /// view of the napkin above it conforms, and that napkin's router hands it to \(name)'s builder.
            @MainActor
            protocol \(name)ViewControllable: ViewControllable {
                // TODO: Declare them, such as `func show(banner: any ViewControllable)`.
            }
            """
    }

    private var routerDeclaration: String {
        let summary = """
            /// \(name)'s node of the tree: it owns the interactor\(ownsView ? " and the view" : ""), and attaches and detaches
            /// \(name)'s children.
            """
        let childrenTodo = """
                // TODO: Take the builders of \(name)'s children here, and attach each child with a `ChildRoute`\(
                    isLaunch ? ",\n    // or in `didLoad()` if it lives as long as the app." : ".")
            """
        if borrowsParentView {
            return """
                \(summary)
                @MainActor
                \(declaration("final class \(name)Router", inheriting: ["Router<\(name)Interactor>", "\(name)Routing"]))
                    private let viewController: any \(name)ViewControllable

                \(childrenTodo)
                    init(interactor: \(name)Interactor, viewController: any \(name)ViewControllable) {
                        self.viewController = viewController
                        super.init(interactor: interactor)
                    }

                    func cleanupViews() async {
                        // TODO: Remove from `viewController` what this router added to it.
                    }
                }
                """
        }
        guard ownsView else {
            return """
                \(summary)
                @MainActor
                \(declaration("final class \(name)Router", inheriting: ["Router<\(name)Interactor>", "\(name)Routing"]))
                \(childrenTodo)
                    override init(interactor: \(name)Interactor) {
                        super.init(interactor: interactor)
                    }
                }
                """
        }
        let base = isLaunch ? "LaunchRouter" : "ViewableRouter"
        return """
            \(summary)
            @MainActor
            \(declaration("final class \(name)Router", inheriting: ["\(base)<\(name)Interactor, any \(name)ViewControllable>", "\(name)Routing"]))
            \(childrenTodo)
                override init(interactor: \(name)Interactor, viewController: any \(name)ViewControllable) {
                    super.init(interactor: interactor, viewController: viewController)
                }
            }
            """
    }
}
