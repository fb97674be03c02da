extension NapkinShape {
    /// `LaunchComponent.swift`: the root of the dependency graph, which has no parent.
    var launchComponentFile: String {
        let start =
            ownsView
            ? "await router.launch(from: window)  // a UIWindow, an NSWindow or a LaunchWindow of your own"
            : "await router.start()  // activates the tree; `await router.stop()` deactivates it"
        return """
            import napkin

            /// The root of the dependency graph: it has no parent, and it creates the services the whole
            /// app shares, which \(name) and, through it, every napkin of the tree read.
            ///
            /// Create it once, when the app starts, and launch the tree from it:
            ///
            ///     let router = await \(name)Builder(dependency: LaunchComponent()).build()
            ///     \(start)
            \(declaration("nonisolated final class LaunchComponent", inheriting: ["Component<EmptyDependency>", "\(name)Dependency", "@unchecked Sendable"]))
                // TODO: Declare the app's services, one instance each with `shared { }`, such as
                // `var session: Session { shared { Session() } }`.
            }

            """
    }
}
