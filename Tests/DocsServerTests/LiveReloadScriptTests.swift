import DocsServer
import Foundation
import Testing

@Suite struct LiveReloadScriptTests {
    private func inject(_ html: String, generation: Int = 3) -> String {
        String(decoding: LiveReloadScript.inject(into: Data(html.utf8), generation: generation), as: UTF8.self)
    }

    @Test func goesBeforeTheLastClosingBody() {
        let script = LiveReloadScript.element(generation: 3)
        #expect(
            inject("<html><body><pre>&lt;/body&gt;</pre></body></html>")
                == "<html><body><pre>&lt;/body&gt;</pre>\(script)</body></html>")
        #expect(inject("<HTML><BODY>x</BODY></HTML>") == "<HTML><BODY>x\(script)</BODY></HTML>")
        #expect(inject("<p>fragment</p>") == "<p>fragment</p>\(script)")
    }

    /// The script's names are filled in: the page's generation, the endpoint it polls, the id of
    /// the errors' box. What the script does with them (reload after a new build, the errors of
    /// a failed one over the page, as text, gone after the fix) is checked in a real browser by
    /// the browser suite's live-reload check (`Tests/Browser/check_live_reload.py`).
    @Test func carriesTheGenerationTheEndpointAndTheErrorsBox() {
        let script = LiveReloadScript.element(generation: 42)
        #expect(script.hasPrefix("<script>") && script.hasSuffix("</script>\n"))
        #expect(script.contains("var generation = 42,"))
        #expect(script.contains("\"\(LiveReloadScript.endpoint)?revision=\""))
        #expect(script.contains("\"\(LiveReloadScript.errorsElementID)\""))
        #expect(script.firstMatch(of: /__[A-Z_]+__/) == nil, "a name of live-reload.js is not filled in")
        #expect(LiveReloadScript.element(generation: 7) != script)
    }
}
