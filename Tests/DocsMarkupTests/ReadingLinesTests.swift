import DocsMarkup
import Testing

/// A page's text as readers read it (`Document.readingLines`), which the changes page of a
/// release compares two versions of an article by.
@Suite struct ReadingLinesTests {
    @Test func eachBlockReadsAsItsTextOneLineEach() throws {
        let page = try parse(
            """
            # Routing

            A router *attaches* its children
            and detaches them, with ``Router`` and <doc:Lifecycle>.

            ## Attaching

            - First item
            - Second item
              continued

            1. One
            2. Two

            > Note: Children are attached on the main actor.

            ```swift
            router.attach(child)

            router.detach(child)
            ```

            | Method | Does |
            | --- | --- |
            | `attach` | Adds a child |
            """)
        #expect(
            page.readingLines == [
                "# Routing",
                "A router attaches its children and detaches them, with Router and Lifecycle.",
                "## Attaching",
                "- First item",
                "- Second item continued",
                "1. One",
                "2. Two",
                "Note: Children are attached on the main actor.",
                "    router.attach(child)",
                "",
                "    router.detach(child)",
                "Method | Does",
                "attach | Adds a child",
            ])
    }

    /// Markdown written anew to read the same reads the same: a paragraph wrapped elsewhere, a
    /// link whose words stay and whose destination moves, emphasis written with the other marker.
    @Test func markdownRewrittenToReadTheSameReadsTheSame() throws {
        let before = try parse("# Guide\n\nRead [the guide](a.html) for *more* on it.\n")
        let after = try parse("# Guide\n\nRead [the guide](b.html)\nfor _more_ on it.\n")
        #expect(before.readingLines == after.readingLines)
        let changed = try parse("# Guide\n\nRead [the manual](b.html) for more on it.\n")
        #expect(before.readingLines != changed.readingLines)
    }

    /// Spaces no reader sees are no change: a blank line of code with or without its indentation.
    @Test func spacesEndingALineAreNotRead() throws {
        let before = try parse("# Code\n\n```swift\nfunc f() {\n    \n}\n```\n")
        let after = try parse("# Code\n\n```swift\nfunc f() {\n\n}\n```\n")
        #expect(before.readingLines == after.readingLines)
    }

    /// Directives read as what they show: steps by their number, tabs by their title.
    @Test func directivesReadAsWhatTheyShow() throws {
        let page = try parse(
            """
            # Tutorial

            @TabNavigator {
              @Tab("Swift") {
                Call it.
              }
            }

            @Small {
              Fine print.
            }
            """)
        #expect(page.readingLines == ["# Tutorial", "Swift: Call it.", "Fine print."])
    }

    /// A block of code reads a line for each line, split at line feeds however its characters are
    /// written: combining marks after a line, blank lines, and a carriage return before a line
    /// feed, which Swift reads with it as one character.
    @Test func codeReadsALineForEachLineItHas() throws {
        let page = try parse("# Code\n\n```\nlet café = 1\n\n\u{0301}x\n```\n")
        #expect(page.readingLines == ["# Code", "    let café = 1", "", "    \u{0301}x"])
        let windows = try parse("# Code\r\n\r\n```\r\nlet a = 1\r\nlet b = 2\r\n```\r\n")
        #expect(windows.readingLines == ["# Code", "    let a = 1", "    let b = 2"])
    }
}
