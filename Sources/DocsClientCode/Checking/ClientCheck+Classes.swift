import DocsCodeBlocks
import DocsMarkup

/// The classes of a block that did not compile as written but is not drift: it needs names its
/// page never declares, it needs API only Apple's platforms have, or it restates the module.
extension ClientCheck {
    /// `plans` with each block that only restates the documented module settled as a
    /// restatement, and, by page and block, the restatements of the blocks that have more.
    func settlingRestatements(_ plans: [[BlockPlan]], of pages: [ClientPage]) -> (
        [[BlockPlan]], [[Int: Restatement]]
    ) {
        var plans = plans
        var partial: [[Int: Restatement]] = Array(repeating: [:], count: pages.count)
        guard !api.names.isEmpty else { return (plans, partial) }
        for (pageIndex, page) in pages.enumerated() {
            for (blockIndex, plan) in plans[pageIndex].enumerated() {
                guard case .compile(let syntax) = plan,
                    let restatement = Restatement.of(
                        syntax, text: page.blocks[blockIndex].lines.map(\.compiled).joined(separator: "\n"), api: api)
                else { continue }
                guard restatement.isWhole(of: syntax) else {
                    partial[pageIndex][blockIndex] = restatement
                    continue
                }
                let (outcome, problem) = Self.verdict(on: restatement, of: blockIndex, on: page)
                plans[pageIndex][blockIndex] = .settled(
                    outcome ?? .restatesAPI(names: restatement.names, differences: []), problem: problem)
            }
        }
        return (plans, partial)
    }

    /// What `restatement`, in block `index` of `page`, makes of the block: a restatement that
    /// differs from the module, with its error, unless the page shows another release on purpose
    /// (then that, without an error); `nil` and no error when it matches.
    static func verdict(on restatement: Restatement, of index: Int, on page: ClientPage) -> (
        BlockCheckOutcome?, Diagnostic?
    ) {
        guard !restatement.differences.isEmpty else { return (nil, nil) }
        if let reason = page.otherRelease[index] { return (.otherRelease(reason), nil) }
        return (
            .restatesAPI(names: restatement.names, differences: restatement.differences),
            difference(restatement, at: page.blocks[index])
        )
    }

    /// What becomes of a block that the compiler's verdict gave `outcome` and `problems`, by the
    /// classes that are not drift: a failure that only lacks context or another platform
    /// (``reclassified(_:of:errors:withStandIns:)``), that quotes its own error, or that shows
    /// another release on purpose; and, whatever the compiler said, the error of a restatement
    /// in it that differs from the module.
    static func classified(
        _ outcome: BlockCheckOutcome, _ problems: [Diagnostic], of index: Int, on page: ClientPage,
        errors: [CompilerDiagnostic], standIns: (StandIns, BlockEvidence)?, restatement: Restatement?
    ) -> (BlockCheckOutcome, [Diagnostic]) {
        var (outcome, problems) = (outcome, problems)
        let block = page.blocks[index]
        // Each class in turn, for a block still failed: drift found with stand-ins is drift too,
        // and shows another release on a proposal's page.
        if case .failed = outcome, let other = reclassified(block, of: page, errors: errors, withStandIns: standIns) {
            (outcome, problems) = other
        }
        if case .failed = outcome, quotesItsErrors(block, errors) {
            (outcome, problems) = (.failedAsExpected, [])
        }
        if case .failed = outcome, let reason = page.otherRelease[index] {
            (outcome, problems) = (.otherRelease(reason), [])
        }
        if let restatement, case (let restated?, let problem) = verdict(on: restatement, of: index, on: page) {
            problems += problem.map { [$0] } ?? []
            if case .compiled = outcome { outcome = restated }
        }
        return (outcome, problems)
    }

    /// The error of a restatement that declares what the module does not.
    private static func difference(_ restatement: Restatement, at block: CodeBlock) -> Diagnostic {
        let restated = restatement.names.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
        return Diagnostic(
            id: .restatesAPI,
            at: restatement.firstDifference.map { SourceLocation(block: block, at: $0) } ?? block.location,
            "the block restates \(restated) otherwise than the library declares it: "
                + restatement.differences.joined(separator: "; "),
            hint:
                "show the declaration as the library has it, or mark the block ignore=\"…\" if it shows another version"
        )
    }

    /// The name of `cannot find 'x' in scope` and its kin, which a stand-in can supply: a value
    /// or a type, never a macro or an attribute.
    static func standInName(in message: String) -> String? {
        guard let name = unresolvedName(in: message),
            !message.hasPrefix("no macro named"), !message.hasPrefix("unknown attribute"),
            !message.hasPrefix("expansion of macro"), !message.hasPrefix("use of local variable"),
            !AppleOnlyAPI.names.contains(name)
        else { return nil }
        return name
    }

