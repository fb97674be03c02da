/// `@Metadata { … }` and `@Options { … }`: the page's settings, read into ``PageMetadata``.
extension DirectiveInterpreter {
    /// Reads `@Metadata { … }` or `@Options { … }` into ``metadata``.
    mutating func readSettings(_ node: DirectiveNode, _ kind: KnownDirective) {
        guard let (_, arguments) = check(node, in: .page) else { return }
        if let first = settingsLocations[kind] {
            diagnostics.append(
                Diagnostic(
                    id: .repeatedDirective, at: node.location, "@\(kind.rawValue) appears twice on this page",
                    hint: "merge it into the @\(kind.rawValue) at \(first)"))
            return
        }
        // DocC reads @Metadata anywhere at the top level of a page, after the summary too.
        settingsLocations[kind] = node.location
        // Applied to the catalog's other pages by the resolution stage.
        if kind == .options, arguments["scope"] == "global" {
            metadata.options.globalScope = arguments.location(of: "scope") ?? node.location
        }
        var seen: Set<KnownDirective> = []
        for child in children(of: node, kind) {
            let setting = child.directive
            if !seen.insert(setting).inserted, !setting.isRepeatable {
                diagnostics.append(
                    Diagnostic(
                        id: .repeatedDirective, at: child.node.location,
                        "@\(setting.rawValue) appears twice in @\(kind.rawValue)",
                        hint: "keep one of them"))
                continue
            }
            if let reason = setting.spec.ignoredBecause {
                diagnostics.append(
                    Diagnostic(
                        .note, id: .noEffect, at: child.node.location,
                        "@\(setting.rawValue) has no effect on this site: \(reason)"))
                continue
            }
            apply(setting, child.node, child.arguments)
        }
    }

    /// Applies one setting of `@Metadata` or `@Options`.
    private mutating func apply(_ setting: KnownDirective, _ node: DirectiveNode, _ arguments: DirectiveArguments) {
        switch setting {
        case .technologyRoot: metadata.isTechnologyRoot = true
        case .allowRawHTML: metadata.allowsRawHTML = true
        case .titleHeading: metadata.titleHeading = arguments[nil]
        case .pageKind: metadata.pageKind = arguments[nil].flatMap(PageKind.init(rawValue:))
        case .displayName:
            metadata.displayName = arguments[nil]
            metadata.displaysNameAsSymbol = arguments["style"] == "symbol"
        case .pageColor: metadata.pageColor = arguments[nil]
        case .pageImage:
            guard let source = arguments["source"], let location = arguments.location(of: "source") else { return }
            let image = PageImage(source: source, alt: arguments["alt"], location: location)
            let isIcon = arguments["purpose"] == "icon"
            if (isIcon ? metadata.icon : metadata.card) != nil {
                diagnostics.append(
                    Diagnostic(
                        id: .repeatedDirective, at: node.location,
                        "a second @PageImage(purpose: \(isIcon ? "icon" : "card"))",
                        hint: "a page has one icon and one card image; keep one of them"))
            } else if isIcon {
                metadata.icon = image
            } else {
                metadata.card = image
            }
        case .callToAction:
            metadata.callToAction = callToAction(node, arguments)
        case .available:
            guard let platform = arguments[nil], let introduced = arguments["introduced"] else { return }
            metadata.availability.append(
                Availability(platform: platform, introduced: introduced, deprecated: arguments["deprecated"]))
        case .automaticTitleHeading:
            metadata.showsAutomaticTitleHeading = arguments[nil] != "disabled"
        case .topicsVisualStyle:
            metadata.hidesTopics = arguments[nil] == "hidden"
            if let style = arguments[nil], style == "compactGrid" || style == "detailedGrid" {
                diagnostics.append(
                    Diagnostic(
                        .note, id: .shownDifferently, at: node.location,
                        "@TopicsVisualStyle(\(style)) is shown as a list on this site",
                        hint: "for a grid of pages, list them in @Links(visualStyle: \(style)) { … }"))
            }
        case .automaticSeeAlso, .automaticArticleSubheading:
            // napkin-docs adds neither section, which is what `disabled` asks for.
            if arguments[nil] == "enabled" {
                diagnostics.append(
                    Diagnostic(
                        .note, id: .noEffect, at: node.location,
                        "@\(setting.rawValue)(enabled) has no effect on this site: it adds no such section"))
            }
        case .metadata, .supportedLanguage, .documentationExtension, .redirected, .alternateRepresentation,
            .customMetadata, .options, .deprecationSummary, .row, .column, .tabNavigator, .tab, .steps, .step,
            .links, .small, .image, .video, .snippet, .contentAndMedia, .comment, .tutorials, .tutorial,
            .article, .stack, .intro, .xcodeRequirement, .section, .code, .assessments, .multipleChoice,
            .choice, .justification, .volume, .chapter, .tutorialReference, .resources, .documentation,
            .sampleCode, .downloads, .videos, .forums:
            break  // Not a setting, or one this site ignores, with a note (`spec.ignoredBecause`).
        }
    }

    /// `@CallToAction`: one of `url:` and `file:`, and `purpose:` or `label:`.
    private mutating func callToAction(_ node: DirectiveNode, _ arguments: DirectiveArguments) -> CallToAction? {
        let url = arguments["url"]
        let file = arguments["file"]
        guard (url == nil) != (file == nil), let destination = url ?? file else {
            malformed(
                node, at: node.argumentsLocation ?? node.location, "it needs one of `url:` and `file:`",
                usage: .callToAction)
            return nil
        }
        guard let label = arguments["label"] ?? arguments["purpose"].map({ $0 == "download" ? "Download" : "Visit" })
        else {
            malformed(
                node, at: node.argumentsLocation ?? node.location, "it needs `purpose:` or `label:`",
                usage: .callToAction)
            return nil
        }
        let location = arguments.location(of: url == nil ? "file" : "url") ?? node.location
        return CallToAction(destination: destination, isFile: file != nil, label: label, location: location)
    }
}
