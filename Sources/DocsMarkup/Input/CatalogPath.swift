/// Paths of the sources' files: display paths with `/` separators, relative to the build's
/// directory (`Articles/images/tree.png`) or absolute (`/elsewhere/Articles/tree.png`).
package enum CatalogPath {
    /// The directory part of `path`: `Articles/Lifecycle.md` → `Articles`, `Page.md` → `""`.
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `relative` resolved against `directory`, with `.` and `..` worked out
    /// (`Articles` and `../Tutorials/x.swift` → `Tutorials/x.swift`), or `nil` when `..`
    /// climbs above the start of `directory`.
    package static func join(_ directory: String, _ relative: String) -> String? {
        var components = directory.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let isAbsolute = components.first == "" && directory.hasPrefix("/")
        if isAbsolute { components.removeFirst() }
        components.removeAll { $0.isEmpty }
        for component in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(String(component))
            }
        }
        return (isAbsolute ? "/" : "") + components.joined(separator: "/")
    }
}
