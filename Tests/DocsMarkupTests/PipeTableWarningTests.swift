import DocsMarkup
import Testing

/// The warnings a page that parses produces, as `file:line:column: warning: message`.
private func warnings(_ markdown: String) throws -> [String] {
    try parse(markdown).warnings.map { "\($0.location): \($0.severity.rawValue): \($0.message)" }
}

private let message = "a GFM table is not supported; it shows as a paragraph of `|` characters"

@Suite struct PipeTableWarningTests {
    @Test func aTableIsAWarningAtItsHeaderRowAndTheTextIsKept() throws {
        let document = try parse("# T\n\n| Type | Isolation |\n|---|:--:|\n| Router | @MainActor |\n")
        #expect(document.warnings.map(\.description) == [
            "Articles/Page.md:3:1: warning: \(message)\n"
                + "Articles/Page.md:3:1: note: write it as a list, or lay it out side by side with @Row { @Column { … } }",
        ])
        #expect(document.blocks.count == 1)
        #expect(document.blocks[0].inlineContent.first == .text("| Type | Isolation |"))
    }

    @Test func aTableAfterTextOrInsideContainersIsFoundWhereItsHeaderIs() throws {
        #expect(try warnings("# T\n\nSome text\nType | Isolation\n:-- | --:\n") == ["Articles/Page.md:4:1: warning: \(message)"])
        #expect(try warnings("# T\n\n- item\n\n  | a | b |\n  | - | - |\n") == ["Articles/Page.md:5:3: warning: \(message)"])
        #expect(try warnings("# T\n\n> | a |\n> |---|\n") == ["Articles/Page.md:3:3: warning: \(message)"])
        #expect(try warnings("# T\n\n@Row {\n    @Column {\n        | a | b |\n        |---|---|\n    }\n}\n")
            == ["Articles/Page.md:5:9: warning: \(message)"])
    }

    @Test func onlyARealTableShapeWarns() throws {
        let notTables = [
            "```\n| a | b |\n|---|---|\n```\n",          // fenced code
            "    | a | b |\n    |---|---|\n",            // indented code
            "| a | b |\n| c | d |\n",                     // no delimiter row
            "| a | b |\n|---|---|---|\n",                 // cell counts differ
            "a | b\n---\n",                               // a setext heading
            "Options: a \\| b\n|---|\n",                  // the header's pipe is escaped
            "| a | b |\n\n|---|---|\n",                   // not one paragraph
            "Text with a | pipe.\n",
        ]
        for markdown in notTables {
            #expect(try warnings("# T\n\n" + markdown).isEmpty, "\(markdown)")
        }
    }

    @Test func warningsComeWithTheErrorsOfAPageThatFails() {
        #expect(errors("# T\n\n| a | b |\n|---|---|\n\n@Unknown\n") == [
            "Articles/Page.md:3:1: warning: \(message)",
            "Articles/Page.md:6:1: error: unknown directive @Unknown",
        ])
    }
}
