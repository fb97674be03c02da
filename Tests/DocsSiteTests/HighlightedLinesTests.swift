import DocsHighlighting
import Testing

@testable import DocsSite

@Suite struct HighlightedLinesTests {
    @Test func aTokenOverALineBreakIsClosedAndReopened() {
        let lines = HighlightedLines.split(#"<h-k>let</h-k> s = <h-s>"""\#nmany\#n"""</h-s>"#)
        #expect(
            lines == [
                #"<h-k>let</h-k> s = <h-s>"""</h-s>"#,
                #"<h-s>many</h-s>"#,
                #"<h-s>"""</h-s>"#,
            ])
    }

    @Test func elementsOpenOverALineBreakCloseInnermostFirstWithTheirOwnNames() {
        let lines = HighlightedLines.split(#"<span class="x y"><h-c>/* a\#nb */</h-c></span>"#)
        #expect(lines == [#"<span class="x y"><h-c>/* a</h-c></span>"#, #"<span class="x y"><h-c>b */</h-c></span>"#])
    }

    @Test func everyLineOfRealHighlightingStandsAlone() {
        let code = "/* a\n b */\nlet x = \"\"\"\n  y\n  \"\"\"\n"
        for line in HighlightedLines.split(SwiftHighlighter().highlight(code)) {
            #expect(line.components(separatedBy: "<h-").count == line.components(separatedBy: "</h-").count)
        }
    }
}
