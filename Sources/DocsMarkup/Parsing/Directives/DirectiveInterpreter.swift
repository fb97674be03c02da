/// Turns the scanned sections of a file into blocks: Markdown runs go through cmark, known
/// directives become their blocks or page metadata, and everything misplaced, unknown or
/// malformed becomes a diagnostic.
struct DirectiveInterpreter {
    /// The file, for locations.
    var file: String
    /// Converts the Markdown runs, keeping heading anchors unique across the page.
    var converter = MarkdownConverter()
    /// What `@Metadata` said.
    var metadata = PageMetadata()
    /// Where `@Metadata` was, once seen.
    var metadataLocation: SourceLocation?
    /// Problems found so far (the converter's are added by ``pageBlocks(_:)``).
    var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    /// The blocks of a whole page, level-1 headings included; reads `@Metadata` into ``metadata``.
    mutating func pageBlocks(_ sections: [SourceSection]) -> [Block] {
        var blocks: [Block] = []
        for section in sections {
            if case .directive(let node) = section, node.name == KnownDirective.metadata.rawValue {
                readMetadata(node)
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
    private mutating func contentBlocks(_ sections: [SourceSection], in container: KnownDirective.Container, depth: Int) -> [Block] {
        var blocks: [Block] = []
        for section in sections {
            switch section {
            case .markdown(let lines):
                blocks += converter.blocks(of: MarkdownRun(file: file, lines: lines), depth: depth)
            case .directive(let node):
                guard let known = check(node, in: container) else { continue }
                if let block = contentBlock(known, node, depth: depth) { blocks.append(block) }
            }
        }
        return blocks
    }

    /// The block of a directive `depth` directives deep; its children's content is two deeper.
    private mutating func contentBlock(_ directive: KnownDirective, _ node: DirectiveNode, depth: Int) -> Block? {
        expectNoArguments(node)
        switch directive {
        case .row:
            let columns = children(of: node, directive).map { Column(size: columnSize($0), blocks: contentBlocks($0.body ?? [], in: .content, depth: depth + 2)) }
            return .row(columns, node.location)
        case .tabNavigator:
            let tabs = children(of: node, directive).map { tab in
                Tab(title: singleValue(tab, kind: .tab) ?? "", blocks: contentBlocks(tab.body ?? [], in: .content, depth: depth + 2))
            }
            return .tabNavigator(tabs, node.location)
        case .steps:
            let steps = children(of: node, directive).map { step in
                expectNoArguments(step)
                return Step(blocks: contentBlocks(step.body ?? [], in: .content, depth: depth + 2))
            }
            return .steps(steps, node.location)
        default:
            return nil // @Comment, and directives that `check` already reported as misplaced.
        }
    }

    // MARK: Metadata

    private mutating func readMetadata(_ node: DirectiveNode) {
        guard check(node, in: .page) != nil else { return }
        expectNoArguments(node)
        if let first = metadataLocation {
            diagnostics.append(Diagnostic(at: node.location, "@Metadata appears twice on this page",
                                          hint: "merge it into the @Metadata at \(first)"))
            return
        }
        // DocC reads @Metadata anywhere at the top level of a page, after the summary too.
        metadataLocation = node.location
        var seen: Set<KnownDirective> = []
        for child in children(of: node, .metadata) {
            guard let setting = KnownDirective(rawValue: child.name), setting != .comment else { continue }
            if !seen.insert(setting).inserted {
                diagnostics.append(Diagnostic(at: child.location, "@\(setting.rawValue) appears twice in @Metadata",
                                              hint: "keep one of them"))
            }
            switch setting {
            case .technologyRoot:
                expectNoArguments(child)
                metadata.isTechnologyRoot = true
            case .allowRawHTML:
                expectNoArguments(child)
                metadata.allowsRawHTML = true
            case .titleHeading:
                metadata.titleHeading = singleValue(child, kind: .titleHeading)
            case .pageKind:
                guard let value = singleValue(child, kind: .pageKind) else { break }
                if let kind = PageKind(rawValue: value) {
                    metadata.pageKind = kind
                } else {
                    malformed(child, at: child.arguments[0].location, "`\(value)` is not a page kind", usage: .pageKind)
                }
            default:
                break
            }
        }
    }

    // MARK: Checks

    /// Checks that a directive is known, allowed in `container` and has a body exactly when it
    /// needs one. Returns the directive when it can be used.
    private mutating func check(_ node: DirectiveNode, in container: KnownDirective.Container) -> KnownDirective? {
        guard let directive = KnownDirective(rawValue: node.name) else {
            diagnostics.append(Diagnostic(at: node.location, "unknown directive @\(node.name)",
                                          hint: "the known directives are \(KnownDirective.list); to start a line of text with @, write \\@ or put the word in backticks"))
            return nil
        }
        guard directive.isAllowed(in: container) else {
            diagnostics.append(Diagnostic(at: node.location, "@\(node.name) is not allowed here",
                                          hint: "@\(node.name) belongs \(directive.placement)"))
            return nil
        }
        if directive.hasBody, node.body == nil {
            diagnostics.append(Diagnostic(at: node.location, "@\(node.name) needs a body in braces",
                                          hint: "write \(directive.usage)"))
            return nil
        }
        if !directive.hasBody, node.body != nil {
            diagnostics.append(Diagnostic(at: node.location, "@\(node.name) takes no body",
                                          hint: "write \(directive.usage), without braces"))
            return nil
        }
        return directive
    }

    /// The directives in the body of `node`, which may hold only directives (no Markdown):
    /// the single child kind of `@Row`, `@TabNavigator`, `@Steps`, or the settings of `@Metadata`.
    private mutating func children(of node: DirectiveNode, _ parent: KnownDirective) -> [DirectiveNode] {
        var result: [DirectiveNode] = []
        for section in node.body ?? [] {
            switch section {
            case .markdown(let lines):
                let first = lines.first { !$0.isBlank } ?? lines[0]
                let start = first.location(ofIndex: first.bytes.startIndex + first.indentation, in: file)
                let allowed = parent.onlyChild.map { "@\($0.rawValue) { … }" } ?? "@TechnologyRoot, @TitleHeading, @PageKind and @AllowRawHTML"
                diagnostics.append(Diagnostic(at: start, "text is not allowed directly inside @\(parent.rawValue)",
                                              hint: "@\(parent.rawValue) may only hold \(allowed)"))
            case .directive(let child):
                guard let known = check(child, in: .directive(parent)), known != .comment else { continue }
                result.append(child)
            }
        }
        return result
    }

    /// Empty brackets (`@TechnologyRoot()`) are no arguments, as DocC reads them.
    private mutating func expectNoArguments(_ node: DirectiveNode) {
        guard let location = node.argumentsLocation, !node.arguments.isEmpty, let directive = KnownDirective(rawValue: node.name) else { return }
        malformed(node, at: location, "it takes none", usage: directive)
    }

    /// The one unnamed argument of `@TitleHeading("…")`, `@PageKind(…)` or `@Tab("…")`.
    private mutating func singleValue(_ node: DirectiveNode, kind: KnownDirective) -> String? {
        guard node.arguments.count == 1, node.arguments[0].label == nil, !node.arguments[0].value.isEmpty else {
            let location = node.arguments.first?.location ?? node.argumentsLocation ?? node.location
            malformed(node, at: location, "it expects one unnamed value", usage: kind)
            return nil
        }
        return node.arguments[0].value
    }

    /// The size of `@Column` or `@Column(size: N)`.
    private mutating func columnSize(_ node: DirectiveNode) -> Int {
        guard let location = node.argumentsLocation else { return 1 }
        if node.arguments.count == 1, node.arguments[0].label == "size", let size = Int(node.arguments[0].value), size > 0 {
            return size
        }
        malformed(node, at: node.arguments.first?.location ?? location, "it expects `size:` and a whole number above 0", usage: .column)
        return 1
    }

    private mutating func malformed(_ node: DirectiveNode, at location: SourceLocation, _ message: String, usage: KnownDirective) {
        diagnostics.append(Diagnostic(at: location, "malformed arguments of @\(node.name): \(message)",
                                      hint: "write \(usage.usage)"))
    }
}
