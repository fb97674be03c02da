import DocsMarkup

/// A diagnostic the Swift compiler printed, read from its `file:line:column: kind: message` line.
package struct CompilerDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// `error`, `warning`, `note` or `remark`.
    package var kind: String
    /// Where the compiler put it: a Markdown line when the source was mapped.
    package var location: SourceLocation
    /// The message, without the kind.
    package var message: String

    /// Creates a diagnostic.
    package init(kind: String, location: SourceLocation, message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }

    /// The line as the compiler printed it.
    package var description: String { "\(location): \(kind): \(message)" }

    /// Reads the diagnostics out of the compiler's output, in LLVM style; other lines (source
    /// excerpts, summaries) are skipped.
    package static func parse(_ output: String) -> [CompilerDiagnostic] {
        output.split(separator: "\n").compactMap { line in
            for kind in ["error", "warning", "note", "remark"] {
                guard let marker = line.firstRange(of: ": \(kind): ") else { continue }
                let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                guard place.count >= 3, let lineNumber = Int(place[place.count - 2]),
                    let column = Int(place[place.count - 1])
                else { continue }
                let file = place.dropLast(2).joined(separator: ":")
                return CompilerDiagnostic(
                    kind: kind, location: SourceLocation(file: file, line: lineNumber, column: column),
                    message: String(line[marker.upperBound...]))
            }
            return nil
        }
    }
}
