import DocsCodeBlocks
import DocsMarkup

/// Failures charged to the block that caused them: a block whose every error sits in code that
/// uses what another block of its page declares, where that block did not compile as written (it
/// failed, it leaves code out, it needs context), is not drift of its own. Its errors are that
/// block's; it needs that block's declarations in full. And a block that needs a name its page
/// does declare somewhere is told where, never that the page lacks it.
extension ClientCheck {
    /// `outcomes` and `problems` (those of every page) with the knock-on failures of `page`
    /// charged to their causes, and the notes of its blocks that need context told where the
    /// page declares what they need. `plans` are the page's blocks' plans.
    static func chargingKnockOns(
        on page: ClientPage, plans: [BlockPlan], outcomes: inout [Int: BlockCheckOutcome],
        problems: inout [Diagnostic]
    ) {
        // Most pages have no block to charge or to tell: their declarations are not read.
        guard
            outcomes.values.contains(where: { outcome in
                switch outcome {
                case .failed, .needsContext: true
                default: false
                }
            })
        else { return }
        let declarations = PageDeclarations(page: page, plans: plans, outcomes: outcomes)
        guard !declarations.byBlock.isEmpty else { return }
        func isOf(_ block: CodeBlock) -> (Diagnostic) -> Bool {
            let lines = Set(block.lines.filter { $0.sourceFile == nil }.map(\.sourceLine) + [block.location.line])
            return { $0.location.file == page.sourcePath && lines.contains($0.location.line) }
        }
        // A failed block whose errors all sit where it uses what a broken block declares, with
        // those blocks: charged to them, unless one of them is a failure charged in turn (then
        // neither is, and both errors stand).
        var charges: [Int: [String: Int]] = [:]
        for (index, outcome) in outcomes {
            guard case .failed = outcome else { continue }
            let errors = problems.filter { isOf(page.blocks[index])($0) && $0.severity == .error }
            charges[index] = declarations.causes(of: errors, in: page.blocks[index], index: index)
        }
        for (index, causes) in charges where causes.values.allSatisfy({ charges[$0] == nil }) {
            let isMine = isOf(page.blocks[index])
            guard let first = problems.first(where: { isMine($0) && $0.severity == .error }) else { continue }
            problems.removeAll { isMine($0) && ($0.severity == .error || $0.id == .needsContext) }
            problems.append(declarations.knockOnNote(at: first.location, causes: causes, for: index))
            outcomes[index] = .needsContext(causes.keys.sorted())
        }
        // A block that needs a name its page declares in another block is told where.
        for (index, outcome) in outcomes {
            guard case .needsContext(let names) = outcome, charges[index] == nil else { continue }
            let declared = names.filter { declarations.declaring($0, other: index) != nil }
            let isMine = isOf(page.blocks[index])
            guard !declared.isEmpty, let note = problems.firstIndex(where: { isMine($0) && $0.id == .needsContext })
            else { continue }
            let missing = names.filter { !declared.contains($0) }
            problems[note].message =
                "not compiled: the block needs "
                + (declared.map { declarations.whereDeclared($0, for: index) }
                + (missing.isEmpty ? [] : ["\(list(missing)), which the page never declares"]))
                .joined(separator: "; ")
        }
    }
}

/// What each block of a page declares at its top level, and which blocks did not compile as
/// written.
private struct PageDeclarations {
    /// By block index, the names it declares.
    var byBlock: [Int: Set<String>] = [:]
    /// By block index, what became of each block whose declarations are not what the page means
    /// (it failed, leaves code out, needs context or another platform, is shown only).
    var broken: [Int: BlockCheckOutcome] = [:]

    /// The fence line of each block that declares a name.
    var lineOfBlock: [Int: Int] = [:]

    init(page: ClientPage, plans: [BlockPlan], outcomes: [Int: BlockCheckOutcome]) {
        for (index, plan) in plans.enumerated() {
            let names: Set<String>
            switch plan {
            case .compile(let syntax): names = syntax.declaredNames
            case .settled(_, _, let declarations?): names = declarations.syntax.declaredNames
            case .settled(.shownOnly, _, _):
                names = BlockSyntax(lines: page.blocks[index].lines.map(\.compiled)).declaredNames
            default: continue
            }
            guard !names.isEmpty else { continue }
            byBlock[index] = names
            lineOfBlock[index] = page.blocks[index].location.line
            switch outcomes[index] {
            case .failed?, .fragment?, .needsContext?, .needsPlatform?, .otherRelease?, .shownOnly?, .needsModule?:
                broken[index] = outcomes[index]
            default:
                break
            }
        }
    }

    /// The block other than `index` that declares `name`: the nearest before it, else the first
    /// after it.
    func declaring(_ name: String, other index: Int) -> Int? {
        let blocks = byBlock.filter { $0.key != index && $0.value.contains(name) }.keys
        return blocks.filter { $0 < index }.max() ?? blocks.min()
    }

    /// For each name the `errors` of `block` (at `index`) are about, the broken block that
    /// declares it, when every error sits in code using such a name; `nil` when one does not.
    func causes(of errors: [Diagnostic], in block: CodeBlock, index: Int) -> [String: Int]? {
        guard !errors.isEmpty else { return nil }
        let own = byBlock[index] ?? []
        let texts = block.lines.map(\.compiled)
        var causes: [String: Int] = [:]
        for error in errors {
            guard
                let line = block.lines.firstIndex(where: {
                    $0.sourceFile == nil && $0.sourceLine == error.location.line
                })
            else { return nil }
            let used = Set(Identifiers.all(in: StandIns.expression(endingAt: line, of: texts))).subtracting(own)
            let found = used.compactMap { name in declaring(name, other: index).map { (name, $0) } }
                .filter { broken[$0.1] != nil }
            guard !found.isEmpty else { return nil }
            for (name, cause) in found { causes[name] = cause }
        }
        return causes
    }

    /// The note of the block at `index`, whose errors are charged to `causes`.
    func knockOnNote(at location: SourceLocation, causes: [String: Int], for index: Int) -> Diagnostic {
        let names = causes.keys.sorted()
        return Diagnostic(
            .note, id: .needsContext, at: location,
            "not compiled: the block fails only where it uses "
                + names.map { whereDeclared($0, for: index) }.joined(separator: "; ")
                + ": not an error of its own",
            hint: "mend that block, or show the declarations in full in a hidden line (# …), to have this one checked")
    }

    /// `'name', which the page declares at line N in a block that …`.
    func whereDeclared(_ name: String, for index: Int) -> String {
        guard let block = declaring(name, other: index) else { return "'\(name)'" }
        let line = lineOfBlock[block].map { " at line \($0)" } ?? ""
        let state: String
        switch broken[block] {
        case .failed?: state = "in a block that does not compile"
        case .fragment?: state = "in a block that leaves code out"
        case .needsContext?: state = "in a block that needs context itself"
        case .needsPlatform?: state = "in a block that needs another platform"
        case .otherRelease?: state = "in a block of another release"
        case .shownOnly?, .needsModule?: state = "in a block that is not compiled"
        default: state = block > index ? "in a later block" : "in a block that a later one declares again"
        }
        return "'\(name)', which the page declares\(line) \(state)"
    }
}
