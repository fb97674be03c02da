import DocsHighlighting
import DocsMarkup
import DocsRendering
import DocsSiteModel
import DocsSupport
import DocsSymbols
import DocsVersions
import Foundation

/// Where each version's ``KeptVersionSite`` is kept: a file per version and site in a cache
/// directory that is safe to delete at any time (the highlighted code's, ``HighlightStore``). A
/// file is read only when this very tool wrote it (``ToolIdentity``), whole (its checksum), for
/// the same key.
struct VersionSiteStore: Sendable {
    let directory: URL
    /// The site the versions are of, which names their files.
    let site: URL
    private let tool: String

    /// The version of the file's layout, part of its identity.
    static let formatVersion = 5
    static let filePrefix = "version-site-"
    /// What the files of this store were named before it kept the working tree's site too.
    private static let formerFilePrefix = "release-site-"
    private static let layout = FramedFile(magic: "napkin-docs version site")

    /// The store in `directory` of the versions of the site written to `site`; `nil` when the tool
    /// cannot tell its own identity.
    init?(directory: URL, site: URL) {
        guard let tool = ToolIdentity.current else { return nil }
        (self.directory, self.site, self.tool) = (directory, site, tool)
    }

    /// The beginning of the name of every file of this site's versions.
    private var sitePrefix: String {
        Self.filePrefix + String(FNV1a.hash(site.standardizedFileURL.path.utf8), radix: 16) + "-"
    }

    private func file(of version: String) -> URL {
        directory.appendingPathComponent(sitePrefix + String(FNV1a.hash(version.utf8), radix: 16))
    }

    /// Deletes the files of this site's versions other than `versions` (a tag deleted, or no
    /// longer among the newest: a tag made again later is a new one to build), those of any site
    /// that no build has written for ``HighlightStore/unusedFileLifetime``, and any of the
    /// store's former name.
    func removeAll(but versions: [String]) {
        let kept = Set(versions.map { file(of: $0).lastPathComponent })
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let oldest = Date().addingTimeInterval(-HighlightStore.unusedFileLifetime)
        for name in files
        where name.hasPrefix(Self.filePrefix) || name.hasPrefix("." + Self.filePrefix)
            || name.hasPrefix(Self.formerFilePrefix)
        {
            let path = directory.appendingPathComponent(name).path
            let written = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            if (name.hasPrefix(sitePrefix) && !kept.contains(name)) || (written ?? .distantPast) < oldest
                || name.hasPrefix(Self.formerFilePrefix)
            {
                _ = FileSystemCalls.removeTree(path)
            }
        }
    }

    private func identity(key: String) -> String { "\(tool) format \(Self.formatVersion)\n\(key)" }

    /// Whether a site of `version` is kept, for whatever key.
    func hasFile(of version: String) -> Bool {
        FileSystemCalls.exists(file(of: version).path)
    }

    /// The site of `version` kept for `key`, if there is one; its file counts as written now, so
    /// that one a build keeps using is not taken for unused (``removeAll(but:)``).
    func load(_ version: String, key: String) -> KeptVersionSite? {
        let path = file(of: version).path
        // Mapped, not read: the templates are slices of it (``SharedBytes``).
        guard let bytes = SharedBytes(mappingFileAt: path),
            var reader = Self.layout.reader(of: bytes, identity: identity(key: key)),
            let kept = Self.decode(&reader, key: key)
        else { return nil }
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
        return kept
    }

