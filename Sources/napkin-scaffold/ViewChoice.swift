import ArgumentParser
import NapkinScaffolding

/// The view a napkin owns: `--view none|headless|neutral|uikit|swiftui`, or `--viewless`.
struct ViewChoice: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The view the napkin owns: none (it shows its content in its parent's), headless (no view at all, "
                + "for a tree without a UI), neutral (a class of your own, on every platform; the default), "
                + "uikit, or swiftui (Apple's; a plain class stands in elsewhere).",
            valueName: "view"))
    var view: String?

    @Flag(help: "Own no view (the same as --view none).")
    var viewless = false

    func validate() throws {
        _ = try variant()
    }

    /// The variant asked for.
    func variant() throws -> ViewVariant {
        guard let view else { return viewless ? .none : .neutral }
        guard let variant = ViewVariant(rawValue: view) else {
            let choices = ViewVariant.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("'\(view)' is not a view; choose one of \(choices).")
        }
        if viewless, variant != .none {
            throw ValidationError("--viewless and --view \(view) ask for different views; give one of them.")
        }
        return variant
    }
}