    /// What a block that failed with `errors` is, when not drift: it needs context (its only
    /// errors were names its page never declares, and with stand-ins for them nothing else
    /// failed), or another platform (it fails only on API only Apple's platforms have). With
    /// stand-ins that leave drift, the drift, said with what was assumed. `nil` when the
    /// failure stands as it is.
    private static func reclassified(
        _ block: CodeBlock, of page: ClientPage, errors: [CompilerDiagnostic],
        withStandIns standIns: (StandIns, BlockEvidence)?
    ) -> (BlockCheckOutcome, [Diagnostic])? {
        if let declaredLater = usedBeforeDeclared(errors) { return declaredLater }
        let expression = expressions(of: block, on: page)
        // The stand-ins hold the functions the page calls that the C library answered
        // (``CLibraryCalls``): those are missing too.
        let answeredByC = errors.flatMap { error in
            CLibraryCalls.accidental(in: error.message, line: expression(error) ?? "") { name in
                standIns?.0.names.contains(name) != true
            }
        }
        let missing = Set(errors.compactMap { standInName(in: $0.message) } + answeredByC)
        guard !missing.isEmpty else {
            // Errors on a name only Apple has, in code that uses one, or that only say a type
            // could not be worked out beside them.
            let platform = errors.map { error in
                AppleOnlyAPI.name(in: error.message) ?? expression(error).flatMap(AppleOnlyAPI.member(usedIn:))
            }
            let onlyApple = zip(errors, platform).allSatisfy { $1 != nil || StandIns.saysNothingOfTheAPI($0.message) }
            guard onlyApple, !platform.compactMap({ $0 }).isEmpty else { return nil }
            return needsPlatform(platform.compactMap { $0 }, at: errors[0].location)
        }
        guard let (assumed, evidence) = standIns, missing.isSubset(of: assumed.names) else { return nil }
        let drift = drift(in: block, of: page, compiledWith: assumed, evidence)
        // A body its author left out (`case .start: // ...`) fails as such a body does, not as
        // drift; what a left-out body cannot explain (a class without an initializer) stands.
        let leavesCodeOut = BlockSyntax(lines: block.lines.map(\.compiled)).elisionComment != nil
        let leftOutBody = ["must have at least one executable statement", "missing return"]
        let real = drift.filter { error in
            AppleOnlyAPI.name(in: error.message) == nil
                && !(leavesCodeOut && leftOutBody.contains(where: error.message.contains))
        }
        guard real.isEmpty else {
            let used = missing.intersection(block.lines.flatMap { Identifiers.all(in: $0.compiled) })
            let problems = real.map {
                Diagnostic(
                    id: .compileError, at: $0.location, "\(assumed.assumption(of: used)): \(pageMessage($0.message))",
                    hint:
                        "the page never declares \(list(missing)): the error stands whatever \(missing.count == 1 ? "it is" : "they are")"
                )
            }
            return (.failed(problems[0].message), problems)
        }
        let onOtherPlatforms = (errors + drift).compactMap { AppleOnlyAPI.name(in: $0.message) }
        if !onOtherPlatforms.isEmpty { return needsPlatform(onOtherPlatforms, at: errors[0].location) }
        // A name the compiler could not find that a member of the block's own type reads: the
        // block is wrong, unless it says it leaves code out.
        let notFound = Set(errors.compactMap { standInName(in: $0.message) })
        if !leavesCodeOut,
            let member = notFound.sorted().lazy.compactMap({
                UndeclaredMember.of(
                    $0, in: block.lines.map(\.compiled), missing: missing, declaredOnThePage: declaredNames(of: page))
            }).first
        {
            return undeclared(member, in: block)
        }
        let first = errors.first { standInName(in: $0.message) != nil } ?? errors[0]
        return needsContext(missing.sorted(), at: first.location)
    }

    /// The errors of `block` compiled with stand-ins (`evidence`) that are drift, each judged
    /// in the expression it is in.
    private static func drift(
        in block: CodeBlock, of page: ClientPage, compiledWith standIns: StandIns, _ evidence: BlockEvidence
    ) -> [CompilerDiagnostic] {
        standIns.drift(in: evidence.diagnostics, expressionText: expressions(of: block, on: page))
    }

    /// The text of the expression each diagnostic of `block` (on `page`) is at: its line with the
    /// lines above that open a call it is part of (``StandIns/expression(endingAt:of:)``);
    /// `nil` for a diagnostic on no line of the block.
    static func expressions(of block: CodeBlock, on page: ClientPage) -> (CompilerDiagnostic) -> String? {
        let texts = block.lines.map(\.compiled)
        let lines = Dictionary(
            block.lines.enumerated().map { (PageLine($1, onPage: page.sourcePath), $0) }, uniquingKeysWith: { $1 })
        return { diagnostic in lines[PageLine(diagnostic.location)].map { StandIns.expression(endingAt: $0, of: texts) }
        }
    }

