/// Which of a module's source files are worth parsing for its public API (``ModuleAPI``), told
/// from their bytes without parsing them: those that declare or extend a type the pages' blocks
/// may be about. swift-collections has 545 source files, 8 of them with a code block in a doc
/// comment; parsing them all for their declarations made its check seven times as slow.
///
/// What the API is read for needs only such types: a block that restates one of the module's
/// types or its members (``Restatement``), and a name the page never declares that is likely a
/// value of one (``ModuleAPI/likelyType(ofValueNamed:preferring:)``). A restated top-level
/// function in a file that declares no such type is not seen.
enum APIReadingFilter {
    /// The type names `pages`' Swift blocks (read as `plans`) may be about: the types their
    /// declarations restate or extend; for each name written in lowercase that the page never
    /// declares, the types it may be a value of, its capitalized form and each capitalized tail
    /// (`testCounter`: `TestCounter`, `Counter`); and the type a doc comment documents.
    static func typeNames(wantedBy pages: [ClientPage], plans: [[BlockPlan]]) -> Set<String> {
        var names: Set<String> = []
        for (page, plans) in zip(pages, plans) {
            if page.sourcePath.hasSuffix(".swift"), let documented = page.name.split(separator: ".").first {
                names.insert(String(documented))
            }
            let items = plans.flatMap { plan -> [TopLevelItem] in
                if case .compile(let syntax) = plan { return syntax.items }
                return []
            }
            let declared = Set(items.flatMap(\.declaredNames))
            for item in items where item.kind == .declaration {
                names.formUnion(item.declaredNames)
                if let extended = item.extendedType { names.insert(extended) }
            }
            for name in Set(items.flatMap(\.usedNames)).subtracting(declared) where name.first?.isLowercase == true {
                names.formUnion(typeNames(ofValueNamed: name))
            }
        }
        return names
    }

    /// The names of the types `text`, a Swift file, declares or extends: each identifier after
    /// `struct`, `class`, `enum`, `protocol`, `actor`, `extension` or `typealias`. Only those are
    /// made strings: the file's other identifiers are compared as bytes.
    static func declaredTypeNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        var afterKeyword = false
        Identifiers.forEach(in: text) { word in
            if afterKeyword { names.insert(String(decoding: UnsafeBufferPointer(rebasing: word), as: UTF8.self)) }
            afterKeyword = keywords.contains { $0.count == word.count && $0.elementsEqual(word) }
        }
        return names
    }

    private static let keywords: [[UInt8]] = ["struct", "class", "enum", "protocol", "actor", "extension", "typealias"]
        .map { Array($0.utf8) }

    /// The types a value named `name` may be of, as ``ModuleAPI/likelyType(ofValueNamed:preferring:)``
    /// looks for them.
    private static func typeNames(ofValueNamed name: String) -> [String] {
        var names = [name.prefix(1).uppercased() + name.dropFirst()]
        for index in name.indices where name[index].isUppercase { names.append(String(name[index...])) }
        return names
    }
}
