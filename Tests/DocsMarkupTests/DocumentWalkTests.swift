import DocsMarkup
import Testing

/// The walks over a parsed document's inlines: ``Document/forEachReference(_:)`` hands on
/// exactly the inlines that lead somewhere, in the order ``Document/forEachInline(_:)`` visits
/// them, wherever they are nested.
@Suite struct DocumentWalkTests {
    /// A page with links in its title, in emphasis and strong text, inside a link's text, in a
    /// list, a quote, an aside, a table and a step, and text, code and breaks between them.
    private let markdown = """
        # A <doc:Title> and ``Kit``

        Some *emphasised [link](a.md) with **strong ![image](b.png)***, `code` and <doc:Other#Part>.
        Text on a second line.

        - An item with [a link with ![an image](c.png) inside](d.md)
          - nested ``Kit/run()``

        > A quote linking <doc:Quoted>.

        > Note: An aside with [e](e.md).

        | Column | Other |
        | ------ | ----- |
        | [f](f.md) | ``Kit/stop()`` |

        @Steps {
          @Step {
            A step with [g](g.md).
          }
        }
        """

    /// What the walk of `body`'s kind hands on, as text.
    private func described(_ walk: (_ body: (Inline) -> Void) -> Void) -> [String] {
        var found: [String] = []
        walk { inline in
            switch inline {
            case .docLink(let name, _): found.append("doc:" + name)
            case .symbolLink(let name, _): found.append("symbol:" + name)
            case .link(let destination, _, _, _): found.append("link:" + destination)
            case .image(let source, _, _, _): found.append("image:" + source)
            case .text, .code, .emphasis, .strong, .html, .softBreak, .lineBreak: break
            }
        }
        return found
    }

    @Test func everyReferenceIsHandedOnInTheOrderOfAllInlines() throws {
        let document = try parse(markdown)
        let references = described(document.forEachReference)
        #expect(references == described(document.forEachInline))
        #expect(
            references == [
                "doc:Title", "symbol:Kit", "link:a.md", "image:b.png", "doc:Other#Part", "link:d.md", "image:c.png",
                "symbol:Kit/run()", "doc:Quoted", "link:e.md", "link:f.md", "symbol:Kit/stop()", "link:g.md",
            ])
    }

    @Test func textAloneHandsOnNothing() throws {
        var count = 0
        try parse("# Title\n\nJust *text*, `code` and **more**.\n").forEachReference { _ in count += 1 }
        #expect(count == 0)
    }
}
