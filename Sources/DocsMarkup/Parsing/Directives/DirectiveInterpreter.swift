/// Turns the scanned sections of a file into blocks: Markdown runs go through cmark, known
/// directives become their blocks or page metadata, and everything misplaced, unknown or
/// malformed becomes a diagnostic.
struct DirectiveInterpreter {
    /// The file, for locations.
    var file: String
    /// Converts the Markdown runs, keeping heading anchors unique across the page.
    var converter = MarkdownConverter()
    /// What `@Metadata` and `@Options` said.
    var metadata = PageMetadata()
    /// Where `@Metadata` and `@Options` were, once seen.
    var settingsLocations: [KnownDirective: SourceLocation] = [:]
    /// Problems found so far (the converter's are added by ``pageBlocks(_:)``).
    var diagnostics: [Diagnostic] = []
    /// The file each tutorial `@Code` name showed last, which the next `@Code` of that name
    /// shows its changes against unless it says `reset: true`, as DocC does.
    var lastCodeFiles: [String: String] = [:]

    init(file: String) {
        self.file = file
    }

    /// The blocks of a whole page, level-1 headings included; reads `@Metadata` and `@Options`
    /// into ``metadata``.
    mutating func pageBlocks(_ sections: [SourceSection]) -> [Block] {
        var blocks: [Block] = []
        for section in sections {
            if case .directive(let node) = section, let settings = KnownDirective(rawValue: node.name),
                settings == .metadata || settings == .options
            {
                readSettings(node, settings)
            } else {
                blocks += contentBlocks([section], in: .page, depth: 0)
            }
        }
        diagnostics += converter.diagnostics
        converter.diagnostics = []
        return blocks
    }

    /// The blocks of Markdown content: the page itself, or the body of `@Column`, `@Tab`, `@Step`,
    /// `depth` directives deep (the scanner kept that within ``NestingLimit``).
    mutating func contentBlocks(_ sections: [SourceSection], in container: KnownDirective.Container, depth: Int)
        -> [Block]
    {
        var blocks: [Block] = []
        for section in sections {
            switch section {
            case .markdown(let lines):
                blocks += converter.blocks(of: MarkdownRun(file: file, lines: lines), depth: depth)
            case .directive(let node):
                guard let (known, arguments) = check(node, in: container) else { continue }
                blocks += directiveBlocks(known, node, arguments, depth: depth)
            }
        }
        return blocks
    }

    /// The blocks of a checked directive `depth` directives deep: a content directive's block,
    /// or a tutorial directive's blocks.
    mutating func directiveBlocks(
        _ directive: KnownDirective, _ node: DirectiveNode, _ arguments: DirectiveArguments, depth: Int
    ) -> [Block] {
        contentBlock(directive, node, arguments, depth: depth).map { [$0] }
            ?? tutorialBlocks(directive, node, arguments, depth: depth)
    }

    /// The body of `node` as content, one level deeper.
    mutating func body(_ node: DirectiveNode, depth: Int) -> [Block] {
        contentBlocks(
            node.body ?? [], in: KnownDirective(rawValue: node.name).map { .directive($0) } ?? .page, depth: depth + 1)
    }

