/// The modules a Swift file imports, read line by line without a parser: enough to tell which
/// frameworks a tutorial's file needs.
enum SwiftImports {
    /// The modules imported outside any `#if` (an import under `#if canImport(UIKit)` does not
    /// stop the file compiling elsewhere), in order: `import SwiftUI`, `@preconcurrency import
    /// UIKit`, `import struct Foundation.URL` (Foundation).
    static func unconditional(in lines: [CodeLine]) -> [String] {
        var modules: [String] = []
        var conditionDepth = 0
        for line in lines {
            var words = line.compiled.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            guard let first = words.first else { continue }
            if first.hasPrefix("#if") { conditionDepth += 1 }
            if first.hasPrefix("#endif") { conditionDepth = max(0, conditionDepth - 1) }
            guard conditionDepth == 0 else { continue }
            while let word = words.first, word.hasPrefix("@") { words.removeFirst() }
            guard words.popFirst() == "import", var module = words.popFirst() else { continue }
            if ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"].contains(module),
                let next = words.popFirst()
            {
                module = next
            }
            modules.append(String(module.prefix { $0 != "." && $0 != ";" }))
        }
        return modules
    }

    /// Whether `line` starts with the attribute `@name` (`@main`, not `@mainActor`).
    static func startsWithAttribute(_ name: String, _ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("@" + name) else { return false }
        let next = trimmed.dropFirst(name.count + 1).first
        return next == nil || next == " " || next == "\t"
    }
}
