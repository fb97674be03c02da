import Testing
@testable import DocsSite

@Suite struct HighlightedLinesTests {
    @Test func aSpanOverALineBreakIsClosedAndReopened() {
        let lines = HighlightedLines.split(#"<span class="kw">let</span> s = <span class="str">"""\#nmany\#n"""</span>"#)
        #expect(lines == [
            #"<span class="kw">let</span> s = <span class="str">"""</span>"#,
            #"<span class="str">many</span>"#,
            #"<span class="str">"""</span>"#,
        ])
    }

    @Test func everyLineOfRealHighlightingStandsAlone() {
        let code = "/* a\n b */\nlet x = \"\"\"\n  y\n  \"\"\"\n"
        for line in HighlightedLines.split(SwiftHighlighter().highlight(code)) {
            #expect(line.components(separatedBy: "<span").count == line.components(separatedBy: "</span>").count)
        }
    }
}