    /// Keeps `kept` as the site of `version`, replacing the file atomically; what went wrong if
    /// it could not.
    func save(_ kept: KeptVersionSite, of version: String) -> String? {
        let file = file(of: version)
        let temporary = directory.appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString)").path
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var writer = Self.encode(kept, identity: identity(key: kept.key))
            try writer.finish(writingNewFileAt: temporary)
            try FileSystemCalls.move(temporary, to: file.path)
            return nil
        } catch {
            _ = FileSystemCalls.removeTree(temporary)
            return "cannot keep the site of \(version) in \(directory.path): \(error)"
        }
    }

    /// The fields of `kept`, to be written: its pages' bytes are written from where they are.
    private static func encode(_ kept: KeptVersionSite, identity: String) -> FramedFile.Writer {
        var writer = layout.writer(identity: identity, capacity: 64 * 1_024)
        writer.append(kept.previous.map { "1" + $0 } ?? "0")
        writer.append(UInt32(kept.pageCount))
        writer.append(kept.symbolCount.map { "\($0)" } ?? "")
        writer.append(kept.siteTitle)
        writer.append(kept.language.map { "1" + $0 } ?? "0")
        writer.append(kept.api == nil ? "0" : "1")
        if let api = kept.api { writer.append(api.fields) }
        writer.append(kept.step == nil ? "0" : "1")
        if let step = kept.step { append(step, to: &writer) }
        writer.append(kept.basis.fields)
        writer.append(kept.changes == nil ? "0" : "1")
        writer.append(kept.changes ?? [])
        writer.append(UInt32(kept.pagePaths.count))
        for path in kept.pagePaths { writer.append(path.string) }
        writer.append(UInt32(kept.warnings.count))
        for warning in kept.warnings {
            writer.append(warning.severity.rawValue)
            writer.append(warning.id.name)
            append(warning.location, to: &writer)
            writer.append(warning.message)
            writer.append(warning.hint.map { "1" + $0 } ?? "0")
            writer.append(UInt32(warning.notes.count))
            for note in warning.notes {
                append(note.location, to: &writer)
                writer.append(note.message)
            }
        }
        writer.append(UInt32(kept.templates.count))
        for template in kept.templates {
            writer.append(template.path)
            writer.append(template.bytes)
            writer.append(UInt32(template.holes.count))
            for placed in template.holes {
                let (letter, text) = placed.hole.parts
                writer.append(UInt32(placed.offset))
                writer.append(UInt32(placed.length))
                writer.append(letter)
                writer.append(text)
            }
        }
        return writer
    }

    private static func append(_ identifiers: [SymbolID], to writer: inout FramedFile.Writer) {
        writer.append(UInt32(identifiers.count))
        for id in identifiers { writer.append(id.string) }
    }

    private static func identifiers(_ reader: inout FramedFile.Reader) -> [SymbolID]? {
        guard let count = reader.integer() else { return nil }
        var identifiers: [SymbolID] = []
        for _ in 0..<count {
            guard let id = reader.string() else { return nil }
            identifiers.append(SymbolID(id))
        }
        return identifiers
    }

    fileprivate static func append(_ api: ComparedAPI, to writer: inout FramedFile.Writer) {
        append(api.modules, to: &writer)
        writer.append(UInt32(api.symbols.count))
        for symbol in api.symbols {
            append(
                [symbol.id.string, symbol.module, symbol.kind.identifier, symbol.kind.displayName], to: &writer)
            append(symbol.pathComponents, to: &writer)
            append(symbol.declaration.flatMap { [$0.kind.rawValue, $0.spelling] }, to: &writer)
            writer.append(UInt32(symbol.availability.count))
            for note in symbol.availability {
                append(
                    [note.platform, note.introduced, note.deprecated, note.message, note.renamed].map {
                        $0.map { "1" + $0 } ?? "0"
                    } + [note.isDeprecated ? "1" : "0"], to: &writer)
            }
        }
    }

    fileprivate static func api(_ reader: inout FramedFile.Reader) -> ComparedAPI? {
        guard let modules = texts(&reader), let count = reader.integer() else { return nil }
        var symbols: [APISymbol] = []
        // A count read from the file is trusted only as far as the file could hold it.
        symbols.reserveCapacity(min(Int(count), 1 << 16))
        for _ in 0..<count {
            guard let names = texts(&reader), names.count == 4, let path = texts(&reader),
                let tokens = texts(&reader), tokens.count.isMultiple(of: 2), let noteCount = reader.integer()
            else { return nil }
            var declaration: [DeclarationToken] = []
            for index in stride(from: 0, to: tokens.count, by: 2) {
                guard let kind = DeclarationToken.Kind(rawValue: tokens[index]) else { return nil }
                declaration.append(DeclarationToken(kind, tokens[index + 1]))
            }
            var availability: [AvailabilityNote] = []
            for _ in 0..<noteCount {
                guard let fields = texts(&reader), fields.count == 6 else { return nil }
                availability.append(
                    AvailabilityNote(
                        platform: optional(fields[0]), introduced: optional(fields[1]), deprecated: optional(fields[2]),
                        isDeprecated: fields[5] == "1", message: optional(fields[3]), renamed: optional(fields[4])))
            }
            symbols.append(
                APISymbol(
                    id: SymbolID(names[0]), module: names[1],
                    kind: APIKind(identifier: names[2], displayName: names[3]), pathComponents: path,
                    declaration: declaration, availability: availability))
        }
        return ComparedAPI(modules: modules, symbols: symbols)
    }

    private static func append(_ step: HistoryStep, to writer: inout FramedFile.Writer) {
        append(step.renamed.flatMap { [$0.before, $0.after] }, to: &writer)
        append(step.added, to: &writer)
        writer.append(UInt32(step.changed.count))
        for change in step.changed {
            writer.append(change.id.string)
            writer.append(change.before)
            writer.append(change.after)
        }
        writer.append(UInt32(step.deprecated.count))
        for deprecation in step.deprecated {
            writer.append(deprecation.id.string)
            writer.append(deprecation.replacement.map { "1" + $0 } ?? "0")
        }
        append(step.removed, to: &writer)
        append(step.loosened.sorted { $0.precedesByBytes($1) }, to: &writer)
    }

    private static func step(_ reader: inout FramedFile.Reader) -> HistoryStep? {
        guard let renamed = identifiers(&reader), renamed.count.isMultiple(of: 2), let added = identifiers(&reader),
            let changedCount = reader.integer()
        else { return nil }
        var changed: [HistoryStep.Changed] = []
        for _ in 0..<changedCount {
            guard let id = reader.string(), let before = reader.string(), let after = reader.string() else {
                return nil
            }
            changed.append(HistoryStep.Changed(id: SymbolID(id), before: before, after: after))
        }
        guard let deprecatedCount = reader.integer() else { return nil }
        var deprecated: [HistoryStep.Deprecated] = []
        for _ in 0..<deprecatedCount {
            guard let id = reader.string(), let replacement = reader.string() else { return nil }
            deprecated.append(HistoryStep.Deprecated(id: SymbolID(id), replacement: optional(replacement)))
        }
        guard let removed = identifiers(&reader), let loosened = identifiers(&reader) else {
            return nil
        }
        return HistoryStep(
            renamed: stride(from: 0, to: renamed.count, by: 2).map {
                HistoryStep.Renamed(before: renamed[$0], after: renamed[$0 + 1])
            },
            added: added, changed: changed, deprecated: deprecated, removed: removed, loosened: Set(loosened))
    }

    fileprivate static func append(_ basis: ReleaseChangesPages.Basis, to writer: inout FramedFile.Writer) {
        let symbols = basis.symbolPaths.sorted { $0.key.precedesByBytes($1.key) }
        writer.append(UInt32(symbols.count))
        for (id, path) in symbols {
            writer.append(id.string)
            writer.append(path)
        }
        writer.append(UInt32(basis.articles.count))
        for article in basis.articles {
            writer.append(article.title)
            writer.append(article.path.string)
            append(article.lines, to: &writer)
        }
        writer.append(basis.isChecked ? "1" : "0")
        writer.append(UInt32(basis.compiled.count))
        for block in basis.compiled.sorted(by: { $0.lexicographicallyPrecedes($1) }) { append(block, to: &writer) }
        writer.append(UInt32(basis.failed.count))
        for block in basis.failed {
            append(
                [block.code, block.entry.title, block.entry.path, block.entry.location, block.entry.error], to: &writer)
        }
    }

    fileprivate static func basis(_ reader: inout FramedFile.Reader) -> ReleaseChangesPages.Basis? {
        guard let symbolCount = reader.integer() else { return nil }
        var symbolPaths: [SymbolID: String] = [:]
        for _ in 0..<symbolCount {
            guard let id = reader.string(), let path = reader.string() else { return nil }
            symbolPaths[SymbolID(id)] = path
        }
        guard let articleCount = reader.integer() else { return nil }
        var articles: [ReleaseChangesPages.Basis.Article] = []
        for _ in 0..<articleCount {
            guard let title = reader.string(), let path = reader.string(), let lines = texts(&reader) else {
                return nil
            }
            articles.append(.init(title: title, path: PagePath(path), lines: lines))
        }
        guard let isChecked = reader.string(), let compiledCount = reader.integer() else { return nil }
        var compiled = Set<[String]>()
        for _ in 0..<compiledCount {
            guard let block = texts(&reader) else { return nil }
            compiled.insert(block)
        }
        guard let failedCount = reader.integer() else { return nil }
        var failed: [ReleaseChangesPages.Basis.FailedBlock] = []
        for _ in 0..<failedCount {
            guard let fields = texts(&reader), fields.count == 5 else { return nil }
            failed.append(
                .init(
                    code: fields[0],
                    entry: ReleaseChanges.BrokenBlock(
                        title: fields[1], path: fields[2], location: fields[3], error: fields[4])))
        }
        return ReleaseChangesPages.Basis(
            symbolPaths: symbolPaths, articles: articles, isChecked: isChecked == "1", compiled: compiled,
            failed: failed)
    }

    private static func append(_ texts: [String], to writer: inout FramedFile.Writer) {
        writer.append(UInt32(texts.count))
        for text in texts { writer.append(text) }
    }

    private static func texts(_ reader: inout FramedFile.Reader) -> [String]? {
        guard let count = reader.integer() else { return nil }
        var texts: [String] = []
        for _ in 0..<count {
            guard let text = reader.string() else { return nil }
            texts.append(text)
        }
        return texts
    }

    /// Text written with `"1"` before it, or `"0"` for none.
    private static func optional(_ field: String) -> String? {
        field.hasPrefix("1") ? String(field.dropFirst()) : nil
    }

    private static func append(_ location: SourceLocation, to writer: inout FramedFile.Writer) {
        writer.append(location.file)
        writer.append(UInt32(location.line))
        writer.append(UInt32(location.column))
    }

    private static func location(_ reader: inout FramedFile.Reader) -> SourceLocation? {
        guard let file = reader.string(), let line = reader.integer(), let column = reader.integer() else { return nil }
        return SourceLocation(file: file, line: Int(line), column: Int(column))
    }

    private static func decode(_ reader: inout FramedFile.Reader, key: String) -> KeptVersionSite? {
        guard let previous = reader.string(), let pageCount = reader.integer(), let symbols = reader.string(),
            let siteTitle = reader.string(), let language = reader.string()
        else { return nil }
        guard let hasAPI = reader.string() else { return nil }
        var api: KeptPart<ComparedAPI>?
        if hasAPI == "1" {
            guard let fields = reader.field() else { return nil }
            api = KeptPart(fields: fields)
        }
        guard let hasStep = reader.string() else { return nil }
        var step: HistoryStep?
        if hasStep == "1" {
            guard let read = Self.step(&reader) else { return nil }
            step = read
        }
        guard let basis = reader.field().map(KeptPart<ReleaseChangesPages.Basis>.init(fields:)),
            let hasChanges = reader.string(), let changes = reader.field()
        else {
            return nil
        }
        var kept = KeptVersionSite(
            key: key, previous: Self.optional(previous), pagePaths: [], templates: [], pageCount: Int(pageCount),
            warnings: [], symbolCount: Int(symbols), siteTitle: siteTitle, language: Self.optional(language),
            api: api, step: step, basis: basis,
            changes: hasChanges == "1" ? changes.array : nil)
        guard let pathCount = reader.integer() else { return nil }
        for _ in 0..<pathCount {
            guard let path = reader.string() else { return nil }
            kept.pagePaths.append(PagePath(path))
        }
        guard let warningCount = reader.integer() else { return nil }
        for _ in 0..<warningCount {
            guard let severity = reader.string().flatMap(Diagnostic.Severity.init(rawValue:)),
                let name = reader.string(), let id = Diagnostic.ID.all.first(where: { $0.name == name }),
                let location = location(&reader), let message = reader.string(), let hint = reader.string(),
                let noteCount = reader.integer()
            else { return nil }
            var notes: [Diagnostic.Note] = []
            for _ in 0..<noteCount {
                guard let at = Self.location(&reader), let text = reader.string() else { return nil }
                notes.append(Diagnostic.Note(at: at, text))
            }
            kept.warnings.append(
                Diagnostic(
                    severity, id: id, at: location, message,
                    hint: Self.optional(hint), notes: notes))
        }
        guard let templateCount = reader.integer() else { return nil }
        // A count read from the file is trusted only as far as the file could hold it.
        kept.templates.reserveCapacity(min(Int(templateCount), 1 << 16))
        for _ in 0..<templateCount {
            guard let path = reader.string(), let bytes = reader.field(), let holeCount = reader.integer() else {
                return nil
            }
            var holes: [VersionTemplate.Placed] = []
            for _ in 0..<holeCount {
                guard let offset = reader.integer().map(Int.init), let length = reader.integer().map(Int.init),
                    offset >= (holes.last.map { $0.offset + $0.length } ?? 0), offset + length <= bytes.count,
                    let letter = reader.string(), let text = reader.string(),
                    let hole = VersionHole(letter: letter, text: text)
                else { return nil }
                holes.append(VersionTemplate.Placed(offset: offset, length: length, hole: hole))
            }
            kept.templates.append(VersionTemplate(path: path, bytes: bytes, holes: holes))
        }
        return reader.isAtEnd ? kept : nil
    }
}

extension ComparedAPI: KeptPartValue {
    func write(to writer: inout FramedFile.Writer) { VersionSiteStore.append(self, to: &writer) }
    static func read(_ reader: inout FramedFile.Reader) -> ComparedAPI? { VersionSiteStore.api(&reader) }
}

extension ReleaseChangesPages.Basis: KeptPartValue {
    func write(to writer: inout FramedFile.Writer) { VersionSiteStore.append(self, to: &writer) }
    static func read(_ reader: inout FramedFile.Reader) -> ReleaseChangesPages.Basis? {
        VersionSiteStore.basis(&reader)
    }
}
