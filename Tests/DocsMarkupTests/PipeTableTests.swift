import DocsMarkup
import Testing

/// GitHub-flavoured pipe tables, read on top of cmark: the table examples of the GFM
/// specification (0.29-gfm, examples 198–205), then what DocC catalogs add around them.
@Suite struct PipeTableTests {
    /// The blocks of a page whose body is `markdown`.
    private func blocks(_ markdown: String) throws -> [Block] {
        try parse("# T\n\n" + markdown).blocks
    }

    /// The one table among `blocks`.
    private func table(_ blocks: [Block]) throws -> Table {
        let tables = blocks.compactMap { block -> Table? in if case .table(let table, _) = block { table } else { nil }
        }
        try #require(tables.count == 1, "\(blocks)")
        return tables[0]
    }

    /// Each cell as plain text.
    private func text(_ cells: [[Inline]]) -> [String] { cells.map(\.plainText) }

    @Test func example198() throws {
        let table = try table(blocks("| foo | bar |\n| --- | --- |\n| baz | bim |\n"))
        #expect(text(table.header) == ["foo", "bar"])
        #expect(table.rows.map(text) == [["baz", "bim"]])
        #expect(table.alignments == [nil, nil])
    }

    @Test func example199AlignmentsAndOptionalOuterPipes() throws {
        let table = try table(blocks("| abc | defghi |\n:-: | -----------:\nbar | baz\n"))
        #expect(table.alignments == [.center, .right])
        #expect(text(table.header) == ["abc", "defghi"])
        #expect(table.rows.map(text) == [["bar", "baz"]])
    }

    @Test func example200EscapedPipesInsideInlines() throws {
        let table = try table(blocks("| f\\|oo  |\n| ------ |\n| b `\\|` az |\n| b **\\|** im |\n"))
        #expect(text(table.header) == ["f|oo"])
        #expect(table.rows[0][0] == [.text("b "), .code("|"), .text(" az")])
        #expect(table.rows[1][0] == [.text("b "), .strong([.text("|")]), .text(" im")])
    }

    @Test func example201ABlockEndsTheTable() throws {
        let blocks = try blocks("| abc | def |\n| --- | --- |\n| bar | baz |\n> bar\n")
        #expect(try table(blocks).rows.map(text) == [["bar", "baz"]])
        guard case .blockQuote(let quote, _) = blocks.last else {
            Issue.record("\(blocks)")
            return
        }
        #expect(quote.first?.inlineContent == [.text("bar")])
    }

    @Test func example202ABlankLineEndsTheTableAndARowWithoutAPipeIsACell() throws {
        let blocks = try blocks("| abc | def |\n| --- | --- |\n| bar | baz |\nbar\n\nbar\n")
        #expect(try table(blocks).rows.map(text) == [["bar", "baz"], ["bar", ""]])
        #expect(blocks.last?.inlineContent == [.text("bar")])
    }

    @Test func example203ADelimiterRowOfAnotherWidthIsNoTable() throws {
        let blocks = try blocks("| abc | def |\n| --- |\n| bar |\n")
        #expect(blocks.count == 1)
        #expect(blocks.first?.inlineContent.first == .text("| abc | def |"))
    }

    @Test func example204ShortRowsAreFilledAndLongOnesCut() throws {
        let table = try table(blocks("| abc | def |\n| --- | --- |\n| bar |\n| bar | baz | boo |\n"))
        #expect(table.rows.map(text) == [["bar", ""], ["bar", "baz"]])
    }

    @Test func example205AHeaderWithoutABody() throws {
        let table = try table(blocks("| abc | def |\n| --- | --- |\n"))
        #expect(text(table.header) == ["abc", "def"])
        #expect(table.rows.isEmpty)
    }

    @Test func textBeforeTheHeaderRowStaysAParagraph() throws {
        let blocks = try blocks("Some *text*\nType | Isolation\n:-- | --:\nRouter | `@MainActor`\n")
        #expect(blocks.count == 2)
        #expect(blocks.first?.inlineContent == [.text("Some "), .emphasis([.text("text")])])
        #expect(try table(blocks).rows[0][1] == [.code("@MainActor")])
    }

    @Test func tablesInsideContainersAndDirectives() throws {
        #expect(
            try table(blocks("- item\n\n  | a | b |\n  | - | - |\n  | 1 | 2 |\n").flatMap(\.childBlocks)).rows.map(text)
                == [["1", "2"]])
        #expect(try table(blocks("> | a |\n> |---|\n> | 1 |\n").flatMap(\.childBlocks)).rows.map(text) == [["1"]])
        let row = try blocks("@Row {\n    @Column {\n        | a | b |\n        |---|---|\n    }\n}\n")
        #expect(try table(row.flatMap(\.childBlocks)).header.count == 2)
    }

    @Test func aCellIsAlwaysInline() throws {
        let table = try table(
            blocks("| h1 | h2 | h3 |\n|---|---|---|\n| # not a heading | - not a list | 1. not a list |\n"))
        #expect(text(table.rows[0]) == ["# not a heading", "- not a list", "1. not a list"])
    }

    @Test func linksInCellsKeepTheirPlaceInTheFile() throws {
        let document = try parse("# T\n\n| Page | Symbol |\n|---|---|\n| <doc:Lifecycle> | ``Router`` |\n")
        var links: [String] = []
        document.forEachInline { inline in
            switch inline {
            case .docLink(let name, let location): links.append("\(name)@\(location.line):\(location.column)")
            case .symbolLink(let name, let location): links.append("\(name)@\(location.line):\(location.column)")
            default: break
            }
        }
        #expect(links == ["Lifecycle@5:3", "Router@5:21"])
    }

    @Test func onlyARealTableShapeIsATable() throws {
        let notTables = [
            "```\n| a | b |\n|---|---|\n```\n",  // fenced code
            "    | a | b |\n    |---|---|\n",  // indented code
            "| a | b |\n| c | d |\n",  // no delimiter row
            "a | b\n---\n",  // a setext heading
            "Options: a \\| b\n|---|\n",  // the header's pipe is escaped
            "| a | b |\n\n|---|---|\n",  // not one paragraph
            "Text with a | pipe.\n",
        ]
        for markdown in notTables {
            #expect(try blocks(markdown).allSatisfy { if case .table = $0 { false } else { true } }, "\(markdown)")
        }
    }
}
