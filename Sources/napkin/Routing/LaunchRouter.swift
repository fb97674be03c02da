/// A window that can show the root napkin's view: the platform-neutral seam `launch(from:)` uses.
///
/// On Apple platforms `UIWindow` and `NSWindow` conform, so `launch(from: window)` reads as it
/// always has. On Linux, in tests and in headless programs, conform a small class of your own.
@MainActor
public protocol LaunchWindow: AnyObject, Sendable {
    /// Makes `root` the window's content and shows it.
    func show(root: any ViewControllable)
}

/// The root router of an app: the one that is launched rather than attached.
@MainActor
public protocol LaunchRouting: ViewableRouting {
    /// Shows the root view in `window`, activates the tree (parents before children) and loads
    /// the root.
    func launch(from window: any LaunchWindow) async
}

/// The base class of the root router of an app.
///
/// Nothing attaches the root: ``launch(from:)`` starts it. Its ``Router/didLoad()`` typically
/// attaches the first child napkins.
@MainActor
open class LaunchRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType>,
    LaunchRouting
{
    /// Shows the root view in `window`, then does what ``Routing/start()`` does: activates every
    /// interactor of the tree, parents before children, and loads the root (whose `didLoad()`
    /// attaches the first children on the first launch).
    public final func launch(from window: any LaunchWindow) async {
        window.show(root: viewControllable)
        await start()
    }
}
