import DocsCodeBlocks
import DocsMarkup
import DocsSiteModel
import DocsSupport
import DocsSymbols
import DocsVersions

/// What changed in each version of a site of several since the next older one built: its public
/// API, compared symbol by symbol (``APIChanges``), and its articles, compared by the text
/// readers read (``DocsMarkup/Document/readingLines``), line by line.
enum ReleaseChangesPages {
    /// What a version's changes page reads of a version: where its symbols' pages are, its
    /// articles as readers read them, which of its Swift blocks compiled and which failed. Made
    /// from a site, or kept on disk with the version's site (``KeptVersionSite``), so that neither
    /// version a changes page compares is read again for it when a kept site holds.
    struct Basis: Sendable, Equatable {
        /// An article as the changes page compares it.
        struct Article: Sendable, Equatable {
            var title: String
            var path: PagePath
            /// Its text as readers read it (``DocsMarkup/Document/readingLines``).
            var lines: [String]
        }

        /// A Swift block that failed to compile, as the changes page lists it.
        struct FailedBlock: Sendable, Equatable {
            /// Its code as written, which the version before it may have compiled.
            var code: String
            var entry: ReleaseChanges.BrokenBlock
        }

        /// The page of each symbol, by its identifier.
        var symbolPaths: [SymbolID: String]
        /// The pages written in Markdown (articles and tutorials, the root first), in reading order.
        var articles: [Article]
        /// Whether any of its pages shows what the check found of its blocks.
        var isChecked: Bool
        /// The blocks that compiled: each page's path and the block's code as written.
        var compiled: Set<[String]>
        /// The blocks that failed, page by page in reading order, each page's in its order.
        var failed: [FailedBlock]

        /// The basis of `site`.
        init(_ site: Site) {
            symbolPaths = ReleaseChangesPages.symbolPaths(in: site)
            articles = ([site.root] + site.pages).filter { $0.kind == .article || $0.kind == .tutorial }.map {
                Article(title: $0.title, path: $0.path, lines: $0.document.readingLines)
            }
            isChecked = ([site.root] + site.pages).contains { !$0.code.outcomes.isEmpty }
            compiled = []
            failed = []
            for page in [site.root] + site.pages {
                for (index, outcome) in page.code.outcomes.sorted(by: { $0.key < $1.key }) {
                    let block = page.code.blocks[index]
                    switch outcome {
                    case .compiled:
                        compiled.insert([page.path.string, block.writtenCode])
                    case .failed(let error):
                        let entry = ReleaseChanges.BrokenBlock(
                            title: page.title, path: page.path.string,
                            location: "\(block.location.file):\(block.location.line)", error: error)
                        failed.append(FailedBlock(code: block.writtenCode, entry: entry))
                    default:
                        break
                    }
                }
            }
        }

        /// A basis of its parts (as kept on disk).
        init(
            symbolPaths: [SymbolID: String], articles: [Article], isChecked: Bool, compiled: Set<[String]>,
            failed: [FailedBlock]
        ) {
            (self.symbolPaths, self.articles, self.isChecked) = (symbolPaths, articles, isChecked)
            (self.compiled, self.failed) = (compiled, failed)
        }
    }

    /// One version: what its changes page, and the one of the version before it, compare of it.
    struct Version {
        var name: String
        var folder: String
        var basis: KeptPart<Basis>
        /// Whether its changes page is to be made: `false` for the oldest, and for a version kept
        /// from an earlier run whose changes page compared it with the version after it now.
        var needsChanges: Bool
    }

    /// The changes of each of `versions` (newest first, as the picker lists them) since the one
    /// after it, `nil` for the oldest and for a version whose changes page is not to be made; `api`
    /// gives the changes of the public API between two versions, by their names, when both have one.
    static func changes(of versions: [Version], api: @escaping @Sendable (String, String) -> APIChanges?)
        -> [ReleaseChanges?]
    {
        Array(versions.indices).concurrentMap { position in
            guard position + 1 < versions.count, versions[position].needsChanges else { return nil }
            let (version, previous) = (versions[position], versions[position + 1])
            // Decoded now for a version kept from an earlier run: its file's checksum agreed.
            guard let now = version.basis.value, let before = previous.basis.value else {
                preconditionFailure("the basis of \(version.name) or \(previous.name) kept unreadable")
            }
            var changes = ReleaseChanges(
                version: version.name, previous: previous.name, previousFolder: previous.folder)
            if let apiChanges = api(previous.name, version.name) {
                addSymbols(apiChanges, to: &changes, now: now, before: before)
            }
            addArticles(of: now, since: before, to: &changes)
            addBrokenBlocks(of: now, since: before, to: &changes)
            return changes
        }
    }

