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

    @Test func carriesTheGenerationAndTheEndpoint() {
        let script = LiveReloadScript.element(generation: 42)
        #expect(script.hasPrefix("<script>"))
        #expect(script.contains("var generation = 42"))
        #expect(script.contains("\(LiveReloadScript.endpoint)?revision="))
        #expect(script.contains("location.reload()"))
        #expect(script.contains("setTimeout(poll, delay)"))
    }

    /// A failed build's errors show in a box over the page, written as text (never as HTML),
    /// and the box goes when the errors do.
    @Test func showsTheErrorsOfAFailedBuildAsText() {
        let script = LiveReloadScript.element(generation: 1)
        #expect(script.contains(#"box.id = "\#(LiveReloadScript.errorsElementID)""#))
        #expect(script.contains("list.textContent = errors.join"))
        #expect(script.contains("if (!errors.length) { if (box) { box.remove(); } return; }"))
        #expect(!script.contains("innerHTML"))
    }
}
