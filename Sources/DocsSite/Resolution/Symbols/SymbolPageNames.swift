import DocsSymbols

/// The name and output path of every symbol's page, and the suffix that tells apart symbols
/// whose paths are the same (a protocol requirement and its default implementation, overloads).
///
/// A page is named `module/path` (`napkin/Router/attachChild(_:)`), a name no Markdown file can
/// have, and written under `reference/module/` (`reference/napkin/router/attach-child-_.html`).
struct SymbolPageNames: Sendable {
    /// The page name of each symbol, by identifier.
    let names: [String: String]
    /// The output path of each symbol's page, by identifier.
    let paths: [String: String]
    /// The disambiguating suffix of each symbol that shares its path with another (`-3k2h1`),
    /// by identifier; links may add it to the path to name one of them.
    let suffixes: [String: String]

    init(_ reference: APIReference) {
        var byPath: [String: [APISymbol]] = [:]
        for symbol in reference.symbols { byPath[symbol.module + "/" + symbol.path, default: []].append(symbol) }
        var suffixes: [String: String] = [:]
        for symbols in byPath.values where symbols.count > 1 {
            for symbol in symbols { suffixes[symbol.id] = "-" + Self.shortHash(symbol.id) }
        }
        var names: [String: String] = [:]
        var files: [String: [APISymbol]] = [:]
        for symbol in reference.symbols {
            let suffix = suffixes[symbol.id] ?? ""
            names[symbol.id] = symbol.module + "/" + symbol.path + suffix
            let slugs = symbol.pathComponents.map(Self.slug)
            files["reference/" + PagePaths.kebabCase(symbol.module) + "/" + slugs.joined(separator: "/") + suffix, default: []].append(symbol)
        }
        // Different paths can make the same file name (`build()` and `build`): each gets its hash.
        var paths: [String: String] = [:]
        for (file, symbols) in files {
            for symbol in symbols {
                paths[symbol.id] = file + (symbols.count > 1 && suffixes[symbol.id] == nil ? "-" + Self.shortHash(symbol.id) : "") + ".html"
            }
        }
        self.names = names
        self.paths = paths
        self.suffixes = suffixes
    }

    /// The name of the page that lists every symbol.
    static let indexName = "reference/index"
    /// Where the page that lists every symbol is written.
    static let indexPath = "reference/index.html"

    /// A path component as a file name: the base name in kebab case, then each argument label
    /// (`attachChild(_:)` → `attach-child-_`, `build()` → `build`).
    static func slug(_ component: String) -> String {
        guard let open = component.firstIndex(of: "("), component.hasSuffix(")") else { return PagePaths.kebabCase(component) }
        let labels = component[component.index(after: open)..<component.index(before: component.endIndex)]
            .split(separator: ":").map { $0 == "_" ? "_" : PagePaths.kebabCase(String($0)) }
        return ([PagePaths.kebabCase(String(component[..<open]))] + labels).joined(separator: "-")
    }

    /// Five base-36 characters of the FNV-1a hash of `text`: short, stable across builds and
    /// machines (Swift's own hashing is seeded per process).
    static func shortHash(_ text: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz")
        var result = ""
        for _ in 0..<5 {
            result.append(digits[Int(hash % 36)])
            hash /= 36
        }
        return result
    }
}
