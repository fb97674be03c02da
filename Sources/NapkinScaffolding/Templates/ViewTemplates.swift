extension NapkinShape {
    /// The files of the napkin's view, by name: none, `ProfileView.swift` (neutral),
    /// `ProfileViewController.swift` (UIKit), or `ProfileView.swift` and
    /// `ProfileHostingViewController.swift` (SwiftUI).
    var viewFiles: [(name: String, contents: String)] {
        guard let viewFileName else { return [] }
        switch view {
        case .none, .headless: return []
        case .neutral: return [(viewFileName, neutralViewFile)]
        case .uikit: return [(viewFileName, uikitViewFile)]
        case .swiftui: return [("\(name)View.swift", swiftUIViewFile), (viewFileName, hostingViewFile)]
        }
    }

    private var listenerDeclaration: String {
        """
        /// What \(name)'s view tells \(name)Interactor, which conforms: the user's actions.
        protocol \(name)PresentableListener: AnyObject, Sendable {
            // TODO: Declare them, such as `func didTapDone() async`.
        }
        """
    }

    /// A to-do comment, `lead` then how the view sends the user's actions, its lines indented by
    /// `indentation`.
    private func dispatchTodo(_ lead: [String], indentation: String) -> String {
        let lines =
            ["// TODO: " + lead[0]] + lead.dropFirst().map { "// " + $0 } + [
                "// Send the user's actions to the listener with `dispatch`, which crosses to the",
                "// interactor's actor:",
                "//",
                "//     dispatch { [listener] in await listener?.didTapDone() }",
            ]
        return lines.map { indentation + $0 }.joined(separator: "\n")
    }

    /// Where neither framework exists (Linux), the class the builder creates is a plain one.
    private func standIn(for frameworks: String) -> String {
        """
            /// Where \(frameworks) does not exist, as on Linux, a plain main-actor class stands in for the
            /// view controller, so that the napkin and its tests build and run there too.
            @MainActor
            final class \(viewClass): \(name)ViewControllable, \(name)Presentable {
                weak var listener: (any \(name)PresentableListener)?
            }
        """
    }

    private var neutralViewFile: String {
        """
        import napkin

        #if canImport(UIKit)
            import UIKit
        #elseif canImport(AppKit)
            import AppKit
        #endif

        \(listenerDeclaration)

        /// \(name)'s view, tied to no UI framework: a main-actor class that shows what the interactor
        /// presents however the app draws it (a terminal, a server's response, a recorder in tests).
        @MainActor
        final class \(viewClass): \(name)ViewControllable, \(name)Presentable {
            weak var listener: (any \(name)PresentableListener)?

            #if canImport(UIKit)
                /// What UIKit shows for this view: replace it with a view controller of your own.
                let uiviewController = UIViewController()
            #elseif canImport(AppKit)
                /// What AppKit shows for this view: replace it with a view controller of your own.
                let nsviewController: NSViewController = {
                    let controller = NSViewController(nibName: nil, bundle: nil)
                    controller.view = NSView()
                    return controller
                }()
            #endif

        \(dispatchTodo(["Show what the interactor presents."], indentation: "    "))
        }

        """
    }

    private var uikitViewFile: String {
        """
        import napkin

        #if canImport(UIKit)
            import UIKit
        #elseif canImport(AppKit)
            import AppKit
        #endif

        \(listenerDeclaration)

        #if canImport(UIKit)
            /// \(name)'s screen, a UIKit view controller.
        \(declaration("final class \(viewClass)", inheriting: ["UIViewController", "\(name)ViewControllable", "\(name)Presentable"], indentation: "    "))
                weak var listener: (any \(name)PresentableListener)?

                override func viewDidLoad() {
                    super.viewDidLoad()
        \(dispatchTodo(["Build the view."], indentation: "            "))
                }
            }
        #elseif canImport(AppKit)
            /// \(name)'s screen, an AppKit view controller (UIKit's on iOS).
        \(declaration("final class \(viewClass)", inheriting: ["NSViewController", "\(name)ViewControllable", "\(name)Presentable"], indentation: "    "))
                weak var listener: (any \(name)PresentableListener)?

                override func loadView() {
                    view = NSView()
        \(dispatchTodo(["Build the view."], indentation: "            "))
                }
            }
        #else
        \(standIn(for: "UIKit or AppKit"))
        #endif

        """
    }

    private var swiftUIViewFile: String {
        """
        #if canImport(SwiftUI)
            import SwiftUI

            /// \(name)'s screen, in SwiftUI; \(viewClass) hosts it.
            struct \(name)View: View {
                weak var listener: (any \(name)PresentableListener)?

                var body: some View {
        \(dispatchTodo(
            [
                "Show what the interactor presents, kept in an `@Observable` model that",
                "\(viewClass) updates.",
            ], indentation: "            "))
                    Text("\(name)")
                }
            }

            #Preview {
                \(name)View()
            }
        #endif

        """
    }

    /// The view controller that hosts the SwiftUI view, subclassing `base`; UIKit's and AppKit's
    /// differ in the base class and in how they declare `init?(coder:)`.
    private func hostingController(_ base: String, framework: String, decoderInit: String) -> String {
        """
            /// \(name)'s screen: \(framework) view controller that hosts \(name)View.
        \(declaration("final class \(viewClass)", inheriting: ["\(base)<\(name)View>", "\(name)ViewControllable", "\(name)Presentable"], indentation: "    "))
                weak var listener: (any \(name)PresentableListener)? {
                    didSet { rootView.listener = listener }
                }

                init() {
                    super.init(rootView: \(name)View())
                }

                @MainActor \(decoderInit)(coder aDecoder: NSCoder) {
                    fatalError("\(viewClass) is created by \(name)Builder, never decoded")
                }
            }
        """
    }

    private var hostingViewFile: String {
        """
        import napkin

        #if canImport(SwiftUI) && canImport(UIKit)
            import SwiftUI
            import UIKit
        #elseif canImport(SwiftUI) && canImport(AppKit)
            import AppKit
            import SwiftUI
        #endif

        \(listenerDeclaration)

        #if canImport(SwiftUI) && canImport(UIKit)
        \(hostingController("UIHostingController", framework: "a UIKit", decoderInit: "required dynamic init?"))
        #elseif canImport(SwiftUI) && canImport(AppKit)
        \(hostingController("NSHostingController", framework: "an AppKit", decoderInit: "required init?"))
        #else
        \(standIn(for: "SwiftUI"))
        #endif

        """
    }
}
