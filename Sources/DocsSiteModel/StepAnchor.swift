/// The anchors of a tutorial's steps, numbered across the page.
package enum StepAnchor {
    /// `step-3`.
    package static func id(_ number: Int) -> String { "step-\(number)" }
}
