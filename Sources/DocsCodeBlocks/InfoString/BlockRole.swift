/// What a code block is to the build, as its info string says.
package enum BlockRole: Sendable, Equatable {
    /// Swift compiled into the documentation's target (or its test target, for test code), as
    /// part of a file.
    case code(Placement)
    /// Swift that must fail to compile with this error message. It is type-checked on its own,
    /// in the state the page's files have at that point, and never joins a file.
    case expectedFailure(message: String)
    /// Swift shown to the reader and never compiled, for the reason the page displays.
    case shownOnly(reason: String)
    /// What the named function prints when it runs: checked by `swift test`.
    case output(function: String)
    /// Anything else (another language, no attributes): shown as it is.
    case plain

    /// Where a compiled block goes.
    package struct Placement: Sendable, Equatable {
        /// The file the block belongs to; `nil` for the page's own file, which every block
        /// without `file=` adds to.
        package var file: String?
        /// How the block changes its file.
        package var mode: Mode
        /// Whether the block is test code, compiled into the test target.
        package var isTest: Bool

        /// Creates a placement.
        package init(file: String? = nil, mode: Mode = .start, isTest: Bool = false) {
            self.file = file
            self.mode = mode
            self.isTest = isTest
        }
    }

    /// How a compiled block changes its file.
    package enum Mode: String, Sendable, Equatable {
        /// The block begins the file (the page's own file: adds to it).
        case start
        /// The block is added to the end of the file as it stands.
        case `continue`
        /// The block is the file's new content; the page shows what changed.
        case replace
    }
}

/// The names the info string of a Swift block may use, and what each means: the one place
/// the block syntax is defined (the authors' article documents the same table).
package enum BlockAttributeName: String, CaseIterable, Sendable {
    /// `file=Name.swift`: the file the block belongs to.
    case file
    /// `continue`: adds the block to the end of its file.
    case `continue`
    /// `replace`: the block is the new version of its file.
    case replace
    /// `test`: test code, compiled into the test target.
    case test
    /// `compile-error="message"`: the block must fail to compile with this error.
    case compileError = "compile-error"
    /// `ignore="reason"`: shown, not compiled, with the reason on the page.
    case ignore
    /// `apple-only`: shown, not compiled: the code needs UIKit, AppKit or SwiftUI.
    case appleOnly = "apple-only"
    /// `output=function`: (on a block of any language) what the function prints.
    case output

    /// Whether the attribute takes a value after `=`.
    var takesValue: Bool {
        switch self {
        case .file, .compileError, .ignore, .output: true
        case .continue, .replace, .test, .appleOnly: false
        }
    }

    /// The reason an `apple-only` block shows on the page.
    static let appleOnlyReason = "Needs UIKit, AppKit or SwiftUI, which exist on Apple platforms only."
}
