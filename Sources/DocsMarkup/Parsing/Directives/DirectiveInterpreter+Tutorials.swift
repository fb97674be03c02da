/// DocC's tutorial files (`.tutorial`): `@Tutorial` becomes a tutorial page with its sections'
/// numbered steps, `@Article` an article page, `@Tutorials` a page that lists the tutorials by chapter. Each directive
/// becomes ordinary blocks (headings, steps, lists, code files), so the page renders as the
/// site's own tutorials do.
extension DirectiveInterpreter {
    /// The blocks of a tutorial directive; `[]` for the directives that make none (`@Comment`).
    mutating func tutorialBlocks(
        _ directive: KnownDirective, _ node: DirectiveNode, _ arguments: DirectiveArguments, depth: Int
    ) -> [Block] {
        switch directive {
        case .tutorial, .tutorials, .article:
            return tutorialPage(directive, node, arguments, depth: depth)
        case .redirected:
            diagnostics.append(
                Diagnostic(
                    .note, id: .noEffect, at: node.location,
                    "@Redirected has no effect on this site: \(directive.spec.ignoredBecause ?? "")"))
            return []
        case .steps:
            return steps(node, depth: depth)
        case .section:
            return [heading(2, arguments["title"] ?? "", at: node.location)] + body(node, depth: depth)
        case .volume, .chapter:
            let level = directive == .volume ? 2 : 3
            return [heading(level, arguments["name"] ?? "", at: node.location)]
                + Self.mergingLists(body(node, depth: depth))
        case .xcodeRequirement:
            let link = Inline.link(
                destination: arguments["destination"] ?? "", title: nil, content: [.text(arguments["title"] ?? "")],
                location: node.location)
            return [.paragraph([.strong([.text("Requires: ")]), link], node.location)]
        case .code:
            return codeFile(node, arguments, depth: depth)
        case .assessments:
            let questions = children(of: node, directive).flatMap { body($0.node, depth: depth + 1) }
            return [heading(2, "Check Your Understanding", at: node.location)] + Self.mergingLists(questions)
        case .multipleChoice:
            return Self.mergingLists(body(node, depth: depth))
        case .choice:
            // A static page shows every choice's verdict; DocC shows it once the reader picks.
            let verdict = Block.box(
                .smallPrint,
                [
                    .paragraph(
                        [.strong([.text(arguments["isCorrect"] == "true" ? "Correct." : "Incorrect.")])], node.location)
                ], node.location)
            return [.list(.bullet, items: [body(node, depth: depth) + [verdict]], node.location)]
        case .justification:
            let reaction = arguments["reaction"].map { [Block.paragraph([.strong([.text($0)])], node.location)] } ?? []
            return [.box(.smallPrint, reaction + body(node, depth: depth), node.location)]
        case .tutorialReference:
            guard let target = arguments["tutorial"] else { return [] }
            let name = target.hasPrefix("doc:") ? String(target.dropFirst(4)) : target
            let link = Inline.docLink(name: name, arguments.location(of: "tutorial") ?? node.location)
            return [.list(.bullet, items: [[.paragraph([link], node.location)]], node.location)]
        case .resources:
            return [heading(2, "Resources", at: node.location)] + body(node, depth: depth)
        case .documentation, .sampleCode, .downloads, .videos, .forums:
            return resourceGroup(directive, node, arguments, depth: depth)
        case .comment, .column, .tab, .step, .intro, .row, .tabNavigator, .small, .deprecationSummary, .links,
            .image, .video, .snippet, .contentAndMedia, .stack, .technologyRoot, .allowRawHTML, .titleHeading,
            .pageKind, .displayName, .pageColor, .pageImage, .callToAction, .available, .automaticTitleHeading,
            .topicsVisualStyle, .automaticSeeAlso, .automaticArticleSubheading, .metadata, .supportedLanguage,
            .documentationExtension, .alternateRepresentation, .customMetadata, .options:
            return []  // Not a tutorial's: see `contentBlock`.
        }
    }

    /// A `@Code` file of a step, shown against the file of the same name the step before showed
    /// (or `previousFile:`), unless `reset: true`.
    private mutating func codeFile(_ node: DirectiveNode, _ arguments: DirectiveArguments, depth: Int) -> [Block] {
        guard let name = arguments["name"], let file = arguments["file"], let location = arguments.location(of: "file")
        else { return [] }
        let previous = arguments["previousFile"] ?? (arguments["reset"] == "true" ? nil : lastCodeFiles[name])
        lastCodeFiles[name] = file
        let reference = CodeFileReference(
            name: name, file: file, previousFile: previous == file ? nil : previous, fileLocation: location)
        return [.codeFile(reference, node.location)] + body(node, depth: depth)
    }

