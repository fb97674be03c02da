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
    /// The type names `pages`' Swift blocks may be about: each identifier written capitalized;
    /// for one written in lowercase, its capitalized form and each capitalized tail
    /// (`testCounter`: `TestCounter`, `Counter`); and the type a doc comment documents.
    static func typeNames(wantedBy pages: [ClientPage]) -> Set<String> {
        var names: Set<String> = []
        for page in pages {
            if let documented = page.name.split(separator: ".").first { names.insert(String(documented)) }
            for block in page.blocks where block.language == "swift" {
                for line in block.lines {
                    for word in Identifiers.all(in: line.compiled) { names.formUnion(typeNames(for: word)) }
                }
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

    private static func typeNames(for word: String) -> [String] {
        guard let first = word.first, first.isLetter else { return [] }
        if first.isUppercase { return [word] }
        var names = [word.prefix(1).uppercased() + word.dropFirst()]
        for index in word.indices where word[index].isUppercase { names.append(String(word[index...])) }
        return names
    }
}
