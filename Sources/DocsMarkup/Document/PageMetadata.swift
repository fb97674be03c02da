/// The settings a page makes in its `@Metadata { … }` and `@Options { … }` blocks.
package struct PageMetadata: Sendable, Equatable {
    /// `@TechnologyRoot`: this page is the site's root; its `## Topics` groups become the sidebar.
    package var isTechnologyRoot: Bool = false
    /// `@TitleHeading("…")`: the small heading shown above the title (for example "Article").
    package var titleHeading: String?
    /// `@PageKind(article|tutorial|sampleCode)`.
    package var pageKind: PageKind?
    /// `@AllowRawHTML`: raw HTML in this page's Markdown is passed through instead of escaped.
    package var allowsRawHTML: Bool = false
    /// `@DisplayName("…")`: the title shown instead of the page's heading.
    package var displayName: String?
    /// `@DisplayName("…", style: symbol)`: the display name is shown as code, as a symbol's is.
    package var displaysNameAsSymbol: Bool = false
    /// `@PageImage(purpose: icon, …)`: shown beside the title.
    package var icon: PageImage?
    /// `@PageImage(purpose: card, …)`: shown on the cards of `@Links(visualStyle: detailedGrid)`.
    package var card: PageImage?
    /// `@PageColor(…)`: the colour of the page's header.
    package var pageColor: String?
    /// `@CallToAction(…)`: a prominent link under the title.
    package var callToAction: CallToAction?
    /// `@Available(…)`: the platforms and versions the page's subject is available on, in order.
    package var availability: [Availability] = []
    /// What the page's `@Options { … }` set.
    package var options = PageOptions()
    /// `@AutomaticTitleHeading(disabled)` in `@Options`: no small heading above the title
    /// unless `@TitleHeading` gives one.
    package var showsAutomaticTitleHeading: Bool {
        get { options.showsAutomaticTitleHeading ?? true }
        set { options.showsAutomaticTitleHeading = newValue }
    }
    /// `@TopicsVisualStyle(hidden)` in `@Options`: the page's `## Topics` section is not shown.
    package var hidesTopics: Bool {
        get { options.hidesTopics ?? false }
        set { options.hidesTopics = newValue }
    }

    /// Creates metadata with every setting at its default.
    package init() {}
}

/// An image of `@PageImage`: what it is for is where it is kept in ``PageMetadata``.
package struct PageImage: Sendable, Equatable {
    /// The image, as written: a name DocC finds anywhere in the catalog.
    package var source: String
    /// The text that stands for it.
    package var alt: String?
    /// Where the source is written.
    package var location: SourceLocation

    /// Creates a page image.
    package init(source: String, alt: String?, location: SourceLocation) {
        self.source = source
        self.alt = alt
        self.location = location
    }
}

/// `@CallToAction(url:|file:, purpose:|label:)`: a link shown as a button under the title.
package struct CallToAction: Sendable, Equatable {
    /// The URL, or the file of the catalog, it leads to, as written.
    package var destination: String
    /// Whether `destination` is a file of the catalog (`file:`) rather than a URL (`url:`).
    package var isFile: Bool
    /// What the button says: the label, else "Download" or "Visit" after its purpose.
    package var label: String
    /// Where the destination is written.
    package var location: SourceLocation

    /// Creates a call to action.
    package init(destination: String, isFile: Bool, label: String, location: SourceLocation) {
        self.destination = destination
        self.isFile = isFile
        self.label = label
        self.location = location
    }
}

/// One `@Available(Platform, introduced: "1.0", deprecated: "2.0")`.
package struct Availability: Sendable, Equatable {
    /// The platform or package name.
    package var platform: String
    /// The version it appeared in.
    package var introduced: String
    /// The version it was deprecated in, if any.
    package var deprecated: String?

    /// Creates an availability.
    package init(platform: String, introduced: String, deprecated: String? = nil) {
        self.platform = platform
        self.introduced = introduced
        self.deprecated = deprecated
    }
}

/// The settings of `@Options { … }`, each `nil` where the page left it alone: with
/// `@Options(scope: global)`, the page's options are those of every page of its catalog that
/// does not set them itself.
package struct PageOptions: Sendable, Equatable {
    /// `@AutomaticTitleHeading(enabled|disabled)`.
    package var showsAutomaticTitleHeading: Bool?
    /// `@TopicsVisualStyle(…)`: whether it is `hidden`.
    package var hidesTopics: Bool?
    /// Where `@Options(scope: global)` is written, when it is: these options are then every
    /// page's of the catalog.
    package var globalScope: SourceLocation?

    /// Creates options that set nothing.
    package init() {}

    /// These options, with what they leave alone taken from `global`.
    package func filled(from global: PageOptions) -> PageOptions {
        var options = self
        options.showsAutomaticTitleHeading = showsAutomaticTitleHeading ?? global.showsAutomaticTitleHeading
        options.hidesTopics = hidesTopics ?? global.hidesTopics
        return options
    }
}
