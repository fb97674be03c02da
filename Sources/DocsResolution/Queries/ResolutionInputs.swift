import DocsCodeBlocks
import DocsMarkup
import DocsQueries
import DocsSiteModel

/// A document resolution works on, named once, on the input: by its source path, with the
/// documents of one path told apart by `occurrence` (the resolution reports them), and the pages
/// resolution makes itself (a catalog's missing root, the root of several catalogs) marked
/// `isGenerated`: they have no source of their own.
struct DocumentID: Hashable, Sendable, CustomStringConvertible {
    let sourcePath: SourcePath
    let occurrence: Int
    let isGenerated: Bool
    /// The path's hash, worked out once: every page's values are looked up by their document's
    /// identity, several times each.
    private let pathHash: Int

    init(sourcePath: SourcePath, occurrence: Int = 0, isGenerated: Bool = false) {
        self.sourcePath = sourcePath
        self.occurrence = occurrence
        self.isGenerated = isGenerated
        pathHash = sourcePath.hashValue
    }

    static func == (lhs: DocumentID, rhs: DocumentID) -> Bool {
        lhs.pathHash == rhs.pathHash && lhs.occurrence == rhs.occurrence && lhs.isGenerated == rhs.isGenerated
            && lhs.sourcePath == rhs.sourcePath
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(pathHash)
        hasher.combine(occurrence)
    }

    var description: String { isGenerated ? "generated \(sourcePath)" : sourcePath.string }
}

/// What resolution is made with besides the documents: the resolver, with its settings.
struct ResolutionSetting: InputKey {
    /// A class: every page's values read it, and a read of a class costs one reference count,
    /// where one of a structure costs one for each of its fields.
    final class Value: Sendable {
        /// The resolver, without a memo (the memo holds the engine that holds this).
        let resolver: SiteResolver
        /// What the resolver was made of, which decides whether it is the one of the last run.
        let context: Context

        init(resolver: SiteResolver, context: Context) {
            self.resolver = resolver
            self.context = context
        }
    }

    /// Everything besides the documents that resolution depends on.
    struct Context: Sendable, Equatable {
        var knownSymbols: Set<String>?
        var configuration: SiteConfiguration
        var snippets: SnippetCatalog?
        var policy: DiagnosticPolicy
        var siteTitle: String?
        var hasReference: Bool
        var hasResources: Bool
        /// Which reading of the API: the same number, the same symbols and uses.
        var api: Int
    }

    /// The resolver is a function of its context: comparing the contexts is enough.
    static func isUnchanged(_ old: Value, _ new: Value) -> Bool { old.context == new.context }
}

/// A number that changes whenever the files of the sources besides the pages' own may have
/// (images and other files links name): ``ResolutionMemo/otherFilesMayHaveChanged()``.
/// What reads those files reads it.
struct SourceFilesStamp: InputKey {
    typealias Value = Int
}

/// The documents being resolved, in the order the build gave them.
struct DocumentList: InputKey {
    typealias Value = [DocumentID]
}

/// A document being resolved.
struct ResolvedDocument: InputKey {
    typealias Value = Document
    var id: DocumentID
}

/// The code of a document as the parse stage read it.
struct ParsedCode: InputKey {
    typealias Value = PageCode
    var id: DocumentID
}

extension QueryReads {
    /// The resolution's setting, which the build gives before it asks for any value.
    var resolutionSetting: ResolutionSetting.Value {
        guard let setting = self[ResolutionSetting()] else {
            preconditionFailure("a resolution's value asked for before its setting was given")
        }
        return setting
    }

    /// The stamp of the sources' other files, which what reads them reads.
    var filesStamp: Int { self[SourceFilesStamp()] ?? 0 }
}
