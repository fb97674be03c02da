import DocsMarkup

/// A diagnostic the Swift compiler printed, read from its `file:line:column: kind: message` line.
public struct CompilerDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// `error`, `warning`, `note` or `remark`.
    public var kind: String
    /// Where the compiler put it: a Markdown line when the source was mapped.
    public var location: SourceLocation
    /// The message, without the kind.
    public var message: String

    /// Creates a diagnostic.
    public init(kind: String, location: SourceLocation, message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }

    /// The line as the compiler printed it.
    public var description: String { "\(location): \(kind): \(message)" }

    /// Reads the diagnostics out of the compiler's output, in LLVM style; other lines (source
    /// excerpts, summaries) are skipped.
    public static func parse(_ output: String) -> [CompilerDiagnostic] {
        output.split(separator: "\n").compactMap { line in
            for kind in ["error", "warning", "note", "remark"] {
                guard let marker = line.firstRange(of: ": \(kind): ") else { continue }
                let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                guard place.count >= 3, let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { continue }
                let file = place.dropLast(2).joined(separator: ":")
                return CompilerDiagnostic(kind: kind, location: SourceLocation(file: file, line: lineNumber, column: column),
                                          message: String(line[marker.upperBound...]))
            }
            return nil
        }
    }
}
