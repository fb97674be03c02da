/// The rule by which a page finds a file it names by a relative path (a link's destination, a
/// tutorial's `@Code(file:)`): the path read from the page's directory, percent-decoded first and
/// then as written; else, for a bare file name, the one file of that name among all the files in
/// scope, as DocC finds resources. The site applies it to its source directories, and the tools
/// that read a page on its own (the build plugin's extractor, `napkin-docs check`) to the disk.
package enum RelativeFileLookup {
    /// What a relative path leads to.
    package enum Found: Equatable {
        /// The file at this path.
        case file(String)
        /// A bare name that several files have, at these paths.
        case ambiguous([String])
        /// No file.
        case none
    }

    /// The spellings to try of a path written `written` and read `decoded`: the decoded one first,
    /// then the written one when they differ (a file may be named `a%20b.swift`).
    package static func spellings(written: String, decoded: String) -> [String] {
        decoded == written ? [written] : [decoded, written]
    }

    /// The file the first of `spellings` that names one leads to from the page at `pagePath`;
    /// `isFile` says whether a path is a file in scope, `filesNamed` lists the paths of the files
    /// in scope with a name.
    package static func find(
        _ spellings: [String], fromPageAt pagePath: String,
        isFile: (String) -> Bool, filesNamed: (String) -> [String]
    ) -> Found {
        let directory = CatalogPath.directory(of: pagePath)
        for spelling in spellings {
            if let path = CatalogPath.join(directory, spelling), isFile(path) { return .file(path) }
        }
        guard let name = spellings.first, !name.contains("/") else { return .none }
        let found = filesNamed(name)
        switch found.count {
        case 0: return .none
        case 1: return .file(found[0])
        default: return .ambiguous(found)
        }
    }
}
