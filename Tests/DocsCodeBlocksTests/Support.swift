import DocsCodeBlocks
import DocsMarkup
import Foundation

/// The code of a page written in a test, read from `Page.md`.
func page(_ markdown: String, name: String = "Page") -> PageCode {
    PageCode(source: SourceFile(path: "\(name).md", text: markdown))
}

/// `file:line:column: message` of each diagnostic, for comparing.
func located(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.location): \($0.message)" }
}

/// The compiler of the toolchain running the tests, with this build's modules (`napkin`).
func typeChecker() throws -> SwiftTypeChecker {
    try SwiftTypeChecker.forBuild(containing: Bundle.main.bundleURL)
}
