/// What decides the shape of a generated napkin's files: its name, its view, and whether it is
/// the root an app launches.
struct NapkinShape {
    /// The napkin's name, such as `Profile`.
    let name: TypeName
    /// The view it owns.
    let view: ViewVariant
    /// Whether it is the root napkin, launched rather than attached, built by `LaunchComponent`.
    let isLaunch: Bool

    /// The name as the start of a property, such as `profile`.
    var lower: String { name.lowerCamelCase }

    /// Whether the napkin owns a view (it has a presentable and a viewable router).
    var ownsView: Bool { view.ownsAView }

    /// Whether the napkin shows its content in the view of the napkin above it, which that
    /// napkin's router hands to its builder (the reference's napkin that owns no view).
    var borrowsParentView: Bool { view == .none && !isLaunch }

    /// The class the builder creates as the view, such as `ProfileViewController`.
    var viewClass: String {
        view == .neutral ? "\(name)View" : "\(name)ViewController"
    }

    /// The file that declares ``viewClass``, or `nil` when the napkin owns no view.
    var viewFileName: String? {
        switch view {
        case .none, .headless: nil
        case .neutral: "\(name)View.swift"
        case .uikit: "\(name)ViewController.swift"
        case .swiftui: "\(name)HostingViewController.swift"
        }
    }

    /// The routing protocol the napkin's own refines.
    var routingBase: String {
        if isLaunch { return ownsView ? "LaunchRouting" : "Routing" }
        return ownsView ? "ViewableRouting" : "Routing"
    }

    /// The parameters of `wire`, and the arguments the builder passes it.
    var wireParameters: String {
        isLaunch
            ? "router: (any \(name)Routing)?"
            : "router: (any \(name)Routing)?, listener: (any \(name)Listener)?"
    }

    /// The arguments the builder passes to `wire`.
    var wireArguments: String { isLaunch ? "router: router" : "router: router, listener: listener" }

    /// The signature of the builder's `build` method, without attributes, as a member writes it:
    /// with two parameters, one to a line, indented as a member's body, which fits any name and
    /// which swift-format keeps.
    var buildSignature: String {
        if isLaunch { return "func build() async -> any \(name)Routing" }
        guard borrowsParentView else {
            return "func build(withListener listener: any \(name)Listener) async -> any \(name)Routing"
        }
        return """
            func build(
                    withListener listener: any \(name)Listener,
                    viewController: any \(name)ViewControllable
                ) async -> any \(name)Routing
            """
    }
}
