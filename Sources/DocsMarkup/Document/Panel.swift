/// One panel of a directive's panels (``Block/panels(_:_:_:)``): a `@Column` of a `@Row`, a
/// `@Tab` of a `@TabNavigator`.
package struct Panel: Sendable, Equatable {
    /// The panel's title, shown on its tab (`@Tab("Title")`); `nil` for a panel without one.
    package var title: String?
    /// The relative width of a panel laid out side by side (`@Column(size: N)`, 1 when not given).
    package var size: Int
    /// The panel's content.
    package var blocks: [Block]

    /// Creates a panel.
    package init(title: String? = nil, size: Int = 1, blocks: [Block]) {
        self.title = title
        self.size = size
        self.blocks = blocks
    }
}

/// How the panels of a directive are laid out on the page: the renderer writes each layout's
/// HTML, and the theme's `directives.css` styles it.
package enum PanelLayout: Sendable, Equatable, CaseIterable {
    /// Side by side, each as wide as its size makes it: a grid of columns that stack on a
    /// narrow screen.
    case sideBySide
    /// One at a time, chosen by its title on a bar of tabs (radio buttons, so no JavaScript);
    /// without CSS every panel reads in order under its title.
    case oneAtATime

    /// The class of the element holding the panels, which the theme lays them out by.
    package var htmlClass: String {
        switch self {
        case .sideBySide: "row"
        case .oneAtATime: "tabs"
        }
    }
}

/// The panels a directive makes: which layout they take, and the class of a look of their own.
///
/// A directive whose content is a set of panels adds a case here and, for a look of its own, a
/// rule to the CSS: nothing outside DocsMarkup changes, since the renderer writes every style of
/// a layout alike, and the search index and every walk over the blocks treat all panels alike
/// (CONTRIBUTING, "Adding a directive").
package enum PanelStyle: Sendable, Equatable, CaseIterable {
    /// `@Row`, `@ContentAndMedia` and `@Stack`: columns side by side.
    case columns
    /// `@TabNavigator`: tabs.
    case tabs

    /// How the panels are laid out.
    package var layout: PanelLayout {
        switch self {
        case .columns: .sideBySide
        case .tabs: .oneAtATime
        }
    }

    /// A class of the style's own, added to the layout's; `nil` when the layout's look is the
    /// style's.
    package var htmlClass: String? {
        switch self {
        case .columns, .tabs: nil
        }
    }
}
