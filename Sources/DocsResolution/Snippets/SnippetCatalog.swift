import DocsCodeBlocks
import DocsMarkup
import DocsSiteModel
import DocsSupport

/// The Swift files of a package's `Snippets/` folder, which `@Snippet(path:)` names.
package struct SnippetCatalog: Sendable, Equatable {
    /// A file: its display path (for diagnostics) and its text.
    struct File: Sendable {
        var path: String
        var snippet: SnippetFile
        /// The whole file, as the check compiles it.
        var text: String
    }

    /// The files by their path below the package without `.swift` (`Snippets/Sub/Greeting`).
    private let files: [String: File]

    /// A catalog of files: path below the package (`Snippets/Greeting.swift`) → (display path, text).
    package init(files: [String: (displayPath: String, text: String)]) {
        var byName: [String: File] = [:]
        for (path, file) in files where path.hasSuffix(".swift") {
            byName[String(path.dropLast(6))] = File(
                path: file.displayPath, snippet: SnippetFile(file.text), text: file.text)
        }
        self.files = byName
    }

    /// Catalogs are equal when they hold the same files with the same text, shown at the same paths.
    package static func == (lhs: SnippetCatalog, rhs: SnippetCatalog) -> Bool {
        lhs.files.count == rhs.files.count
            && lhs.files.allSatisfy { key, file in
                rhs.files[key].map { $0.path == file.path && $0.text == file.text } ?? false
            }
    }

    /// The code `reference` names, or the diagnostic that says why there is none; the
    /// explanation's problems, if any, come with the code.
    func resolve(_ reference: SnippetReference) -> Result<(code: ResolvedCode, diagnostics: [Diagnostic]), Diagnostic> {
        let components = reference.path.split(separator: "/").map(String.init)
        // DocC's path starts with the package's name: `Package/Snippets/File`.
        let key = (components.first == "Snippets" ? components : Array(components.dropFirst())).joined(separator: "/")
        guard let file = files[key] ?? files[key.hasSuffix(".swift") ? String(key.dropLast(6)) : key] else {
            let names = files.keys.sorted()
            let hint =
                NameSuggestions.closest(to: key, in: names).map {
                    "did you mean `\($0)`? The path is the package's name, then the file's path below the package without .swift"
                }
                ?? (names.isEmpty
                    ? "the package has no Swift files in Snippets/; add the file there"
                    : "the path is the package's name, then the file's path below the package without .swift, such as `Package/\(names[0])`")
            return .failure(
                Diagnostic(
                    id: .missingSnippet, at: reference.pathLocation, "no snippet at '\(reference.path)'", hint: hint))
        }
        guard let code = file.snippet.code(slice: reference.slice) else {
            let slices = file.snippet.slices.keys.sorted()
            let hint =
                slices.isEmpty
                ? "\(file.path) has no slices; mark one with `// snippet.\(reference.slice ?? "name")` and end it with `// snippet.end`"
                : "\(file.path) has the slices \(slices.joined(separator: ", "))"
            return .failure(
                Diagnostic(
                    id: .missingSnippet, at: reference.sliceLocation ?? reference.pathLocation,
                    "the snippet \(file.path) has no slice '\(reference.slice ?? "")'", hint: hint))
        }
        let whole = CodeBlock.snippet(text: file.text, path: file.path)
        guard reference.slice == nil, !file.snippet.explanation.isEmpty else {
            var resolved = ResolvedCode(code: code)
            resolved.snippet = whole
            return .success((resolved, []))
        }
        let explanation = DocumentParser().blocks(ofLines: file.snippet.explanation, file: file.path)
        var resolved = ResolvedCode(explanation: explanation.blocks, code: code)
        resolved.snippet = whole
        return .success((resolved, explanation.diagnostics))
    }
}
