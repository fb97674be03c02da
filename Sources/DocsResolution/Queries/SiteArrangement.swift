import DocsMarkup
import DocsQueries
import DocsSiteModel
import DocsSupport
import DocsSymbols

/// What the site-wide passes of resolution make of the documents' shapes (``DocumentShape``):
/// which documents are pages and under which names, the root, what `<doc:>` links are checked
/// against, the sidebar's topics, each page's path and title, and the reading order. It reads
/// no page's prose, so an edit that changes only prose leaves it as it was.
struct SiteArrangement: Sendable {
    /// The pages, sorted by source path, as stand-ins (``DocumentShape/standIn``) or generated whole.
    var chosen: SiteResolver.ChosenDocuments
    /// The document each of ``chosen``'s pages is, in the same order.
    var ids: [DocumentID]
    /// The index in ``ids`` of each document.
    var indexByID: [DocumentID: Int] = [:]
    /// The pages' faces, in the same order.
    var faces: [DocLinkResolver.Face]
    /// The problems of the passes before the links are checked (options, extensions, names, root).
    var errors: [Diagnostic] = []
    /// The problems of the passes after (topics, paths).
    var laterErrors: [Diagnostic] = []
    /// What the passes settled of each of ``chosen``'s pages, in the same order: one record per
    /// page, not a table per pass.
    var pages: [ArrangedPage] = []
    /// The index in ``pages`` (and in ``chosen``'s documents and ``ids``) of the page each name
    /// names: the first of that name.
    var pageNamed: [PageName: Int] = [:]
    /// The technology root, when there is exactly one or more (the extras are errors).
    var root: Document?
    var docLinks: DocLinkResolver
    var topics: TopicGroups?
    var paths = SiteResolver.AssignedPaths()
    /// The pages in reading order, the root first: each with its link, path and all.
    var order: [PlacedPage] = []
    /// Where each page's steps and sections start, by source path (with an API reference).
    var landmarks: [SourcePath: UsePlaces.Landmarks] = [:]
    /// The source of each documented module's page, by the module's name in lower case.
    var moduleSources: [ModuleName: SourcePath] = [:]
}

/// A page of the reading order: its index in the arrangement's pages, and its link.
struct PlacedPage: Sendable {
    /// Its index in ``SiteArrangement/pages`` (and in the chosen documents and identities).
    var index: Int
    /// Its name, title and path.
    var link: PageLink
}

/// What the site-wide passes settled of one page besides its document (``SiteArrangement``'s
/// `chosen`) and its identity (`ids`), at the same index: the title readers see, and, once the
/// passes that give them ran, its path, its topic group and its place in the reading order.
struct ArrangedPage: Sendable {
    /// The title readers see (`@DisplayName`'s, else the title's text).
    var title: String
    /// Its path (pass 5).
    var path: PagePath?
    /// The title of the topic group that lists it.
    var group: String?
    /// Its index in the reading order (pass 7).
    var position: Int?
}

extension SiteArrangement {
    /// The title readers see of the page `name`, if there is one.
    func title(of name: PageName) -> String? {
        pageNamed[name].map { pages[$0].title }
    }

    /// The link to the page `name`, once it has a path.
    func link(named name: PageName) -> PageLink? {
        guard let index = pageNamed[name], let path = pages[index].path else { return nil }
        return PageLink(name: name, title: pages[index].title, path: path)
    }
}

