/// The name of an HTML element, and whether the writer ends a line after it.
///
/// Line breaks go only after block-level elements, so the output reads well in a diff and no
/// white space appears inside inline content or `<pre>`.
struct HTMLTag: Sendable {
    /// The element's name, as written in its tags.
    let name: StaticString
    /// Whether a line break follows the element's end tag (or the void element).
    let breaksLine: Bool

    private init(_ name: StaticString, breaksLine: Bool) {
        self.name = name
        self.breaksLine = breaksLine
    }

    private static func block(_ name: StaticString) -> HTMLTag { HTMLTag(name, breaksLine: true) }
    private static func inline(_ name: StaticString) -> HTMLTag { HTMLTag(name, breaksLine: false) }

    static let html = block("html"), head = block("head"), body = block("body")
    static let header = block("header"), footer = block("footer"), main = block("main"), nav = block("nav")
    static let section = block("section"), div = block("div"), p = block("p")
    static let ul = block("ul"), ol = block("ol"), li = block("li")
    static let pre = block("pre"), blockquote = block("blockquote"), hr = block("hr")
    static let meta = block("meta"), link = block("link"), script = block("script"), title = block("title")
    static let form = block("form")
    static let table = block("table"), thead = block("thead"), tbody = block("tbody"), tr = block("tr")
    static let th = inline("th"), td = inline("td")
    static let a = inline("a"), span = inline("span"), em = inline("em"), strong = inline("strong")
    static let code = inline("code"), img = inline("img"), br = inline("br")
    static let ins = inline("ins"), del = inline("del")
    static let input = inline("input"), label = inline("label"), button = inline("button")
    static let picture = inline("picture"), source = inline("source"), video = block("video"), small = inline("small")
    static let figure = block("figure"), figcaption = block("figcaption")
    static let details = block("details"), summary = inline("summary"), aside = block("aside")

    /// `h2` … `h6`; levels outside that range are clamped (`h1` is the page title's alone).
    static func heading(_ level: Int) -> HTMLTag {
        switch level {
        case ...2: h2
        case 3: h3
        case 4: h4
        case 5: h5
        default: h6
        }
    }

    static let h1 = block("h1"), h2 = block("h2"), h3 = block("h3"), h4 = block("h4"), h5 = block("h5"),
        h6 = block("h6")
}