    /// A block whose only errors are variables it uses before its page declares them needs
    /// context; `nil` for any other block.
    private static func usedBeforeDeclared(_ errors: [CompilerDiagnostic]) -> (BlockCheckOutcome, [Diagnostic])? {
        let names = errors.compactMap {
            name(in: $0.message, between: ("use of local variable '", "' before its declaration"))
        }
        guard !names.isEmpty, names.count == errors.count else { return nil }
        let unique = Array(Set(names)).sorted()
        let note = Diagnostic(
            .note, id: .needsContext, at: errors[0].location,
            "not compiled: the block uses \(list(unique)) before the page declares it",
            hint: "declare it in an earlier block or a hidden line (# let \(unique[0]) = …) to have the block checked")
        return (.needsContext(unique), [note])
    }

    /// The names the blocks of `page` declare at their top level.
    private static func declaredNames(of page: ClientPage) -> Set<String> {
        Set(
            page.blocks.filter { $0.language == "swift" }.flatMap {
                BlockSyntax(lines: $0.lines.map(\.compiled)).declaredNames
            })
    }

    /// A block that reads a member its own type does not declare: an error, whatever the rest of
    /// the page holds.
    private static func undeclared(_ member: UndeclaredMember, in block: CodeBlock) -> (
        BlockCheckOutcome, [Diagnostic]
    ) {
        let error = Diagnostic(
            id: .compileError, at: SourceLocation(block: block, at: member.position),
            "cannot find '\(member.name)' in scope: a member of '\(member.type)' reads it, and neither '\(member.type)' nor the page declares it",
            hint:
                "declare '\(member.name)' in '\(member.type)' or use the member it has; if it is a global the page leaves out, declare it in a hidden line (# let \(member.name) = …)"
        )
        return (.failed(error.message), [error])
    }

    /// A block that needs `names`, which its page never declares, and with stand-ins for them
    /// fails no more: a note at `location`, with the fix.
    private static func needsContext(_ names: [String], at location: SourceLocation) -> (
        BlockCheckOutcome, [Diagnostic]
    ) {
        let declaration = names[0].first!.isUppercase ? "struct \(names[0]) { … }" : "let \(names[0]) = …"
        let note = Diagnostic(
            .note, id: .needsContext, at: location,
            "not compiled: the block needs \(list(names)), which its page never declares; with stand-ins for them, nothing else fails",
            hint:
                "declare \(names.count == 1 ? "it" : "them") in an earlier block or a hidden line (# \(declaration)) to have the block checked, or mark it ignore=\"…\""
        )
        return (.needsContext(names), [note])
    }

    /// Whether `block` fails on purpose: each of its `errors` is quoted, word for word, in a
    /// comment of the block (`// error: 'items' used after consume`), as pages that show what the
    /// compiler says of wrong code quote it.
    private static func quotesItsErrors(_ block: CodeBlock, _ errors: [CompilerDiagnostic]) -> Bool {
        let comments = block.lines.compactMap { line -> Substring? in
            guard let start = line.compiled.range(of: "//") else { return nil }
            return line.compiled[start.upperBound...]
        }
        return !errors.isEmpty
            && errors.allSatisfy { error in comments.contains { $0.contains(error.message) } }
    }

    private static func needsPlatform(_ names: [String], at location: SourceLocation) -> (
        BlockCheckOutcome, [Diagnostic]
    ) {
        let unique = Array(Set(names)).sorted()
        return (
            .needsPlatform(unique),
            [
                Diagnostic(
                    .note, id: .needsPlatform, at: location,
                    "not compiled here: the block uses \(list(unique)), which only Apple's platforms have",
                    hint: "check it on macOS, or mark it apple-only")
            ]
        )
    }

    static func list<Names: Sequence<String>>(_ names: Names) -> String {
        names.sorted().map { "'\($0)'" }.joined(separator: ", ")
    }
}

extension ClientUnit {
    /// The unit without the items each block restates (by block), which are never the page's
    /// own code: what else the block has is compiled against the real API.
    func leavingOut(_ restatements: [Int: Restatement]) -> ClientUnit {
        guard !restatements.isEmpty else { return self }
        func trimmed(_ part: Part) -> Part {
            guard let restatement = restatements[part.block] else { return part }
            var part = part
            part.items.removeAll(where: restatement.items.contains)
            return part
        }
        var unit = self
        unit.context = context.map(trimmed).filter { !$0.items.isEmpty }
        unit.checked = checked.map(trimmed)
        return unit
    }
}
