import DocsMarkup
import DocsQueries
import DocsSiteModel
import DocsSupport

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
    /// Each page by its name, the first of a name: stand-ins.
    var byName: [PageName: Document] = [:]
    /// The document of each page, by its name.
    var idByName: [PageName: DocumentID] = [:]
    /// The technology root, when there is exactly one or more (the extras are errors).
    var root: Document?
    var docLinks: DocLinkResolver
    var topics: TopicGroups?
    /// The title of the topic group that lists each page, by name.
    var groupOf: [PageName: String] = [:]
    var paths = SiteResolver.AssignedPaths()
    /// The title readers see of each page, by name (`@DisplayName`'s, else the title's text).
    var titles: [PageName: String] = [:]
    /// The pages' names in reading order, the root first.
    var order: [PageName] = []
    /// The index in ``order`` of each page, by name.
    var orderIndex: [PageName: Int] = [:]
    /// Where each page's steps and sections start, by source path (with an API reference).
    var landmarks: [SourcePath: UsePlaces.Landmarks] = [:]
    /// The source of each documented module's page, by the module's name in lower case.
    var moduleSources: [String: SourcePath] = [:]
}

extension SiteResolver {
    /// Runs the site-wide passes on the shapes of the documents `ids`.
    func arrange(_ ids: [DocumentID], shapes: [DocumentShape], tutorialPaths: Set<SourcePath>) -> SiteArrangement {
        var errors: [Diagnostic] = []
        let chosen = choose(shapes.map(\.standIn), errors: &errors)
        // Which document each chosen page is: the documents of a path in order, or one made here.
        var idsByPath: [SourcePath: [(id: DocumentID, shape: DocumentShape)]] = [:]
        for (id, shape) in zip(ids, shapes) { idsByPath[id.sourcePath, default: []].append((id, shape)) }
        var taken: [SourcePath: Int] = [:]
        var chosenIDs: [DocumentID] = []
        var faces: [DocLinkResolver.Face] = []
        var landmarks: [SourcePath: UsePlaces.Landmarks] = [:]
        for document in chosen.documents {
            let path = document.sourcePath
            let next = taken[path, default: 0]
            taken[path] = next + 1
            if let sources = idsByPath[path], next < sources.count {
                let (id, shape) = sources[next]
                chosenIDs.append(id)
                faces.append(shape.face.named(document.name))
                if landmarks[path] == nil { landmarks[path] = shape.landmarks }
            } else {
                chosenIDs.append(DocumentID(sourcePath: path, occurrence: next, isGenerated: true))
                faces.append(DocLinkResolver.Face(document))
                if landmarks[path] == nil { landmarks[path] = UsePlaces.Landmarks(document) }
            }
        }
        let docLinks = DocLinkResolver(faces: faces)
        var arrangement = SiteArrangement(chosen: chosen, ids: chosenIDs, faces: faces, docLinks: docLinks)
        arrangement.landmarks = landmarks
        arrangement.indexByID = Dictionary(
            chosenIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        arrangement.byName = pagesByName(chosen.documents, errors: &errors)
        for (document, id) in zip(chosen.documents, chosenIDs) where arrangement.idByName[document.name] == nil {
            arrangement.idByName[document.name] = id
        }
        let roots = technologyRoots(of: chosen.documents, errors: &errors)
        arrangement.errors = errors
        arrangement.moduleSources = Self.moduleSources(of: chosen.documents, pages: chosen.symbolLinks?.modulePages)
        guard let root = roots.first else { return arrangement }
        arrangement.root = root
        let topics = topicGroups(
            root: root, byName: arrangement.byName, docLinks: docLinks, symbolLinks: chosen.symbolLinks)
        var laterErrors = topics.diagnostics.errors
        arrangement.topics = topics
        arrangement.groupOf = topics.groupOfPage
        arrangement.paths = assignPaths(
            chosen.documents, byName: arrangement.byName, root: root, tutorialPaths: tutorialPaths,
            errors: &laterErrors)
        arrangement.laterErrors = laterErrors
        // `@DisplayName` is the title readers see, in links and the sidebar too.
        arrangement.titles = arrangement.byName.mapValues { $0.metadata.displayName ?? $0.title.plainText }
        arrangement.order = readingOrder(root: root, topics: topics, byName: arrangement.byName)
        arrangement.orderIndex = Dictionary(
            arrangement.order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return arrangement
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
        return Shared(setting.resolver.arrange(ids, shapes: shapes, tutorialPaths: setting.tutorialPaths))
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