    /// A group of `@Resources` (`@Documentation`, `@SampleCode` …): its kind as a heading, what
    /// it says, and a link to its destination.
    private mutating func resourceGroup(
        _ directive: KnownDirective, _ node: DirectiveNode, _ arguments: DirectiveArguments, depth: Int
    ) -> [Block] {
        let titles: [KnownDirective: String] = [
            .documentation: "Documentation", .sampleCode: "Sample Code", .downloads: "Downloads", .videos: "Videos",
            .forums: "Forums",
        ]
        let link = Inline.link(
            destination: arguments["destination"] ?? "", title: nil, content: [.text("Visit")], location: node.location)
        return [heading(3, titles[directive] ?? directive.rawValue, at: node.location)] + body(node, depth: depth)
            + [.paragraph([link], node.location)]
    }

    /// A tutorial's page: its intro's title (`@Tutorial`, `@Article`) or its name (`@Tutorials`)
    /// as the title, then the intro and the rest in order: the other directives, and for an
    /// `@Article` the Markdown between them.
    private mutating func tutorialPage(
        _ directive: KnownDirective, _ node: DirectiveNode, _ arguments: DirectiveArguments, depth: Int
    ) -> [Block] {
        var blocks: [Block] = []
        var title = directive == .tutorials ? arguments["name"] : nil
        switch directive {
        case .tutorial:
            metadata.pageKind = .tutorial
            if let time = arguments["time"] { metadata.titleHeading = "Tutorial · \(time) min" }
            if let files = arguments["projectFiles"] {
                let link = Inline.link(
                    destination: files, title: nil, content: [.text("Download the project files")],
                    location: arguments.location(of: "projectFiles"))
                blocks.append(.paragraph([link], node.location))
            }
        case .article:
            metadata.pageKind = .article
            if let time = arguments["time"] { metadata.titleHeading = "Article · \(time) min" }
        default:
            break
        }
        if directive == .article {
            // Markdown may stand between the directives, so the body is read as content.
            for section in node.body ?? [] {
                guard case .directive(let child) = section, child.name == KnownDirective.intro.rawValue else {
                    blocks += contentBlocks([section], in: .directive(.article), depth: depth + 1)
                    continue
                }
                guard let (_, childArguments) = check(child, in: .directive(.article)) else { continue }
                blocks += intro(child, childArguments, title: &title, depth: depth)
            }
            if title == nil {
                diagnostics.append(
                    Diagnostic(
                        .warning, id: .missingTitle, at: node.location,
                        "@Article has no @Intro, so its page is titled 'Article'",
                        hint: "begin it with @Intro(title: \"Title\") { … }, which gives the page its title"))
            }
        } else {
            for child in children(of: node, directive) {
                blocks +=
                    child.directive == .intro
                    ? intro(child.node, child.arguments, title: &title, depth: depth)
                    : directiveBlocks(child.directive, child.node, child.arguments, depth: depth + 1)
            }
        }
        // The title heading, which the title extraction takes out of the blocks.
        converter.levelOneHeadings.append(node.location)
        return [.heading(level: 1, content: [.text(title ?? directive.rawValue)], anchor: "", node.location)] + blocks
    }

    /// An `@Intro`'s blocks: its title becomes the page's `title` when there is none yet, else a
    /// heading of its own.
    private mutating func intro(
        _ node: DirectiveNode, _ arguments: DirectiveArguments, title: inout String?, depth: Int
    ) -> [Block] {
        let introTitle = arguments["title"] ?? ""
        var blocks: [Block] = []
        if title == nil {
            title = introTitle
        } else {
            blocks.append(heading(2, introTitle, at: node.location))
        }
        return blocks + body(node, depth: depth + 1)
    }

    /// The numbered steps of `@Steps`. DocC lets text stand between them: it splits the steps
    /// into runs (numbered on across the page), each after its text.
    private mutating func steps(_ node: DirectiveNode, depth: Int) -> [Block] {
        var blocks: [Block] = []
        var run: (steps: [Step], location: SourceLocation)?
        var isFirstRun = true
        func endRun() {
            guard let finished = run else { return }
            blocks.append(.steps(finished.steps, finished.location))
            run = nil
            isFirstRun = false
        }
        for section in node.body ?? [] {
            guard case .directive(let child) = section else {
                let text = contentBlocks([section], in: .directive(.steps), depth: depth + 1)
                if !text.isEmpty { endRun() }
                blocks += text
                continue
            }
            guard let (known, _) = check(child, in: .directive(.steps)), known == .step else { continue }
            let step = Step(blocks: body(child, depth: depth + 1))
            // The first run is at the @Steps; a later one at its first @Step.
            if run == nil { run = ([], isFirstRun ? node.location : child.location) }
            run?.steps.append(step)
        }
        endRun()
        return blocks
    }

    private mutating func heading(_ level: Int, _ text: String, at location: SourceLocation) -> Block {
        .heading(level: level, content: [.text(text)], anchor: converter.anchors.anchor(for: text), location)
    }

    /// Runs of one-item bullet lists (each `@Choice`, each `@TutorialReference`) as one list.
    static func mergingLists(_ blocks: [Block]) -> [Block] {
        var merged: [Block] = []
        for block in blocks {
            if case .list(.bullet, let items, _) = block, case .list(.bullet, let previous, let location)? = merged.last
            {
                merged[merged.count - 1] = .list(.bullet, items: previous + items, location)
            } else {
                merged.append(block)
            }
        }
        return merged
    }
}