    /// The block of a directive `depth` directives deep; its children's content is two deeper.
    private mutating func contentBlock(
        _ directive: KnownDirective, _ node: DirectiveNode, _ arguments: DirectiveArguments, depth: Int
    ) -> Block? {
        switch directive {
        case .row:
            let columns = children(of: node, directive).map {
                Panel(size: columnSize($0.node, $0.arguments), blocks: body($0.node, depth: depth + 1))
            }
            return .panels(.columns, columns, node.location)
        case .tabNavigator:
            let tabs = children(of: node, directive).map { tab in
                Panel(title: tab.arguments[nil] ?? "", blocks: body(tab.node, depth: depth + 1))
            }
            return .panels(.tabs, tabs, node.location)
        case .small:
            return .box(.smallPrint, body(node, depth: depth), node.location)
        case .deprecationSummary:
            return .box(.deprecationSummary, body(node, depth: depth), node.location)
        case .links:
            guard let style = arguments["visualStyle"].flatMap(LinksStyle.init(rawValue:)) else { return nil }
            return .links(style, links(in: body(node, depth: depth), of: node), node.location)
        case .image, .video:
            guard let source = arguments["source"], let location = arguments.location(of: "source") else { return nil }
            let media = Media(
                kind: directive == .image ? .image : .video, source: source, alt: arguments["alt"],
                poster: arguments["poster"],
                caption: body(node, depth: depth), sourceLocation: location,
                posterLocation: arguments.location(of: "poster"))
            return .media(media, node.location)
        case .snippet:
            guard let path = arguments["path"], let location = arguments.location(of: "path") else { return nil }
            return .snippet(
                SnippetReference(
                    path: path, slice: arguments["slice"], pathLocation: location,
                    sliceLocation: arguments.location(of: "slice")), node.location)
        case .contentAndMedia:
            // Text beside its image or video, as DocC lays it out: two columns, the media first
            // when it is written first.
            let (text, media, mediaFirst) = contentAndMedia(node, depth: depth)
            let columns = [Panel(blocks: text)] + (media.isEmpty ? [] : [Panel(blocks: media)])
            return .panels(.columns, mediaFirst ? columns.reversed() : columns, node.location)
        case .stack:
            // A row of narrow columns, each a @ContentAndMedia's text and its media above or below it.
            let columns = children(of: node, directive).map { child in
                let (text, media, mediaFirst) = contentAndMedia(child.node, depth: depth + 1)
                return Panel(blocks: mediaFirst ? media + text : text + media)
            }
            return .panels(.columns, columns, node.location)
        case .comment, .column, .tab, .step, .intro, .technologyRoot, .allowRawHTML, .titleHeading, .pageKind,
            .displayName, .pageColor, .pageImage, .callToAction, .available, .automaticTitleHeading,
            .topicsVisualStyle, .automaticSeeAlso, .automaticArticleSubheading, .metadata, .supportedLanguage,
            .documentationExtension, .alternateRepresentation, .customMetadata, .options, .tutorial, .tutorials,
            .article, .redirected, .steps, .section, .volume, .chapter, .xcodeRequirement, .code, .assessments,
            .multipleChoice, .choice, .justification, .tutorialReference, .resources, .documentation,
            .sampleCode, .downloads, .videos, .forums:
            // @Comment (never shown), what the directive around it reads (@Column, @Tab, @Step,
            // @Intro), the settings (`readSettings`) and the tutorials' directives (`tutorialBlocks`).
            return nil
        }
    }

    /// The text and the media of a `@ContentAndMedia`, and whether the media comes first: DocC
    /// puts it before the text when it is the first thing in the body.
    private mutating func contentAndMedia(_ node: DirectiveNode, depth: Int) -> (
        text: [Block], media: [Block], mediaFirst: Bool
    ) {
        let content = body(node, depth: depth)
        let media = content.filter { if case .media = $0 { true } else { false } }
        let text = content.filter { if case .media = $0 { false } else { true } }
        let first = node.body?.first { section in
            if case .markdown(let lines) = section { !lines.allSatisfy(\.isBlank) } else { true }
        }
        let mediaFirst: Bool
        if case .directive(let directive)? = first {
            mediaFirst =
                directive.name == KnownDirective.image.rawValue || directive.name == KnownDirective.video.rawValue
        } else {
            mediaFirst = false
        }
        return (text, media, mediaFirst)
    }

    /// The links of the list in a `@Links` body; anything else there is left out with a warning.
    private mutating func links(in blocks: [Block], of node: DirectiveNode) -> [Inline] {
        var links: [Inline] = []
        func leftOut(_ location: SourceLocation) {
            diagnostics.append(
                Diagnostic(
                    .warning, id: .leftOut, at: location, "@Links shows only links, so this is left out",
                    hint: "write each item of the list as a link alone, such as `- <doc:Page>`"))
        }
        for block in blocks {
            guard case .list(_, let items, let location) = block else {
                leftOut(block.location)
                continue
            }
            for item in items {
                let inlines = item.count == 1 ? item[0].inlineContent.filter { $0 != .text("") } : []
                guard inlines.count == 1, let link = inlines.first, Self.isLink(link) else {
                    leftOut(item.first?.location ?? location)
                    continue
                }
                links.append(link)
            }
        }
        return links
    }

