import DocsMarkup
import Testing

/// Parses Markdown held in memory as the file `path`.
func parse(_ markdown: String, path: String = "Articles/Page.md") throws -> Document {
    try DocumentParser().parse(SourceFile(path: path, text: markdown))
}

/// The compiler-style lines (`file:line:column: error: message`) of the diagnostics a Markdown
/// file produces, without their hints; empty when it parses.
func errors(_ markdown: String, path: String = "Articles/Page.md") -> [String] {
    do {
        _ = try DocumentParser().parse(SourceFile(path: path, text: markdown))
        return []
    } catch {
        return error.diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.message)" }
    }
}

/// The hints of the diagnostics a Markdown file produces.
func hints(_ markdown: String, path: String = "Articles/Page.md") -> [String] {
    do {
        _ = try DocumentParser().parse(SourceFile(path: path, text: markdown))
        return []
    } catch {
        return error.diagnostics.compactMap(\.hint)
    }
}

/// A location in the default test file.
func at(_ line: Int, _ column: Int, file: String = "Articles/Page.md") -> DocsMarkup.SourceLocation {
    DocsMarkup.SourceLocation(file: file, line: line, column: column)
}

/// The identifiers of the diagnostics a Markdown file produces, in order.
func kinds(_ markdown: String, path: String = "Articles/Page.md") -> [Diagnostic.ID] {
    do {
        _ = try DocumentParser().parse(SourceFile(path: path, text: markdown))
        return []
    } catch {
        return error.diagnostics.map(\.id)
    }
}
