import DocsCodeBlocks
import DocsMarkup
import DocsQueries
import DocsSiteModel
import DocsSupport

/// The engine resolution keeps its values in (``SiteResolver/resolve(_:code:)``),
/// kept for the next run of the same build (`napkin-docs serve`, which resolves again after
/// every save): the documents and the resolver's setting are its inputs, every value resolution
/// makes is a query (``ArrangementOfSite``, ``PageCheck``, ``PageOfSite`` and the others), so a
/// run computes again exactly the values whose reads changed. It carries the last site put
/// together on in the engine (``LastAssembly``, ``SiteAssembly``) with what it was given, numbers
/// the sites, and so tells a renderer that keeps its pages which of them changed since the last
/// (``SiteRevision``). It holds nothing itself.
package final class ResolutionMemo: Sendable {
    /// The engine the values are kept in: the build's, which its other stages share.
    let queries: QueryEngine

    /// Creates a memo that keeps its values in `queries`.
    package init(queries: QueryEngine = QueryEngine()) {
        self.queries = queries
    }

    /// Gives the engine the inputs of a resolution of `documents` with `setting`: each document
    /// by its ``DocumentID``, its code as `code` holds it by source path, and the stamp of the
    /// sources' other files.
    func start(_ documents: [Document], code: [SourcePath: PageCode], setting: ResolutionSetting.Value) {
        let readsLandmarks = setting.context.hasReference
        let last = queries.take(GivenDocuments()) ?? GivenDocuments.Value()
        let reshape = last.shapesReadLandmarks != readsLandmarks
        // The same paths in the same order: the same documents, compared in place, without a look
        // at the engine.
        let samePaths =
            last.documents.count == documents.count
            && zip(last.documents, documents).allSatisfy { $0.sourcePath == $1.sourcePath }
        let ids = samePaths ? last.ids : Self.ids(of: documents)
        if !samePaths {
            for id in Set(last.ids).subtracting(ids) {
                queries.remove(ResolvedDocument(id: id))
                queries.remove(ShapeOfDocument(id: id))
                queries.remove(ParsedCode(id: id))
            }
        }
        queries.set(ResolutionSetting(), to: setting)
        queries.set(SourceFilesStamp(), to: queries.updateCarried(OtherFilesChanges(), initial: 0) { $0 })
        queries.set(DocumentList(), to: ids)
        // A document kept from the last run is the same at a glance: its shape and its code,
        // which the parse stage read with it, are as they were.
        // A memo given no documents before has nothing to compare with: every one is new.
        let changed = documents.indices.filter { index in
            reshape || last.ids.isEmpty
                || (samePaths ? last.documents[index] : queries[ResolvedDocument(id: ids[index])]) != documents[index]
        }
        let shapes =
            queries.tracksReads
            ? changed.concurrentMap { DocumentShape(documents[$0], readsLandmarks: readsLandmarks) }
            : changed.map { DocumentShape(readOnce: documents[$0], readsLandmarks: readsLandmarks) }
        queries.set(each: changed.map { (ResolvedDocument(id: ids[$0]), documents[$0]) })
        queries.set(each: zip(changed, shapes).map { (ShapeOfDocument(id: ids[$0]), $1) })
        queries.set(each: changed.map { (ParsedCode(id: ids[$0]), code[ids[$0].sourcePath]) })
        // An engine that does not track reads resolves once: no later run asks what was given.
        guard queries.tracksReads else { return }
        queries.carry(
            GivenDocuments.Value(ids: ids, documents: documents, shapesReadLandmarks: readsLandmarks),
            to: GivenDocuments())
        queries.updateCarried(DocumentsGivenAnew(), initial: []) { $0.formUnion(changed.map { ids[$0] }) }
    }

    /// Each document's identity: its source path, and how many documents of that path come before it.
    private static func ids(of documents: [Document]) -> [DocumentID] {
        var occurrences: [SourcePath: Int] = [:]
        occurrences.reserveCapacity(documents.count)
        return documents.map { document in
            let occurrence = occurrences[document.sourcePath, default: 0]
            occurrences[document.sourcePath] = occurrence + 1
            return DocumentID(sourcePath: document.sourcePath, occurrence: occurrence)
        }
    }

    /// Notes that files besides the pages' sources may have changed since the last resolution:
    /// the next reads them again, though the run that noted it stop before it resolves.
    package func otherFilesMayHaveChanged() {
        queries.updateCarried(OtherFilesChanges(), initial: 0) { $0 += 1 }
    }

    /// How many pages (the symbols' included) the current run made, the others kept as they were.
    package var pagesMadeThisRun: Int {
        queries.computedThisRun(PageOfSite.self) + queries.computedThisRun(SymbolPageAt.self)
    }

    /// A number for the next site's ``SiteRevision``, which no site before had.
    func nextSiteNumber() -> Int {
        queries.updateCarried(SitesPutTogether(), initial: 0) { count in
            count += 1
            return count
        }
    }

    /// Takes out the last site put together, which the next is put together from: a run that
    /// stops before it puts one together leaves none.
    func takeAssembly() -> AssembledSite? {
        queries.take(LastAssembly())
    }

    /// Keeps the site just put together for the next run.
    func keep(_ assembly: AssembledSite) {
        queries.carry(assembly, to: LastAssembly())
    }

    /// The documents given anew since the last call, which took them.
    @discardableResult
    func takeChangedDocuments() -> Set<DocumentID> {
        queries.take(DocumentsGivenAnew()) ?? []
    }
}

/// The documents the last resolution was given, as they were given, in order, and whether
/// their shapes read where their steps and sections start.
struct GivenDocuments: CarriedKey {
    struct Value: Sendable {
        var ids: [DocumentID] = []
        var documents: [Document] = []
        var shapesReadLandmarks = false
    }
}

/// The documents given anew since the last site was put together, which takes them.
struct DocumentsGivenAnew: CarriedKey {
    typealias Value = Set<DocumentID>
}

/// How many times files besides the pages' sources may have changed: the value of the next
/// resolution's ``SourceFilesStamp``.
struct OtherFilesChanges: CarriedKey {
    typealias Value = Int
}

/// How many sites were put together, which numbers the next one's ``SiteRevision``.
struct SitesPutTogether: CarriedKey {
    typealias Value = Int
}

/// The last site put together, and what it was put together from.
struct LastAssembly: CarriedKey {
    typealias Value = AssembledSite
}
