import DocsMarkup

/// Whether a block marked `compile-error="…"` failed as it must: with an error on one of its own
/// lines whose message is the expected one, and nothing wrong anywhere else.
struct ExpectedFailureVerdict {
    /// The block and what it expects.
    var failure: PageFiles.ExpectedFailure
    /// What the compiler reported for the page's files with the block after them.
    var reported: [CompilerDiagnostic]

    /// Nothing when the block failed as expected; otherwise what went wrong, at the block.
    var problems: [Diagnostic] {
        let lines = Set(failure.block.lines.map(\.sourceLine))
        let errors = reported.filter { $0.kind == "error" }
        let inBlock = errors.filter { lines.contains($0.location.line) }
        let elsewhere = errors.filter { !lines.contains($0.location.line) }
        var problems = elsewhere.map { error in
            Diagnostic(
                id: .compileError, at: error.location,
                "before the expected failure at \(failure.block.location): \(error.message)",
                hint: "the code the expected failure builds on must compile")
        }
        if inBlock.contains(where: { $0.message == failure.message }) { return problems }
        let expected = "expected the error '\(failure.message)'"
        if inBlock.isEmpty {
            problems.append(
                Diagnostic(
                    id: .expectedFailure, at: failure.block.location, "\(expected), but the block compiles",
                    hint: "make the block fail as the page says, or drop compile-error"))
        } else {
            problems.append(
                Diagnostic(
                    id: .expectedFailure, at: failure.block.location,
                    "\(expected); the compiler reported: "
                        + inBlock.map { "'\($0.message)' at line \($0.location.line)" }.joined(separator: ", "),
                    hint: "copy the compiler's message into compile-error=\"…\" if it is the one the page means"))
        }
        return problems
    }
}
