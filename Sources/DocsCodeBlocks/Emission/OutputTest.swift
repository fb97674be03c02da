import DocsMarkup

extension SwiftSourceWriter {
    /// Writes a Swift Testing test named `name` that runs `function` and checks that it prints
    /// what the output `block` shows; a failure is reported at the block.
    ///
    /// `recorder` names the generated enum whose `capture` records what `print` prints (the
    /// documentation target's shared one, or a client file's own).
    package mutating func writeOutputTest(
        named name: String, title: String, running function: String, showing block: CodeBlock, recorder: String
    ) {
        let expected = block.lines.map { $0.compiled + "\n" }.joined()
        writeGenerated("")
        writeGenerated("@Test(\(SwiftLiteral.string(title)))")
        writeGenerated("@MainActor func \(name)() async throws {")
        writeGenerated("    let run: @MainActor () async throws -> Void = \(function)", reportedAt: block.location.line)
        writeGenerated("    let printed = try await \(recorder).capture(run)")
        writeGenerated(
            "    #expect(printed == \(SwiftLiteral.string(expected)), \"the output block differs from what \(function)() prints\")",
            reportedAt: block.location.line)
        writeGenerated("}")
    }
}
