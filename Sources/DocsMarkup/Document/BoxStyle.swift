/// The look of a box of blocks a directive makes (``Block/box(_:_:_:)``): the class the theme's
/// `directives.css` styles it by, and the label it shows first, if any.
///
/// A directive whose content needs a look of its own, and no structure of its own, adds a case
/// here and a rule to the CSS: nothing outside DocsMarkup changes, since the renderer, the search
/// index and every walk over the blocks treat all boxes alike (CONTRIBUTING, "Adding a directive").
package enum BoxStyle: Sendable, Equatable, CaseIterable {
    /// `@Small`: small print.
    case smallPrint
    /// `@DeprecationSummary`: why the page's subject is deprecated and what to use instead, shown
    /// as a warning.
    case deprecationSummary

    /// The classes of the box's element.
    package var htmlClass: String {
        switch self {
        case .smallPrint: "small-print"
        case .deprecationSummary: "aside aside-warning"
        }
    }

    /// The label shown at the top of the box, which makes it a note, as an aside is.
    package var label: String? {
        switch self {
        case .smallPrint: nil
        case .deprecationSummary: "Deprecated"
        }
    }
}
