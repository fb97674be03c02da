/// A problem found in the documentation sources, tied to the place it was found.
///
/// Its `description` is the compiler-style line `file:line:column: error: message [id]`,
/// followed by a hint of what to do when there is one, and by its notes, each at its own place
/// (the first of two pages of one name, the end of the step that failed).
package struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How serious the problem is.
    package enum Severity: String, Sendable {
        /// The build cannot produce a correct site; nothing is written.
        case error
        /// The site is built, but something deserves a look.
        case warning
        /// The site is built; something written has no effect on it, and this says why.
        case note
    }

    /// Where the problem is.
    package var location: SourceLocation
    /// How serious it is.
    package var severity: Severity
    /// What kind of problem it is, by a name that outlives the sentence.
    package var id: ID
    /// What is wrong, in one sentence.
    package var message: String
    /// What to do about it, when the generator can tell.
    package var hint: String?
    /// Other places the problem involves, each with what it is there.
    package var notes: [Note]

    /// Another place a diagnostic involves, printed as a `note:` line at that place.
    package struct Note: Hashable, Sendable {
        /// The place.
        package var location: SourceLocation
        /// What it is (`the page's title`, `the step ends here`).
        package var message: String

        /// Creates a note.
        package init(at location: SourceLocation, _ message: String) {
            self.location = location
            self.message = message
        }
    }

    /// Creates a diagnostic.
    package init(
        _ severity: Severity = .error, id: ID, at location: SourceLocation, _ message: String, hint: String? = nil,
        notes: [Note] = []
    ) {
        self.severity = severity
        self.id = id
        self.location = location
        self.message = message
        self.hint = hint
        self.notes = notes
    }

    /// The same diagnostic with another severity (a DocC catalog's leniency, `--warnings-as-errors`).
    package func with(_ severity: Severity) -> Diagnostic {
        Diagnostic(severity, id: id, at: location, message, hint: hint, notes: notes)
    }

    /// `file:line:column: error: message [id]`, then the hint on its own line if there is one,
    /// then each note at its own place.
    package var description: String {
        var text = "\(location): \(severity.rawValue): \(message) [\(id)]"
        if let hint { text += "\n\(location): note: \(hint)" }
        for note in notes { text += "\n\(note.location): note: \(note.message)" }
        return text
    }
}

/// Every diagnostic a stage found, thrown at once so that an author sees all of them in one run.
package struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    /// The diagnostics, sorted by location.
    package var diagnostics: [Diagnostic]

    /// Creates the error from diagnostics in any order; one found twice (the same words at the
    /// same place, as two stages may report it) is kept once.
    package init(_ diagnostics: [Diagnostic]) {
        var seen: Set<Diagnostic> = []
        self.diagnostics = diagnostics.sorted { $0.location < $1.location }.filter { seen.insert($0).inserted }
    }

    /// One diagnostic per line.
    package var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

extension Sequence<Diagnostic> {
    /// The errors among them: what stops a build.
    package var errors: [Diagnostic] { filter { $0.severity == .error } }
    /// The warnings and notes among them: what a build that goes on reports.
    package var warnings: [Diagnostic] { filter { $0.severity != .error } }
}
