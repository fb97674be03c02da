import DocsSupport

/// The `.docc` catalog a page lies in, and the module it documents: what groups pages into
/// catalogs for the site (its landing page, its sections, global options), and the directory in
/// which the build plugin and `napkin-docs check` look for a tutorial's code files.
package struct DocCCatalog: Equatable, Sendable {
    /// What a catalog's folder name ends in, as bytes.
    private static let suffix = Array(".docc".utf8)

    /// The catalog's path (`Sources/Kit/Documentation.docc`).
    package var path: String
    /// The module it documents: the folder it sits in below `Sources/` (`Kit` for
    /// `Sources/Kit/Documentation.docc`), else the catalog's own name (`Kit` for `Kit.docc`).
    package var module: String

    /// The catalog that holds the page whose source is `source`, if one does.
    package init?(containing source: SourcePath) {
        self.init(containing: source.string)
    }

    /// The catalog the source file at `sourcePath` lies in, if any.
    package init?(containing sourcePath: String) {
        // Every document asks, and most lie in no catalog: a path without `.docc` is told at a
        // glance by its bytes, without splitting it into components.
        var written = sourcePath
        guard written.withUTF8({ $0.firstIndex(of: Self.suffix) }) != nil else { return nil }
        let components = sourcePath.split(separator: "/")
        guard let index = components.dropLast().firstIndex(where: { SourceFolder.isCatalog(named: $0) }) else {
            return nil
        }
        path = (sourcePath.hasPrefix("/") ? "/" : "") + components[...index].joined(separator: "/")
        let name =
            index >= 2 && components[index - 2] == "Sources" ? components[index - 1] : components[index].dropLast(5)
        module = Self.moduleName(ofTarget: String(name))
    }

    /// The name of the module a target of this name builds, as SwiftPM makes it: each character
    /// that cannot be in an identifier becomes `_` (`protoc-gen-swift` → `protoc_gen_swift`),
    /// and a leading digit gets a `_` before it.
    package static func moduleName(ofTarget target: String) -> String {
        let name = String(target.map { $0 == "_" || $0.isLetter || $0.isNumber ? $0 : "_" })
        return name.first?.isNumber == true ? "_" + name : name
    }

    /// The module the catalog of `documents` documents, when they all lie in the same one.
    package static func module(of documents: [Document]) -> String? {
        let catalogs = documents.map(\.catalog)
        guard let first = catalogs.first ?? nil, catalogs.allSatisfy({ $0 == first }) else { return nil }
        return first.module
    }
}
