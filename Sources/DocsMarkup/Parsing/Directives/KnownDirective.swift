/// The block directives napkin-docs understands: every one DocC documents for articles and
/// tutorial files, and `@AllowRawHTML`. What each takes and where it goes is in ``spec``.
enum KnownDirective: String, CaseIterable {
    case metadata = "Metadata"
    case technologyRoot = "TechnologyRoot"
    case titleHeading = "TitleHeading"
    case pageKind = "PageKind"
    case allowRawHTML = "AllowRawHTML"
    case displayName = "DisplayName"
    case pageImage = "PageImage"
    case pageColor = "PageColor"
    case callToAction = "CallToAction"
    case available = "Available"
    case supportedLanguage = "SupportedLanguage"
    case documentationExtension = "DocumentationExtension"
    case redirected = "Redirected"
    case alternateRepresentation = "AlternateRepresentation"
    case customMetadata = "CustomMetadata"
    case options = "Options"
    case automaticSeeAlso = "AutomaticSeeAlso"
    case automaticTitleHeading = "AutomaticTitleHeading"
    case automaticArticleSubheading = "AutomaticArticleSubheading"
    case topicsVisualStyle = "TopicsVisualStyle"
    case deprecationSummary = "DeprecationSummary"
    case row = "Row"
    case column = "Column"
    case tabNavigator = "TabNavigator"
    case tab = "Tab"
    case steps = "Steps"
    case step = "Step"
    case links = "Links"
    case small = "Small"
    case image = "Image"
    case video = "Video"
    case snippet = "Snippet"
    case contentAndMedia = "ContentAndMedia"
    case comment = "Comment"
    case tutorials = "Tutorials"
    case tutorial = "Tutorial"
    case article = "Article"
    case stack = "Stack"
    case intro = "Intro"
    case xcodeRequirement = "XcodeRequirement"
    case section = "Section"
    case code = "Code"
    case assessments = "Assessments"
    case multipleChoice = "MultipleChoice"
    case choice = "Choice"
    case justification = "Justification"
    case volume = "Volume"
    case chapter = "Chapter"
    case tutorialReference = "TutorialReference"
    case resources = "Resources"
    case documentation = "Documentation"
    case sampleCode = "SampleCode"
    case downloads = "Downloads"
    case videos = "Videos"
    case forums = "Forums"

