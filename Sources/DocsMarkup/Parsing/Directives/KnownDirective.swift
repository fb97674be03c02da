/// The block directives napkin-docs understands, and where each one may appear.
enum KnownDirective: String, CaseIterable {
    case metadata = "Metadata"
    case technologyRoot = "TechnologyRoot"
    case titleHeading = "TitleHeading"
    case pageKind = "PageKind"
    case allowRawHTML = "AllowRawHTML"
    case row = "Row"
    case column = "Column"
    case tabNavigator = "TabNavigator"
    case tab = "Tab"
    case steps = "Steps"
    case step = "Step"
    case comment = "Comment"

    /// The places a directive can be written in.
    enum Container: Equatable {
        /// Directly in the page, outside any directive.
        case page
        /// In a directive whose body is Markdown (`@Column`, `@Tab`, `@Step`).
        case content
        /// In the body of the given directive.
        case directive(KnownDirective)
    }

    /// Whether the directive may appear in `container`.
    func isAllowed(in container: Container) -> Bool {
        switch self {
        case .comment: true
        case .metadata, .steps: container == .page
        case .technologyRoot, .titleHeading, .pageKind, .allowRawHTML: container == .directive(.metadata)
        case .row, .tabNavigator: container == .page || container == .content
        case .column: container == .directive(.row)
        case .tab: container == .directive(.tabNavigator)
        case .step: container == .directive(.steps)
        }
    }

    /// Where the directive belongs, for the hint of a misplaced one.
    var placement: String {
        switch self {
        case .comment: "anywhere"
        case .metadata: "at the top of the page, below the title, at most once"
        case .steps: "directly in the page, outside other directives"
        case .technologyRoot, .titleHeading, .pageKind, .allowRawHTML: "inside @Metadata { … }"
        case .row, .tabNavigator: "in the page or inside @Column, @Tab or @Step"
        case .column: "inside @Row { … }"
        case .tab: "inside @TabNavigator { … }"
        case .step: "inside @Steps { … }"
        }
    }

    /// Whether the directive takes a `{ … }` body (`true`) or must not have one (`false`).
    var hasBody: Bool {
        switch self {
        case .technologyRoot, .titleHeading, .pageKind, .allowRawHTML: false
        default: true
        }
    }

    /// The only directive allowed in the body, for directives whose body holds no Markdown.
    var onlyChild: KnownDirective? {
        switch self {
        case .row: .column
        case .tabNavigator: .tab
        case .steps: .step
        default: nil
        }
    }

    /// How the arguments are written, for hints.
    var usage: String {
        switch self {
        case .titleHeading: "@TitleHeading(\"Heading\")"
        case .pageKind: "@PageKind(article), @PageKind(tutorial) or @PageKind(sampleCode)"
        case .tab: "@Tab(\"Title\") { … }"
        case .column: "@Column { … } or @Column(size: 2) { … }"
        default: hasBody ? "@\(rawValue) { … }" : "@\(rawValue)"
        }
    }

    /// The known names, for the hint of an unknown directive.
    static var list: String { allCases.map { "@" + $0.rawValue }.joined(separator: ", ") }
}
