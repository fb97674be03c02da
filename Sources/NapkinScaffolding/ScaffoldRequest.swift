/// The view a generated napkin owns.
package enum ViewVariant: String, CaseIterable, Sendable {
    /// No view of its own: the napkin adds its content to the view of the napkin above it.
    case none
    /// No view at all, neither its own nor its parent's: a napkin of a tree without a UI (a
    /// server, a command-line tool). For the root an app launches, the same as ``none``.
    case headless
    /// A main-actor class of its own, on every platform: a terminal screen, a server's response,
    /// a recorder in tests, or a plain view controller on Apple's platforms.
    case neutral
    /// A UIKit view controller (an AppKit one on macOS); a plain class stands in where neither
    /// exists.
    case uikit
    /// A SwiftUI view in a hosting controller; a plain class stands in where SwiftUI does not
    /// exist.
    case swiftui

    /// Whether a napkin of this variant owns a view of its own.
    package var ownsAView: Bool { self != .none && self != .headless }
}

/// What to generate: one of the five kinds of the reference's Xcode templates.
package enum ScaffoldRequest: Sendable {
    /// A napkin: builder (with its dependency and component), interactor, router, and the view
    /// the variant says.
    case napkin(TypeName, view: ViewVariant)
    /// The root napkin an app launches, with `LaunchComponent`, the root of the dependency graph.
    case launch(TypeName, view: ViewVariant)
    /// Tests of a napkin's interactor and router, for the test target of the module `module`.
    case tests(TypeName, view: ViewVariant, launch: Bool, module: String)
    /// An extension of `parent`'s component that gives the child napkin its dependency.
    case componentExtension(parent: TypeName, child: TypeName)
    /// A service manager: an actor behind a protocol, and with `withService` a value type that
    /// makes what it keeps.
    case serviceManager(TypeName, withService: Bool)
}

/// A file to write: where it goes and what it holds.
package struct ScaffoldFile: Equatable, Sendable {
    /// The target a file belongs to.
    package enum Place: Sendable {
        /// The target of the napkin's sources.
        case sources
        /// The test target that tests it.
        case tests
    }

    /// The target the file goes to.
    package var place: Place
    /// The file's name, such as `ProfileBuilder.swift`.
    package var name: String
    /// The Swift source.
    package var contents: String
}
