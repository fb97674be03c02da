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
    /// One version, resolved.
    struct Version {
        var name: String
        var folder: String
        /// Its site, `nil` only when it is kept and the version before it is too.
        var site: Site?
        var reference: APIReference?
        /// Whether its site, its changes page with it, was kept from an earlier run.
        var isKept = false
    }

    /// The changes of each of `versions` (newest first, as the picker lists them) since the one
    /// after it, `nil` for the oldest; `api` gives the changes of the public API between two
    /// versions, by their names, when both have one.
    static func changes(of versions: [Version], api: @escaping @Sendable (String, String) -> APIChanges?)
        -> [ReleaseChanges?]
    {
        Array(versions.indices).concurrentMap { position in
            guard position + 1 < versions.count, !versions[position].isKept else { return nil }
            let (version, previous) = (versions[position], versions[position + 1])
            // A version resolved anew has its site, and so has the one after it (``VersionedBuild``).
            guard let site = version.site, let previousSite = previous.site else { return nil }
            var changes = ReleaseChanges(
                version: version.name, previous: previous.name, previousFolder: previous.folder)
            if let apiChanges = api(previous.name, version.name) {
                addSymbols(apiChanges, to: &changes, now: site, before: previousSite)
            }
            addArticles(of: site, since: previousSite, to: &changes)
            addBrokenBlocks(of: site, since: previousSite, to: &changes)
            return changes
        }
    }

    private static func addSymbols(_ api: APIChanges, to changes: inout ReleaseChanges, now: Site, before: Site) {
        let pathsNow = symbolPaths(in: now)
        let pathsBefore = symbolPaths(in: before)
        func entry(_ symbol: APISymbol, path: String?) -> ReleaseChanges.Symbol {
            ReleaseChanges.Symbol(
                title: symbol.pathComponents.joined(separator: "."), kind: symbol.kind.displayName, path: path)
        }
        changes.added = api.added.map { entry($0, path: pathsNow[$0.id]) }
        changes.changed = api.changed.map { change in
            var symbol = entry(change.after, path: pathsNow[change.after.id])
            symbol.before = change.before.declaration.text
            symbol.after = change.after.declaration.text
            symbol.breaksSource = true
            return symbol
        }
        changes.deprecated = api.deprecated.map { deprecation in
            var symbol = entry(deprecation.symbol, path: pathsNow[deprecation.symbol.id])
            symbol.replacement = deprecation.replacement
            return symbol
        }
        changes.removed = api.removed.map { removed in
            var symbol = entry(removed, path: pathsBefore[removed.id])
            symbol.after = removed.declaration.text
            symbol.breaksSource = !api.loosened.contains(removed.id)
            return symbol
        }
        changes.isSourceBreaking = api.isSourceBreaking
    }

    /// Each symbol's page, by the symbol's identifier.
    private static func symbolPaths(in site: Site) -> [SymbolID: String] {
        var paths: [SymbolID: String] = [:]
        for page in site.pages {
            if case .symbol(let details) = page.kind { paths[details.symbol.id] = page.path.string }
        }
        return paths
    }

    /// The pages written in Markdown (articles and tutorials, the root among them), by path.
    private static func articles(of site: Site) -> [PagePath: Page] {
        var pages: [PagePath: Page] = [:]
        for page in [site.root] + site.pages where page.kind == .article || page.kind == .tutorial {
            pages[page.path] = page
        }
        return pages
    }

    private static func addArticles(of site: Site, since previous: Site, to changes: inout ReleaseChanges) {
        let now = articles(of: site)
        let before = articles(of: previous)
        for page in [site.root] + site.pages {
            guard let current = now[page.path] else { continue }
            guard let old = before[page.path] else {
                changes.addedArticles.append(ReleaseChanges.Article(title: current.title, path: current.path.string))
                continue
            }
            // Most articles are alike in two releases: compared as parsed first, which costs less
            // than their text.
            guard old.document != current.document else { continue }
            // Compared as readers read them: Markdown written anew to read the same is no change. A
            // page the build makes (an API reference's front page) is compared likewise: what it shows.
            let (before, after) = (old.document.readingLines, current.document.readingLines)
            guard before != after else { continue }
            let lines = LineDifference.lines(from: before, to: after)
            if !lines.isEmpty {
                changes.changedArticles.append(
                    ReleaseChanges.Article(title: current.title, path: current.path.string, lines: lines))
            }
        }
        for page in [previous.root] + previous.pages where now[page.path] == nil {
            guard before[page.path] != nil else { continue }
            changes.removedArticles.append(ReleaseChanges.Article(title: page.title, path: page.path.string))
        }
    }

    /// The blocks that compiled against `previous` and fail against `site`, written alike in both
    /// on the page at the same path.
    private static func addBrokenBlocks(of site: Site, since previous: Site, to changes: inout ReleaseChanges) {
        func checked(_ site: Site) -> Bool { ([site.root] + site.pages).contains { !$0.code.outcomes.isEmpty } }
        changes.bothChecked = checked(site) && checked(previous)
        guard changes.bothChecked else { return }
        var compiledBefore = Set<[String]>()
        for page in [previous.root] + previous.pages {
            for (index, outcome) in page.code.outcomes where outcome == .compiled {
                compiledBefore.insert([page.path.string, page.code.blocks[index].writtenCode])
            }
        }
        for page in [site.root] + site.pages {
            for (index, outcome) in page.code.outcomes.sorted(by: { $0.key < $1.key }) {
                guard case .failed(let error) = outcome else { continue }
                let block = page.code.blocks[index]
                guard compiledBefore.contains([page.path.string, block.writtenCode]) else { continue }
                changes.brokenBlocks.append(
                    ReleaseChanges.BrokenBlock(
                        title: page.title, path: page.path.string,
                        location: "\(block.location.file):\(block.location.line)", error: error))
            }
        }
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
