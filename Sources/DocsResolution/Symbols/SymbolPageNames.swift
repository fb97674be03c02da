import DocsMarkup
import DocsSiteModel
import DocsSymbols

/// The name and output path of every symbol's page, and the suffix that tells apart symbols
/// whose paths are the same (a protocol requirement and its default implementation, overloads).
///
/// A page is named `module/path` (`napkin/Router/attachChild(_:)`), a name no Markdown file can
/// have, and written under `reference/module/` (`reference/napkin/router/attach-child-_.html`).
struct SymbolPageNames: Sendable {
    /// The page name of each symbol, by identifier.
    let names: [SymbolID: PageName]
    /// The output path of each symbol's page, by identifier.
    let paths: [SymbolID: PagePath]

    init(_ reference: APIReference) {
        // The symbols by the name their page has before any suffix.
        var byName: [PageName: [APISymbol]] = [:]
        for symbol in reference.symbols {
            byName[PageName(symbol.module + "/" + symbol.path), default: []].append(symbol)
        }
        var suffixes: [SymbolID: String] = [:]
        for symbols in byName.values where symbols.count > 1 {
            for symbol in symbols { suffixes[symbol.id] = "-" + Self.shortHash(symbol.id.string) }
        }
        var names: [SymbolID: PageName] = [:]
        // The symbols by the path their page has before a second suffix, with that path's stem.
        var files: [PagePath: (stem: String, symbols: [APISymbol])] = [:]
        for symbol in reference.symbols {
            let suffix = suffixes[symbol.id] ?? ""
            names[symbol.id] = PageName(symbol.module + "/" + symbol.path + suffix)
            let slugs = symbol.pathComponents.map(Self.fileName)
            let stem = "reference/" + PagePaths.kebabCase(symbol.module) + "/" + slugs.joined(separator: "/") + suffix
            files[PagePath(stem + ".html"), default: (stem, [])].symbols.append(symbol)
        }
        // Different paths can make the same file name (`build()` and `build`): each gets its hash.
        var paths: [SymbolID: PagePath] = [:]
        for (path, file) in files {
            for symbol in file.symbols {
                paths[symbol.id] =
                    file.symbols.count > 1 && suffixes[symbol.id] == nil
                    ? PagePath(file.stem + "-" + Self.shortHash(symbol.id.string) + ".html") : path
            }
        }
        self.names = names
        self.paths = paths
    }

    /// The page name of `symbol`, a symbol of the reference these names were made for.
    func name(of symbol: APISymbol) -> PageName {
        guard let name = names[symbol.id] else { preconditionFailure("\(symbol.id) is not a symbol of this reference") }
        return name
    }

    /// The output path of `symbol`'s page, a symbol of the reference these names were made for.
    func path(of symbol: APISymbol) -> PagePath {
        guard let path = paths[symbol.id] else { preconditionFailure("\(symbol.id) is not a symbol of this reference") }
        return path
    }

    /// The name of the page that lists every symbol.
    static let indexName: PageName = "reference/index"
    /// Where the page that lists every symbol is written.
    static let indexPath = PagePath("reference/index.html")

    /// A path component as a file name: the base name in kebab case, then each argument label
    /// (`attachChild(_:)` → `attach-child-_`, `build()` → `build`).
    static func slug(_ component: String) -> String {
        guard let open = component.firstIndex(of: "("), component.hasSuffix(")") else {
            return PagePaths.kebabCase(component)
        }
        let labels = component[component.index(after: open)..<component.index(before: component.endIndex)]
            .split(separator: ":").map { $0 == "_" ? "_" : PagePaths.kebabCase(String($0)) }
        let base = component[..<open]
        return ([spelledOperator(base) ?? PagePaths.kebabCase(String(base))] + labels).joined(separator: "-")
    }

    /// An operator's characters by their names (`==` → `equal-equal`, `..<` → `dot-dot-less`),
    /// those beyond ASCII as they are (`√`), so that its page has a name a reader can tell from
    /// the others; `nil` for a name that is not an operator.
    static func spelledOperator(_ name: Substring) -> String? {
        var words: [String] = []
        for character in name {
            if let word = operatorCharacterNames[character] {
                words.append(word)
            } else if !character.isASCII, !character.isLetter, !character.isNumber, !character.isWhitespace {
                words.append(String(character))
            } else {
                return nil
            }
        }
        return words.isEmpty ? nil : words.joined(separator: "-")
    }

    private static let operatorCharacterNames: [Character: String] = [
        "+": "plus", "-": "minus", "*": "star", "/": "slash", "%": "percent", "=": "equal", "<": "less",
        ">": "greater", "!": "bang", "&": "ampersand", "|": "pipe", "^": "caret", "~": "tilde", "?": "question",
        ".": "dot",
    ]

    /// A path component's ``slug(_:)``, cut to 100 bytes and ended by the hash of the whole
    /// component when it is longer than 120: a file name has at most 255 bytes, and
    /// swift-nio-ssl has an initialiser of twenty labels.
    static func fileName(_ component: String) -> String {
        let slug = slug(component)
        guard slug.utf8.count > 120 else { return slug }
        // Cut between characters: a name may hold letters of several bytes.
        var cut = ""
        for character in slug {
            guard cut.utf8.count + character.utf8.count <= 100 else { break }
            cut.append(character)
        }
        return cut + "-" + shortHash(component)
    }

    /// DocC's disambiguation hash of `text` (a USR), so that a link written for DocC
    /// (``` ``Interactable/didBecomeActive()-3x35m`` ```) works here: the FNV-1 hash, folded
    /// to 24 bits, in base 36. Stable across builds and machines (Swift's own hashing is seeded
    /// per process).
    static func shortHash(_ text: String) -> String {
        let full = text.utf8.reduce(UInt32(2_166_136_261)) { ($0 &* 16_777_619) ^ UInt32($1) }
        return String((full >> 24) ^ (full & 0x00FF_FFFF), radix: 36)
    }
}
