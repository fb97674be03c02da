/// What changed in one version of a site of several since the version before it: the changes
/// page (`changes.html`) of that version. Symbols are compared by their symbol graphs, articles
/// by their Markdown.
package struct ReleaseChanges: Sendable, Equatable {
    /// A symbol that was added, changed, deprecated or removed.
    package struct Symbol: Sendable, Equatable {
        /// Its name with its parents' (`Logger.info(_:)`).
        package var title: String
        /// What kind of symbol it is (`Instance Method`).
        package var kind: String
        /// Its page: in this version, or for a removed symbol in the version before, relative to
        /// that version's folder.
        package var path: String?
        /// Its declaration before the change, for a changed symbol.
        package var before: String?
        /// Its declaration now, for a changed symbol; the declaration it had, for a removed one.
        package var after: String?
        /// What its deprecation names in its place, for a deprecated symbol.
        package var replacement: String?
        /// Whether code that compiled against the version before may not compile against this one.
        package var breaksSource: Bool

        /// Creates an entry.
        package init(
            title: String, kind: String, path: String?, before: String? = nil, after: String? = nil,
            replacement: String? = nil, breaksSource: Bool = false
        ) {
            self.title = title
            self.kind = kind
            self.path = path
            self.before = before
            self.after = after
            self.replacement = replacement
            self.breaksSource = breaksSource
        }
    }

    /// An article that was added, changed or removed.
    package struct Article: Sendable, Equatable {
        /// Its title.
        package var title: String
        /// Its page: in this version, or for a removed article in the version before.
        package var path: String
        /// For a changed article, the lines of its text that read differently (see
        /// `Document.readingLines`): each with `-` (gone), `+` (new) or ` ` (kept, around a change).
        package var lines: [String]

        /// Creates an entry.
        package init(title: String, path: String, lines: [String] = []) {
            self.title = title
            self.path = path
            self.lines = lines
        }
    }

    /// A Swift block that compiled against the version before and fails against this one: the
    /// documentation's own code, unchanged, broken by the release.
    package struct BrokenBlock: Sendable, Equatable {
        /// The title of its page.
        package var title: String
        /// Its page, in this version.
        package var path: String
        /// Where it is written (its file and line).
        package var location: String
        /// The compiler's first error.
        package var error: String

        /// Creates an entry.
        package init(title: String, path: String, location: String, error: String) {
            self.title = title
            self.path = path
            self.location = location
            self.error = error
        }
    }

    /// This version's name.
    package var version: String
    /// The version compared with (the next older one built).
    package var previous: String
    /// The folder of the version compared with, relative to the site's root (`1.3.0/`).
    package var previousFolder: String
    /// The symbols of this version only, in its order.
    package var added: [Symbol] = []
    /// The symbols whose declarations differ, with the declarations before and after.
    package var changed: [Symbol] = []
    /// The symbols deprecated in this version.
    package var deprecated: [Symbol] = []
    /// The symbols of the version before only.
    package var removed: [Symbol] = []
    /// The articles of this version only.
    package var addedArticles: [Article] = []
    /// The articles whose Markdown differs.
    package var changedArticles: [Article] = []
    /// The articles of the version before only.
    package var removedArticles: [Article] = []
    /// Whether code that compiled against the version before may not compile against this one.
    package var isSourceBreaking = false
    /// Whether `napkin-docs check` recorded the Swift blocks of both versions, so that they can
    /// be compared.
    package var bothChecked = false
    /// The blocks that compiled against the version before and fail against this one, as
    /// written in both.
    package var brokenBlocks: [BrokenBlock] = []

    /// Creates the changes of `version` since `previous`.
    package init(version: String, previous: String, previousFolder: String) {
        self.version = version
        self.previous = previous
        self.previousFolder = previousFolder
    }

    /// The file of the changes page in a version's folder.
    package static let file = "changes.html"
}
