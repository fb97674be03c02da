extension NapkinShape {
    /// `ProfileInteractor.swift`: the routing, presentable and listener protocols, and the
    /// interactor.
    var interactorFile: String {
        """
        import napkin

        /// What \(name)Interactor asks of its router: attaching and detaching \(name)'s children. The
        /// router lives on the main actor, so the interactor awaits each method.
        @MainActor
        protocol \(name)Routing: \(routingBase) {
        \(routingMembers)
        }
        \(presentableDeclaration)\(listenerDeclaration)
        // MARK: - Interactor

        /// \(name)'s business logic, on an actor of its own. \(activationSentence)
        final actor \(name)Interactor: \(interactorConformances) {
            nonisolated let lifecycle = InteractorLifecycle()
        \(interactorReferences)

            // TODO: Take the services \(name) uses here. Do no work in the initializer: it runs before
            // the napkin is active.
        \(interactorInitializer)

            /// Sets the interactor's \(isLaunch ? "reference back to its router" : "references back to its router and its listener"); the builder
            /// calls it once, in one hop to this actor.
            func wire(\(wireParameters)) {
                self.router = router
        \(isLaunch ? "" : "        self.listener = listener\n")    }

            // MARK: - Lifecycle

            func didBecomeActive() async {
                // TODO: Start \(name)'s work. What you start with `task { }` is bound to the active state:
                // it is cancelled, and awaited, when the napkin is deactivated, so nothing outlives it:
                //
                //     task {
                //         for await update in updates { \(ownsView ? "await presenter.present(update)" : "handle(update)") }
                //     }
            }

            func willResignActive() async {
        \(borrowsParentView ? "        await router?.cleanupViews()\n" : "")\
                // TODO: Save what must outlive this activation. The tasks started with `task { }` are
                // cancelled once this returns.
            }
        }

        """
    }

    private var activationSentence: String {
        isLaunch
            ? "Launching the app activates it; stopping the\n/// tree deactivates it."
            : "Its router activates it when \(name) is\n/// attached and deactivates it when \(name) is detached."
    }

    private var routingMembers: String {
        let todo = "    // TODO: Declare the routes, such as `func routeToDetails() async`."
        guard borrowsParentView else { return todo }
        return """
                /// Removes what \(name) added to the view of the napkin above it.
                func cleanupViews() async
            \(todo)
            """
    }

    private var presentableDeclaration: String {
        guard ownsView else { return "" }
        return """

            /// What \(name)Interactor shows through its view. Like every presentable it is `@MainActor`, so
            /// the interactor awaits each method.
            protocol \(name)Presentable: Presentable {
                var listener: (any \(name)PresentableListener)? { get set }
                // TODO: Declare what the interactor presents, such as `func present(title: String)`.
            }

            """
    }

    private var listenerDeclaration: String {
        guard !isLaunch else { return "" }
        return """

            /// What \(name) tells the napkin above it, whose interactor conforms.
            protocol \(name)Listener: AnyObject, Sendable {
                // TODO: Declare the events, such as `func \(lower)DidFinish() async`.
            }

            """
    }

    private var interactorConformances: String {
        ownsView ? "PresentableInteractable, \(name)PresentableListener" : "Interactable"
    }

    private var interactorReferences: String {
        var lines: [String] = []
        if ownsView { lines.append("    nonisolated let presenter: any \(name)Presentable") }
        lines.append("")
        lines.append("    weak var router: (any \(name)Routing)?")
        if !isLaunch { lines.append("    weak var listener: (any \(name)Listener)?") }
        return lines.joined(separator: "\n")
    }

    private var interactorInitializer: String {
        guard ownsView else { return "    init() {}" }
        return """
                init(presenter: any \(name)Presentable) {
                    self.presenter = presenter
                }
            """
    }
}