extension SiteResolver {
    /// Runs the site-wide passes on the shapes of the documents `ids`.
    func arrange(_ ids: [DocumentID], shapes: [DocumentShape]) -> SiteArrangement {
        var errors: [Diagnostic] = []
        let chosen = choose(shapes.map(\.standIn), errors: &errors)
        let readsLandmarks = reference != nil
        var chosenIDs: [DocumentID] = []
        var faces: [DocLinkResolver.Face] = []
        var landmarks: [SourcePath: UsePlaces.Landmarks] = [:]
        chosenIDs.reserveCapacity(chosen.documents.count)
        faces.reserveCapacity(chosen.documents.count)
        for (document, source) in zip(chosen.documents, Self.sources(of: chosen.documents, among: ids)) {
            let path = document.sourcePath
            switch source {
            case .input(let index):
                chosenIDs.append(ids[index])
                faces.append(shapes[index].face.named(document.name))
                // Read only with an API reference (``DocumentShape``): else every shape has none.
                if readsLandmarks, landmarks[path] == nil { landmarks[path] = shapes[index].landmarks }
            case .made(let occurrence):
                chosenIDs.append(DocumentID(sourcePath: path, occurrence: occurrence, isGenerated: true))
                faces.append(DocLinkResolver.Face(document))
                if landmarks[path] == nil { landmarks[path] = UsePlaces.Landmarks(document) }
            }
        }
        let docLinks = DocLinkResolver(faces: faces)
        var arrangement = SiteArrangement(chosen: chosen, ids: chosenIDs, faces: faces, docLinks: docLinks)
        arrangement.landmarks = landmarks
        arrangement.indexByID.reserveCapacity(chosenIDs.count)
        for (index, id) in chosenIDs.enumerated() where arrangement.indexByID[id] == nil {
            arrangement.indexByID[id] = index
        }
        arrangement.pageNamed = pagesByName(chosen.documents, errors: &errors)
        // `@DisplayName` is the title readers see, in links and the sidebar too.
        arrangement.pages = chosen.documents.map { ArrangedPage(title: $0.metadata.displayName ?? $0.title.plainText) }
        let roots = technologyRoots(of: chosen.documents, errors: &errors)
        arrangement.errors = errors
        arrangement.moduleSources = Self.moduleSources(of: chosen.documents, pages: chosen.symbolLinks?.modulePages)
        guard let root = roots.first else { return arrangement }
        arrangement.root = root
        let topics = topicGroups(
            root: root, pageNames: Set(arrangement.pageNamed.keys), docLinks: docLinks,
            symbolLinks: chosen.symbolLinks)
        var laterErrors = topics.diagnostics.errors
        arrangement.topics = topics
        for (name, group) in topics.groupOfPage {
            if let index = arrangement.pageNamed[name] { arrangement.pages[index].group = group }
        }
        arrangement.paths = assignPaths(
            chosen.documents, named: arrangement.pageNamed, pages: &arrangement.pages, root: root,
            errors: &laterErrors)
        arrangement.laterErrors = laterErrors
        // Every page of the reading order has a path (pass 5 gives each page one).
        for name in readingOrder(root: root, topics: topics, pageNamed: arrangement.pageNamed) {
            guard let index = arrangement.pageNamed[name], arrangement.pages[index].position == nil,
                let link = arrangement.link(named: name)
            else { continue }
            arrangement.pages[index].position = arrangement.order.count
            arrangement.order.append(PlacedPage(index: index, link: link))
        }
        return arrangement
    }
}

extension SiteResolver {
    /// Where a chosen page comes from: the document given at an index of the inputs, or made by
    /// the passes (a catalog's landing page, the site's root), the how-manyth of its path.
    enum ChosenSource {
        case input(Int)
        case made(occurrence: Int)
    }

    /// Where each of `chosen` comes from among the documents `ids`: a page of a path is the
    /// document of that path given in the same rank (the second page of a tutorial file is its
    /// second document), else one the passes made. Most sites choose every document as it was
    /// given, in order: that is seen at a glance, without a table by path.
    static func sources(of chosen: [Document], among ids: [DocumentID]) -> [ChosenSource] {
        if chosen.count == ids.count, zip(chosen, ids).allSatisfy({ $0.sourcePath == $1.sourcePath }) {
            return ids.indices.map { .input($0) }
        }
        var indicesByPath: [SourcePath: [Int]] = [:]
        for (index, id) in ids.enumerated() { indicesByPath[id.sourcePath, default: []].append(index) }
        var taken: [SourcePath: Int] = [:]
        return chosen.map { document in
            let path = document.sourcePath
            let rank = taken[path, default: 0]
            taken[path] = rank + 1
            if let indices = indicesByPath[path], rank < indices.count { return .input(indices[rank]) }
            return .made(occurrence: rank)
        }
    }
}

/// The site-wide passes, made of every document's shape.
struct ArrangementOfSite: QueryKey {
    /// Shared: every page's values read it.
    func value(reading reads: QueryReads) -> Shared<SiteArrangement> {
        let setting = reads.resolutionSetting
        let ids = reads[DocumentList()] ?? []
        let shapes = ids.map { id in
            guard let shape = reads[ShapeOfDocument(id: id)] else { preconditionFailure("no shape of \(id)") }
            return shape
        }
        return Shared(setting.resolver.arrange(ids, shapes: shapes))
    }
}

/// A page's document as the site shows it: the document read, under the name, title and
/// metadata the arrangement gave it (a catalog's landing page named after its module, the global
/// options filled in), or the page the arrangement made. Made again whenever the arrangement
/// changes, it is then the same document as before, so what reads it is kept.
struct ChosenDocument: QueryKey {
    var id: DocumentID

    func value(reading reads: QueryReads) -> Document {
        let arranged = reads[ArrangementOfSite()]
        guard let index = arranged.value.indexByID[id] else {
            preconditionFailure("\(id) is not among the site's pages")
        }
        if id.isGenerated { return arranged.value.chosen.documents[index] }
        guard var document = reads[ResolvedDocument(id: id)] else { preconditionFailure("no document \(id)") }
        // Set only when different: the document read is kept as it is, and equal to itself at a glance.
        let chosen = arranged.value.chosen.documents[index]
        if document.name != chosen.name { document.name = chosen.name }
        if document.title != chosen.title { document.title = chosen.title }
        if document.metadata != chosen.metadata { document.metadata = chosen.metadata }
        return document
    }
}