    /// How the directive is written and where it goes, as DocC documents it.
    var spec: DirectiveSpec {
        let toggle = ["enabled", "disabled"]
        switch self {
        case .metadata:
            return DirectiveSpec(placement: [.page], body: .directives, usage: "@Metadata { … }")
        case .technologyRoot:
            return DirectiveSpec(placement: [.inside(.metadata)], body: .none, usage: "@TechnologyRoot")
        case .titleHeading:
            return DirectiveSpec(
                placement: [.inside(.metadata)], body: .none, arguments: [.unnamed()],
                usage: "@TitleHeading(\"Heading\")")
        case .pageKind:
            return DirectiveSpec(
                placement: [.inside(.metadata)], body: .none, arguments: [.unnamed(PageKind.allCases.map(\.rawValue))],
                usage: "@PageKind(article), @PageKind(tutorial) or @PageKind(sampleCode)")
        case .allowRawHTML:
            return DirectiveSpec(placement: [.inside(.metadata)], body: .none, usage: "@AllowRawHTML")
        case .displayName:
            return DirectiveSpec(
                placement: [.inside(.metadata)], body: .none,
                arguments: [.unnamed(), .named("style", ["conceptual", "symbol"])],
                usage: "@DisplayName(\"Name\") or @DisplayName(\"Name\", style: symbol)")
        case .pageImage:
            return DirectiveSpec(
                placement: [.inside(.metadata)], body: .none,
                arguments: [
                    .named("purpose", required: true, ["icon", "card"]), .named("source", required: true),
                    .named("alt"),
                ],
                usage: "@PageImage(purpose: icon, source: \"image-name\", alt: \"What it shows\")")
        case .pageColor:
            return DirectiveSpec(
                placement: [.inside(.metadata)], body: .none,
                arguments: [.unnamed(["blue", "gray", "green", "orange", "purple", "red", "yellow"])],
                usage: "@PageColor(blue)")
        case .callToAction:
            return DirectiveSpec(
                placement: [.inside(.metadata)], body: .none,
                arguments: [.named("url"), .named("file"), .named("purpose", ["download", "link"]), .named("label")],
                usage:
                    "@CallToAction(url: \"https://…\", purpose: link) or @CallToAction(file: \"sample.zip\", label: \"Get the sample\")"
            )
        case .available:
            return DirectiveSpec(
                placement: [.inside(.metadata)], body: .none,
                arguments: [.unnamed(), .named("introduced", required: true), .named("deprecated")],
                usage:
                    "@Available(iOS, introduced: \"15.0\") or @Available(\"My Package\", introduced: \"1.0\", deprecated: \"2.0\")"
            )
        case .supportedLanguage:
            return DirectiveSpec(
                placement: [.inside(.metadata)], body: .none, arguments: [.unnamed()],
                usage: "@SupportedLanguage(swift)",
                ignoredBecause: "the site shows its pages in one language, so there is no language to choose")
        case .documentationExtension:
            return DirectiveSpec(
                placement: [.inside(.metadata)], body: .none,
                arguments: [.named("mergeBehavior", required: true, ["append", "override"])],
                usage: "@DocumentationExtension(mergeBehavior: append)",
                ignoredBecause: "an extension file's content is always added to the symbol's page here")
        case .redirected:
            // DocC reads it in the page's @Metadata, and directly in the tutorial files' directives.
            let tutorialPlaces: [KnownDirective] = [
                .tutorials, .tutorial, .article, .section, .volume, .chapter, .resources,
            ]
            return DirectiveSpec(
                placement: [.inside(.metadata)] + tutorialPlaces.map { .inside($0) }, body: .none,
                arguments: [.named("from", required: true)],
                usage: "@Redirected(from: \"old/path\")",
                ignoredBecause: "a static site has no server to send the old address to this page")
        case .alternateRepresentation:
            return DirectiveSpec(
                placement: [.inside(.metadata)], body: .none, arguments: [.unnamed()],
                usage: "@AlternateRepresentation(``Symbol``)",
                ignoredBecause: "the site documents one language, so a page has no other representation")
        case .customMetadata:
            return DirectiveSpec(
                placement: [.inside(.metadata)], body: .none,
                arguments: [.named("key", required: true), .named("value", required: true)],
                usage: "@CustomMetadata(key: \"name\", value: \"text\")",
                ignoredBecause: "custom metadata is for DocC's JSON output, which this site does not write")
        case .options:
            return DirectiveSpec(
                placement: [.page], body: .directives, arguments: [.named("scope", ["local", "global"])],
                usage: "@Options { … } or @Options(scope: global) { … }")
        case .automaticSeeAlso:
            return DirectiveSpec(
                placement: [.inside(.options)], body: .none, arguments: [.unnamed(toggle)],
                usage: "@AutomaticSeeAlso(disabled)")
        case .automaticTitleHeading:
            return DirectiveSpec(
                placement: [.inside(.options)], body: .none, arguments: [.unnamed(toggle)],
                usage: "@AutomaticTitleHeading(disabled)")
        case .automaticArticleSubheading:
            return DirectiveSpec(
                placement: [.inside(.options)], body: .none, arguments: [.unnamed(toggle)],
                usage: "@AutomaticArticleSubheading(disabled)")
        case .topicsVisualStyle:
            return DirectiveSpec(
                placement: [.inside(.options)], body: .none,
                arguments: [.unnamed(["list", "compactGrid", "detailedGrid", "hidden"])],
                usage: "@TopicsVisualStyle(list), (compactGrid), (detailedGrid) or (hidden)")
        case .deprecationSummary:
            return DirectiveSpec(placement: [.page], body: .markdown, usage: "@DeprecationSummary { … }")
        case .row:
            return DirectiveSpec(
                placement: [.content], body: .directives,
                arguments: [.ignored("numberOfColumns", because: "a row is as wide as its columns' sizes add up to")],
                usage: "@Row { @Column { … } … }")
        case .column:
            return DirectiveSpec(
                placement: [.inside(.row)], body: .markdown, arguments: [.named("size")],
                usage: "@Column { … } or @Column(size: 2) { … }")
        case .tabNavigator:
            return DirectiveSpec(
                placement: [.content], body: .directives, usage: "@TabNavigator { @Tab(\"Title\") { … } … }")
        case .tab:
            return DirectiveSpec(
                placement: [.inside(.tabNavigator)], body: .markdown, arguments: [.unnamed()],
                usage: "@Tab(\"Title\") { … }")
        case .steps:
            return DirectiveSpec(
                placement: [.page, .inside(.section)], body: .directives, usage: "@Steps { @Step { … } … }")
        case .step:
            return DirectiveSpec(placement: [.inside(.steps)], body: .markdown, usage: "@Step { … }")
        case .links:
            return DirectiveSpec(
                placement: [.content], body: .markdown,
                arguments: [.named("visualStyle", required: true, LinksStyle.allCases.map(\.rawValue))],
                usage: "@Links(visualStyle: list) { - <doc:Page> … }, with list, compactGrid or detailedGrid")
        case .small:
            return DirectiveSpec(placement: [.content], body: .markdown, usage: "@Small { … }")
        case .image:
            // In a @Tutorial, beside its sections: DocC shows it on the card that leads to the next tutorial.
            return DirectiveSpec(
                placement: [.content, .inside(.tutorial)], body: .optionalMarkdown,
                arguments: [
                    .named("source", required: true), .named("alt"),
                    .ignored("deviceFrame", because: "device frames are drawn by DocC's own renderer"),
                ],
                usage: "@Image(source: \"image-name\", alt: \"What it shows\")")
        case .video:
            return DirectiveSpec(
                placement: [.content], body: .optionalMarkdown,
                arguments: [
                    .named("source", required: true), .named("poster"), .named("alt"),
                    .ignored("deviceFrame", because: "device frames are drawn by DocC's own renderer"),
                ],
                usage: "@Video(source: \"video.mp4\", poster: \"poster-image\", alt: \"What it shows\")")
        case .snippet:
            return DirectiveSpec(
                placement: [.content], body: .none, arguments: [.named("path", required: true), .named("slice")],
                usage:
                    "@Snippet(path: \"Package/Snippets/File\") or @Snippet(path: \"Package/Snippets/File\", slice: \"name\")"
            )
        case .contentAndMedia:
            return DirectiveSpec(
                placement: [.content, .inside(.stack)], body: .markdown,
                arguments: ["layout", "title", "eyebrow"].map { .ignored($0, because: "DocC no longer uses it") },
                usage: "@ContentAndMedia { Text, then @Image(…) or @Video(…) }")
        case .comment:
            return DirectiveSpec(placement: [.anywhere], body: .markdown, usage: "@Comment { … }")
        case .tutorials:
            return DirectiveSpec(
                placement: [.page], body: .directives, arguments: [.named("name", required: true)],
                usage: "@Tutorials(name: \"Name\") { @Intro(title: \"…\") { … } @Chapter(name: \"…\") { … } }")
        case .tutorial:
            return DirectiveSpec(
                placement: [.page], body: .directives, arguments: [.named("time"), .named("projectFiles")],
                usage: "@Tutorial(time: 20) { @Intro(title: \"…\") { … } @Section(title: \"…\") { … } }")
        case .article:
            return DirectiveSpec(
                placement: [.page], body: .markdown, arguments: [.named("time")],
                usage:
                    "@Article(time: 10) { @Intro(title: \"…\") { … } Markdown, @ContentAndMedia { … } and @Stack { … } }"
            )
        case .stack:
            return DirectiveSpec(
                placement: [.inside(.article), .inside(.section)], body: .directives,
                usage: "@Stack { @ContentAndMedia { … } @ContentAndMedia { … } }")
        case .intro:
            return DirectiveSpec(
                placement: [.inside(.tutorial), .inside(.tutorials), .inside(.article)], body: .markdown,
                arguments: [.named("title", required: true)], usage: "@Intro(title: \"Title\") { … }")
        case .xcodeRequirement:
            return DirectiveSpec(
                placement: [.inside(.tutorial)], body: .none,
                arguments: [.named("title", required: true), .named("destination", required: true)],
                usage: "@XcodeRequirement(title: \"Xcode 15\", destination: \"https://…\")")
        case .section:
            return DirectiveSpec(
                placement: [.inside(.tutorial)], body: .markdown, arguments: [.named("title", required: true)],
                usage: "@Section(title: \"Title\") { … @Steps { … } }")
        case .code:
            return DirectiveSpec(
                placement: [.inside(.step)], body: .optionalMarkdown,
                arguments: [
                    .named("name", required: true), .named("file", required: true), .named("previousFile"),
                    .named("reset", ["true", "false"]),
                ],
                usage: "@Code(name: \"File.swift\", file: \"file-01.swift\", previousFile: \"file-00.swift\")")
        case .assessments:
            return DirectiveSpec(
                placement: [.inside(.tutorial), .inside(.article)], body: .directives,
                usage: "@Assessments { @MultipleChoice { … } }")
        case .multipleChoice:
            return DirectiveSpec(
                placement: [.inside(.assessments)], body: .markdown,
                usage: "@MultipleChoice { Question. @Choice(isCorrect: true) { … } … }")
        case .choice:
            return DirectiveSpec(
                placement: [.inside(.multipleChoice)], body: .markdown,
                arguments: [.named("isCorrect", required: true, ["true", "false"])],
                usage: "@Choice(isCorrect: true) { Answer. @Justification(reaction: \"Right!\") { Why. } }")
        case .justification:
            return DirectiveSpec(
                placement: [.inside(.choice)], body: .markdown, arguments: [.named("reaction")],
                usage: "@Justification(reaction: \"Right!\") { Why. }")
        case .volume:
            return DirectiveSpec(
                placement: [.inside(.tutorials)], body: .markdown, arguments: [.named("name", required: true)],
                usage: "@Volume(name: \"Name\") { @Chapter(…) { … } }")
        case .chapter:
            return DirectiveSpec(
                placement: [.inside(.tutorials), .inside(.volume)], body: .markdown,
                arguments: [.named("name", required: true)],
                usage: "@Chapter(name: \"Name\") { … @TutorialReference(tutorial: \"doc:Tutorial\") }")
        case .tutorialReference:
            return DirectiveSpec(
                placement: [.inside(.chapter)], body: .none, arguments: [.named("tutorial", required: true)],
                usage: "@TutorialReference(tutorial: \"doc:Tutorial\")")
        case .resources:
            return DirectiveSpec(
                placement: [.inside(.tutorials)], body: .markdown,
                usage: "@Resources { … @Documentation(destination: \"https://…\") { … } }")
        case .documentation, .sampleCode, .downloads, .videos, .forums:
            return DirectiveSpec(
                placement: [.inside(.resources)], body: .markdown, arguments: [.named("destination", required: true)],
                usage: "@\(rawValue)(destination: \"https://…\") { … }")
        }
    }

    /// Whether the directive may appear in `container`.
    func isAllowed(in container: Container) -> Bool {
        spec.placement.contains { place in
            switch (place, container) {
            case (.anywhere, _), (.page, .page), (.content, .page): true
            case (.content, .directive(let parent)):
                parent.spec.body == .markdown || parent.spec.body == .optionalMarkdown
            case (.inside(let parent), .directive(let container)): parent == container
            default: false
            }
        }
    }

    /// Whether a page or `@Metadata` may hold it more than once.
    var isRepeatable: Bool {
        [.pageImage, .available, .supportedLanguage, .redirected, .alternateRepresentation, .customMetadata, .comment]
            .contains(self)
    }

    /// The directives that belong in this one's body, for a directive that holds only directives.
    var children: [KnownDirective] {
        Self.allCases.filter { $0.spec.placement.contains(.inside(self)) }
    }

    /// The places a directive can be written in.
    enum Container: Equatable {
        /// Directly in the page, outside any directive.
        case page
        /// In the body of the given directive.
        case directive(KnownDirective)
    }

    /// The known names, for the hint of an unknown directive.
    static var list: String { allCases.map { "@" + $0.rawValue }.joined(separator: ", ") }
}