    private static func addSymbols(_ api: APIChanges, to changes: inout ReleaseChanges, now: Basis, before: Basis) {
        let pathsNow = now.symbolPaths
        let pathsBefore = before.symbolPaths
        func entries<Change>(_ list: [Change], _ symbol: (Change) -> APISymbol, paths: [SymbolID: String])
            -> [(Change, ReleaseChanges.Symbol)]
        {
            zip(list, titles(of: list.map(symbol))).map { change, title in
                let symbol = symbol(change)
                return (
                    change,
                    ReleaseChanges.Symbol(title: title, kind: symbol.kind.displayName, path: paths[symbol.id])
                )
            }
        }
        changes.added = entries(api.added, { $0 }, paths: pathsNow).map(\.1)
        changes.changed = entries(api.changed, \.after, paths: pathsNow).map { change, entry in
            var symbol = entry
            symbol.before = change.before.declaration.text
            symbol.after = change.after.declaration.text
            symbol.breaksSource = true
            return symbol
        }
        changes.deprecated = entries(api.deprecated, \.symbol, paths: pathsNow).map { deprecation, entry in
            var symbol = entry
            symbol.replacement = deprecation.replacement
            return symbol
        }
        changes.removed = entries(api.removed, { $0 }, paths: pathsBefore).map { removed, entry in
            var symbol = entry
            symbol.after = removed.declaration.text
            symbol.breaksSource = !api.loosened.contains(removed.id)
            return symbol
        }
        changes.isSourceBreaking = api.isSourceBreaking
    }

    /// What a list of changes calls each of `symbols`: its name with its parents'
    /// (`Logger.info(_:)`), or, where several in the list share it (overloads), its short
    /// declaration after its parents' names, as the sidebar tells them apart.
    static func titles(of symbols: [APISymbol]) -> [String] {
        let names = symbols.map { $0.pathComponents.joined(separator: ".") }
        var counts: [String: Int] = [:]
        for name in names { counts[name, default: 0] += 1 }
        return zip(symbols, names).map { symbol, name in
            guard counts[name, default: 0] > 1, let short = symbol.subHeading.shortDeclaration else {
                return name
            }
            return (symbol.pathComponents.dropLast() + [short]).joined(separator: ".")
        }
    }

    /// Each symbol's page, by the symbol's identifier.
    private static func symbolPaths(in site: Site) -> [SymbolID: String] {
        var paths: [SymbolID: String] = [:]
        for page in site.pages {
            if case .symbol(let details) = page.kind { paths[details.symbol.id] = page.path.string }
        }
        return paths
    }

    private static func addArticles(of basis: Basis, since previous: Basis, to changes: inout ReleaseChanges) {
        let before = Dictionary(previous.articles.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var now = Set<PagePath>()
        for article in basis.articles {
            guard now.insert(article.path).inserted else { continue }
            guard let old = before[article.path] else {
                changes.addedArticles.append(ReleaseChanges.Article(title: article.title, path: article.path.string))
                continue
            }
            // Compared as readers read them: Markdown written anew to read the same is no change. A
            // page the build makes (an API reference's front page) is compared likewise: what it shows.
            guard old.lines != article.lines else { continue }
            let lines = LineDifference.lines(from: old.lines, to: article.lines)
            if !lines.isEmpty {
                changes.changedArticles.append(
                    ReleaseChanges.Article(title: article.title, path: article.path.string, lines: lines))
            }
        }
        for article in previous.articles where !now.contains(article.path) {
            changes.removedArticles.append(ReleaseChanges.Article(title: article.title, path: article.path.string))
        }
    }

    /// The blocks that compiled against `previous` and fail against `basis`'s version, written
    /// alike in both on the page at the same path.
    private static func addBrokenBlocks(of basis: Basis, since previous: Basis, to changes: inout ReleaseChanges) {
        changes.bothChecked = basis.isChecked && previous.isChecked
        guard changes.bothChecked else { return }
        changes.brokenBlocks = basis.failed.filter { previous.compiled.contains([$0.entry.path, $0.code]) }.map(\.entry)
    }
}

/// The lines that differ between two texts, each marked `-` (gone), `+` (new) or ` ` (kept), with
/// two kept lines around each change and `…` where kept lines are left out.
enum LineDifference {
    static func lines(from old: [String], to new: [String]) -> [String] {
        let merged = LineDiff.lines(from: old, to: new)
        guard merged.contains(where: { $0.change != .unchanged }) else { return [] }
        // The changed lines, and the kept ones within two lines of a change.
        var near = [Bool](repeating: false, count: merged.count)
        for index in merged.indices where merged[index].change != .unchanged {
            for shown in max(0, index - 2)...min(merged.count - 1, index + 2) { near[shown] = true }
        }
        var shown: [String] = []
        var lastShown: Int?
        for index in merged.indices where near[index] {
            if index > (lastShown.map { $0 + 1 } ?? 0) { shown.append("…") }
            let line = merged[index]
            switch line.change {
            case .removed: shown.append("- " + old[line.index])
            case .added: shown.append("+ " + new[line.index])
            case .unchanged: shown.append("  " + new[line.index])
            }
            lastShown = index
        }
        if let lastShown, lastShown < merged.count - 1 { shown.append("…") }
        return shown
    }
}
