/// `ProfileInteractorTests.swift` and `ProfileRouterTests.swift`: Swift Testing suites that build
/// the napkin as its parent does and check its lifecycle, ready for the napkin's own tests.
struct UnitTestsTemplate {
    /// The napkin under test.
    let shape: NapkinShape
    /// The module the napkin lives in, imported with `@testable`.
    let module: String

    private var name: TypeName { shape.name }

    var files: [(name: String, contents: String)] {
        [("\(name)InteractorTests.swift", interactorTests), ("\(name)RouterTests.swift", routerTests)]
    }

    private func imports(_ modules: [String], platform: Bool = false) -> String {
        let platformImports = """

            #if canImport(UIKit)
                import UIKit
            #elseif canImport(AppKit)
                import AppKit
            #endif
            """
        return (modules + ["Testing", "napkin"]).map { "import \($0)" }.joined(separator: "\n")
            + "\n\n@testable import \(module)" + (platform ? "\n" + platformImports : "")
    }

    private var interactorTests: String {
        let makeInteractor = shape.ownsView ? "\(name)Interactor(presenter: presenter)" : "\(name)Interactor()"
        let presenterSpy =
            shape.ownsView
            ? """

            /// What the tests give \(name)Interactor in place of its view.
            @MainActor
            private final class \(name)PresentableSpy: \(name)Presentable {
                weak var listener: (any \(name)PresentableListener)?
            }

            """
            : ""
        let presenterProperty = shape.ownsView ? "    private let presenter = \(name)PresentableSpy()\n\n" : ""
        return """
            \(imports([]))
            \(presenterSpy)
            @MainActor
            @Suite("\(name)Interactor")
            struct \(name)InteractorTests {
            \(presenterProperty)    @Test func activatingMakesTheInteractorActive() async {
                    let interactor = \(makeInteractor)
                    await interactor.activate()
                    #expect(interactor.isActive)
                }

                @Test func deactivatingEndsTheTasksItStarted() async {
                    let interactor = \(makeInteractor)
                    await interactor.activate()
                    let before = interactor.lifecycle.boundTaskCount
                    await interactor.task {
                        try? await Task.sleep(for: .seconds(3600))
                    }
                    #expect(interactor.lifecycle.boundTaskCount == before + 1)

                    await interactor.deactivate()

                    #expect(!interactor.isActive)
                    #expect(interactor.lifecycle.boundTaskCount == 0)
                }

                // TODO: Test what \(name)Interactor does: what it presents, where it routes, what it tells its
                // listener. Give it doubles of the protocols it talks to\(shape.ownsView ? ", as the presenter above" : "").
            }

            """
    }

    private var routerTests: String {
        shape.isLaunch ? launchRouterTests : attachedRouterTests
    }

    private var attachedRouterTests: String {
        let borrows = shape.borrowsParentView
        let parentView =
            borrows
            ? """


            /// The view of the napkin above, which \(name) shows its content in.
            @MainActor
            private final class \(name)ParentViewStub: \(name)ViewControllable {
            \(platformViewController)
            }
            """
            : ""
        let dependencyStub = """
            /// What the tests give \(name)'s builder in place of the component of the napkin above.
            private final class \(name)DependencyStub: \(name)Dependency {}\(parentView)
            """
        let parentViewLine = borrows ? "        let parentView = \(name)ParentViewStub()\n" : ""
        let viewArgument = borrows ? ", viewController: parentView" : ""
        return """
            \(imports(["NapkinTestSupport"], platform: borrows))

            /// The interactor of the napkin above \(name), which listens to it.
            private final actor \(name)ParentInteractorStub: Interactable, \(name)Listener {
                nonisolated let lifecycle = InteractorLifecycle()
            }

            \(dependencyStub)

            @MainActor
            @Suite("\(name)Router")
            struct \(name)RouterTests {
                @Test func attachingActivatesTheNapkinAndDetachingLeavesNothingRunning() async {
                    let parentInteractor = \(name)ParentInteractorStub()
                    let parent = Router(interactor: parentInteractor)
                    let builder = \(name)Builder(dependency: \(name)DependencyStub())
            \(parentViewLine)        let router = await builder.build(withListener: parentInteractor\(viewArgument))

                    await parent.attachChild(router)
                    #expect(router.interactable.isActive)

                    let probe = TeardownProbe(watching: router)
                    await parent.detachChild(router)
                    #expect(probe.leftovers.isEmpty, "\\(probe.leftovers)")
                }

                // TODO: Test \(name)'s routes: which children they attach and detach, and what they ask of
                // the view.
            }

            """
    }

    private var launchRouterTests: String {
        let start = shape.ownsView ? "launch(from: window)" : "start()"
        let window =
            shape.ownsView
            ? """

            /// The window the tests launch \(name) in.
            @MainActor
            private final class \(name)WindowStub: LaunchWindow {
                private(set) var root: (any ViewControllable)?

                func show(root: any ViewControllable) {
                    self.root = root
                }
            }

            """
            : ""
        let windowLines =
            shape.ownsView
            ? "        let window = \(name)WindowStub()\n"
            : ""
        let shownCheck =
            shape.ownsView
            ? "        #expect(window.root === router.viewControllable)\n"
            : ""
        return """
            \(imports(["NapkinTestSupport"]))
            \(window)
            @MainActor
            @Suite("\(name)Router")
            struct \(name)RouterTests {
                @Test func launchingActivatesTheTreeAndStoppingLeavesNothingRunning() async {
            \(windowLines)        let router = await \(name)Builder(dependency: LaunchComponent()).build()

                    await router.\(start)
            \(shownCheck)        #expect(router.interactable.isActive)

                    let probe = TeardownProbe(watching: router)
                    await router.stop()
                    #expect(probe.leftovers.isEmpty, "\\(probe.leftovers)")
                }

                // TODO: Test the children \(name) attaches when it loads, and its routes.
            }

            """
    }

    /// The view controller Apple's platforms require of a view; nothing elsewhere.
    private var platformViewController: String {
        """
            #if canImport(UIKit)
                let uiviewController = UIViewController()
            #elseif canImport(AppKit)
                let nsviewController = NSViewController(nibName: nil, bundle: nil)
            #endif
        """
    }
}
