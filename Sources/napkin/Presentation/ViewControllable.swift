#if canImport(UIKit)
    import UIKit

    /// A napkin's view, as routers see it. `UIViewController` subclasses conform by declaring it.
    @MainActor
    public protocol ViewControllable: AnyObject, Sendable {
        /// The UIKit view controller to present, push or embed.
        var uiviewController: UIViewController { get }
    }

    extension ViewControllable where Self: UIViewController {
        /// The view controller itself.
        public var uiviewController: UIViewController { self }
    }

    extension UIWindow: LaunchWindow {
        /// Makes `root`'s view controller the window's root and shows the window.
        public func show(root: any ViewControllable) {
            rootViewController = root.uiviewController
            makeKeyAndVisible()
        }
    }

#elseif canImport(AppKit)
    import AppKit

    /// A napkin's view, as routers see it. `NSViewController` subclasses conform by declaring it.
    @MainActor
    public protocol ViewControllable: AnyObject, Sendable {
        /// The AppKit view controller to present or embed.
        var nsviewController: NSViewController { get }
    }

    extension ViewControllable where Self: NSViewController {
        /// The view controller itself.
        public var nsviewController: NSViewController { self }
    }

    extension NSWindow: LaunchWindow {
        /// Makes `root`'s view controller the window's content and shows the window.
        public func show(root: any ViewControllable) {
            contentViewController = root.nsviewController
            makeKeyAndOrderFront(nil)
        }
    }

#else

    /// A napkin's view, as routers see it.
    ///
    /// Where UIKit and AppKit do not exist (Linux, servers, command-line tools) it has no
    /// requirements: any `@MainActor` class can stand for a view, such as a terminal screen or a
    /// recorder in tests.
    @MainActor
    public protocol ViewControllable: AnyObject, Sendable {}

#endif
