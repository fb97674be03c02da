/// A name the generated code declares types from, such as `Profile` in `ProfileBuilder`: checked
/// to be a Swift identifier that starts with an uppercase letter.
package struct TypeName: Equatable, Sendable, CustomStringConvertible {
    /// The name as written, such as `Profile`.
    package let description: String

    /// Checks `name`; `role` says what the name is for in the error, such as "napkin name".
    package init(_ name: String, role: String = "name") throws(ScaffoldError) {
        if let problem = Identifier.problem(with: name) {
            throw .invalidName(name, role: role, problem: problem)
        }
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else {
            throw .invalidName(name, role: role, problem: "type names start with an uppercase letter, as in 'Profile'")
        }
        description = name
    }

    /// The name as the start of a property, such as `profile` for `Profile` and `urlLoader` for
    /// `URLLoader`: the leading capitals lowered, except the last one of a run that a lowercase
    /// letter follows.
    package var lowerCamelCase: String {
        let characters = Array(description)
        var capitals = characters.prefix { $0.isUppercase }.count
        if capitals > 1, capitals < characters.count, characters[capitals].isLowercase { capitals -= 1 }
        return String(characters.prefix(max(capitals, 1))).lowercased() + String(characters.dropFirst(max(capitals, 1)))
    }
}

/// What makes a string a Swift identifier the generated code can use as it is.
package enum Identifier {
    /// Why `name` is not a plain Swift identifier, or `nil` when it is one.
    package static func problem(with name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "it is empty" }
        let letters = ("a"..."z") as ClosedRange<Unicode.Scalar>
        let capitals = ("A"..."Z") as ClosedRange<Unicode.Scalar>
        let digits = ("0"..."9") as ClosedRange<Unicode.Scalar>
        func isHead(_ scalar: Unicode.Scalar) -> Bool {
            letters.contains(scalar) || capitals.contains(scalar) || scalar == "_"
        }
        guard isHead(first) else { return "a Swift identifier starts with a letter or '_'" }
        if let other = name.unicodeScalars.first(where: { !isHead($0) && !digits.contains($0) }) {
            return "'\(other)' cannot appear in a Swift identifier; use letters, digits and '_'"
        }
        if keywords.contains(name) { return "it is a Swift keyword" }
        return nil
    }

    /// Swift's keywords and the names the generated code could not declare types from.
    private static let keywords: Set<String> = [
        "Any", "Protocol", "Self", "Type", "actor", "as", "associatedtype", "async", "await", "break", "case",
        "catch", "class", "continue", "default", "defer", "deinit", "do", "else", "enum", "extension",
        "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout",
        "internal", "is", "let", "nil", "open", "operator", "private", "protocol", "public", "repeat",
        "rethrows", "return", "self", "static", "struct", "subscript", "super", "switch", "throw", "throws",
        "true", "try", "typealias", "var", "where", "while",
    ]
}