    private static func isLink(_ inline: Inline) -> Bool {
        switch inline {
        case .docLink, .symbolLink, .link: true
        default: false
        }
    }

    // MARK: Checks

    /// Checks that a directive is known, allowed in `container`, has a body exactly when it
    /// needs one and arguments as its spec says. Returns the directive and its arguments when
    /// it can be used (arguments that failed are reported and left out).
    mutating func check(_ node: DirectiveNode, in container: KnownDirective.Container) -> (
        KnownDirective, DirectiveArguments
    )? {
        guard let directive = KnownDirective(rawValue: node.name) else {
            diagnostics.append(
                Diagnostic(
                    id: .unknownDirective, at: node.location, "unknown directive @\(node.name)",
                    hint:
                        "the known directives are \(KnownDirective.list); to start a line of text with @, write \\@ or put the word in backticks"
                ))
            return nil
        }
        let spec = directive.spec
        guard directive.isAllowed(in: container) else {
            let placement =
                directive == .metadata ? "at the top level of the page, at most once" : spec.placementDescription
            diagnostics.append(
                Diagnostic(
                    id: .misplacedDirective, at: node.location, "@\(node.name) is not allowed here",
                    hint: "@\(node.name) belongs \(placement)"))
            return nil
        }
        switch (spec.body, node.body) {
        case (.markdown, nil), (.directives, nil):
            diagnostics.append(
                Diagnostic(
                    id: .directiveBody, at: node.location, "@\(node.name) needs a body in braces",
                    hint: "write \(spec.usage)"))
            return nil
        case (.none, .some):
            diagnostics.append(
                Diagnostic(
                    id: .directiveBody, at: node.location, "@\(node.name) takes no body",
                    hint: "write \(spec.usage), without braces"))
            return nil
        default:
            break
        }
        let arguments = DirectiveArguments(of: node, spec: spec)
        for problem in arguments.problems {
            malformed(node, at: problem.location, problem.message, usage: directive)
        }
        for (argument, reason) in arguments.ignored {
            diagnostics.append(
                Diagnostic(
                    .note, id: .noEffect, at: argument.location,
                    "`\(argument.label ?? "")` of @\(node.name) has no effect on this site: \(reason)"))
        }
        return (directive, arguments)
    }

    /// The directives in the body of `node`, which may hold only directives (no Markdown):
    /// the single child kind of `@Row`, `@TabNavigator`, `@Steps`, or the settings of `@Metadata`
    /// and `@Options`.
    mutating func children(of node: DirectiveNode, _ parent: KnownDirective) -> [(
        directive: KnownDirective, node: DirectiveNode, arguments: DirectiveArguments
    )] {
        var result: [(KnownDirective, DirectiveNode, DirectiveArguments)] = []
        for section in node.body ?? [] {
            switch section {
            case .markdown(let lines):
                let first = lines.first { !$0.isBlank } ?? lines[0]
                let start = first.location(ofIndex: first.bytes.startIndex + first.indentation, in: file)
                let allowed = parent.children.map { "@" + $0.rawValue }.joined(separator: ", ")
                diagnostics.append(
                    Diagnostic(
                        id: .misplacedDirective, at: start, "text is not allowed directly inside @\(parent.rawValue)",
                        hint: "@\(parent.rawValue) may only hold \(allowed)"))
            case .directive(let child):
                guard let (known, arguments) = check(child, in: .directive(parent)), known != .comment else { continue }
                result.append((known, child, arguments))
            }
        }
        return result
    }

    /// The size of `@Column` or `@Column(size: N)`.
    private mutating func columnSize(_ node: DirectiveNode, _ arguments: DirectiveArguments) -> Int {
        guard let value = arguments["size"] else { return 1 }
        if let size = Int(value), size > 0 { return size }
        malformed(
            node, at: arguments.location(of: "size") ?? node.location, "it expects `size:` and a whole number above 0",
            usage: .column)
        return 1
    }

    mutating func malformed(
        _ node: DirectiveNode, at location: SourceLocation, _ message: String, usage: KnownDirective
    ) {
        diagnostics.append(
            Diagnostic(
                id: .malformedArguments, at: location, "malformed arguments of @\(node.name): \(message)",
                hint: "write \(usage.spec.usage)"))
    }
}
