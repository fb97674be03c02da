/// The settings a page makes in its `@Metadata { … }` and `@Options { … }` blocks.
public struct PageMetadata: Sendable, Equatable {
    /// `@TechnologyRoot`: this page is the site's root; its `## Topics` groups become the sidebar.
    public var isTechnologyRoot: Bool = false
    /// `@TitleHeading("…")`: the small heading shown above the title (for example "Article").
    public var titleHeading: String?
    /// `@PageKind(article|tutorial|sampleCode)`.
    public var pageKind: PageKind?
    /// `@AllowRawHTML`: raw HTML in this page's Markdown is passed through instead of escaped.
    public var allowsRawHTML: Bool = false
    /// `@DisplayName("…")`: the title shown instead of the page's heading.
    public var displayName: String?
    /// `@DisplayName("…", style: symbol)`: the display name is shown as code, as a symbol's is.
    public var displaysNameAsSymbol: Bool = false
    /// `@PageImage(purpose: icon, …)`: shown beside the title.
    public var icon: PageImage?
    /// `@PageImage(purpose: card, …)`: shown on the cards of `@Links(visualStyle: detailedGrid)`.
    public var card: PageImage?
    /// `@PageColor(…)`: the colour of the page's header.
    public var pageColor: String?
    /// `@CallToAction(…)`: a prominent link under the title.
    public var callToAction: CallToAction?
    /// `@Available(…)`: the platforms and versions the page's subject is available on, in order.
    public var availability: [Availability] = []
    /// What the page's `@Options { … }` set.
    public var options = PageOptions()
    /// `@AutomaticTitleHeading(disabled)` in `@Options`: no small heading above the title
    /// unless `@TitleHeading` gives one.
    public var showsAutomaticTitleHeading: Bool {
        get { options.showsAutomaticTitleHeading ?? true }
        set { options.showsAutomaticTitleHeading = newValue }
    }
    /// `@TopicsVisualStyle(hidden)` in `@Options`: the page's `## Topics` section is not shown.
    public var hidesTopics: Bool {
        get { options.hidesTopics ?? false }
        set { options.hidesTopics = newValue }
    }

    /// Creates metadata with every setting at its default.
    public init() {}
}

/// An image of `@PageImage`: what it is for is where it is kept in ``PageMetadata``.
public struct PageImage: Sendable, Equatable {
    /// The image, as written: a name DocC finds anywhere in the catalog.
    public var source: String
    /// The text that stands for it.
    public var alt: String?
    /// Where the source is written.
    public var location: SourceLocation

    /// Creates a page image.
    public init(source: String, alt: String?, location: SourceLocation) {
        self.source = source
        self.alt = alt
        self.location = location
    }
}

/// `@CallToAction(url:|file:, purpose:|label:)`: a link shown as a button under the title.
public struct CallToAction: Sendable, Equatable {
    /// The URL, or the file of the catalog, it leads to, as written.
    public var destination: String
    /// Whether `destination` is a file of the catalog (`file:`) rather than a URL (`url:`).
    public var isFile: Bool
    /// What the button says: the label, else "Download" or "Visit" after its purpose.
    public var label: String
    /// Where the destination is written.
    public var location: SourceLocation

    /// Creates a call to action.
    public init(destination: String, isFile: Bool, label: String, location: SourceLocation) {
        self.destination = destination
        self.isFile = isFile
        self.label = label
        self.location = location
    }
}

/// One `@Available(Platform, introduced: "1.0", deprecated: "2.0")`.
public struct Availability: Sendable, Equatable {
    /// The platform or package name.
    public var platform: String
    /// The version it appeared in.
    public var introduced: String
    /// The version it was deprecated in, if any.
    public var deprecated: String?

    /// Creates an availability.
    public init(platform: String, introduced: String, deprecated: String? = nil) {
        self.platform = platform
        self.introduced = introduced
        self.deprecated = deprecated
    }
}

/// The settings of `@Options { … }`, each `nil` where the page left it alone: with
/// `@Options(scope: global)`, the page's options are those of every page of its catalog that
/// does not set them itself.
public struct PageOptions: Sendable, Equatable {
    /// `@AutomaticTitleHeading(enabled|disabled)`.
    public var showsAutomaticTitleHeading: Bool?
    /// `@TopicsVisualStyle(…)`: whether it is `hidden`.
    public var hidesTopics: Bool?
    /// Where `@Options(scope: global)` is written, when it is: these options are then every
    /// page's of the catalog.
    public var globalScope: SourceLocation?

    /// Creates options that set nothing.
    public init() {}

    /// These options, with what they leave alone taken from `global`.
    public func filled(from global: PageOptions) -> PageOptions {
        var options = self
        options.showsAutomaticTitleHeading = showsAutomaticTitleHeading ?? global.showsAutomaticTitleHeading
        options.hidesTopics = hidesTopics ?? global.hidesTopics
        return options
    }
}
