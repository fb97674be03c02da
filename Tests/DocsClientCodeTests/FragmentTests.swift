import DocsClientCode
import Testing

/// Which blocks are excerpts that cannot compile alone, and which are broken code: a block is a
/// fragment only for what marks an excerpt, never for any syntax error.
@Suite struct FragmentTests {
    private func fragment(_ code: String) -> String? {
        BlockSyntax(lines: code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)).fragment?
            .description
    }

    @Test func codeLeftOutIsAFragment() {
        #expect(fragment("func run() {\n    ...\n}") == "leaves code out with '...'")
        #expect(fragment("let x = load(…)") == "leaves code out with '...'")
        #expect(fragment("struct S {\n    // ...\n    public get() -> Int\n}") == "leaves code out with '...'")
        // A comment of dots in code that is valid Swift: compiled, a fragment only if it fails as
        // code left out does (ClientCheckTests).
        #expect(fragment("struct MySpan: Span {\n    // ... every requirement of Span ...\n}") == nil)
    }

    @Test func aRangeIsNotCodeLeftOut() {
        #expect(fragment("for index in 0...5 { print(index) }") == nil)
        // Broken code with a range in it is broken code.
        #expect(fragment("for index in 0...5 { print(index }") == nil)
        #expect(fragment("let all = numbers[...]") == nil)
    }

    @Test func dotsThatParseAsARangeButStandForArgumentsAreCodeLeftOut() {
        #expect(fragment("instrument.extract(request, into: &context, using: ...)") == "leaves code out with '...'")
        #expect(fragment("let span = startSpan(...)") == "leaves code out with '...'")
    }

    @Test func placeholdersMembersAndExcerptsAreFragments() {
        #expect(fragment("let logger = Logger(label: <#label#>)") == "has a placeholder (<#…#>) to fill in")
        #expect(fragment("init(label: String) {}") == "is an initializer, a member shown outside its type")
        #expect(fragment("case running") == "is an enum case shown outside its enum")
        #expect(fragment("static func make() -> Int { 1 }") == "is declared 'static', a member shown outside its type")
        #expect(
            fragment("@Option var count: Int")
                == "is a property with the wrapper @Option, a member shown outside its type")
        #expect(fragment("func info(_ message: String)") == "is a function's signature without its body")
        #expect(fragment("var level: Int { get set }") == "is a property's requirement ({ get }) without its body")
        #expect(
            fragment(".package(url: \"https://example.org/kit\", from: \"1.0.0\"),")
                == "starts with '.', an excerpt of an argument list or of a member")
        #expect(fragment("dependencies: [\n    .product(name: \"Kit\", package: \"kit\")\n]") != nil)
        #expect(
            fragment("extension Logger {\n    func info(_ message: String)\n}")
                == "shows a declaration's signature without its body")
        #expect(fragment("self.children.append(child)") == "uses 'self' outside a type: a method's body, excerpted")
        #expect(
            fragment("var span: any Span\nfunc fail(_ error: Error) { span.end() }")
                == "is a stored property without a value, shown outside its type")

    }

    @Test func aCollectionLiteralAloneIsAValueShownAsData() {
        let shown = "is an array or dictionary literal alone, a value shown as data"
        #expect(fragment("[\n    \"http.port\": 8080,\n    \"http.host\": \"127.0.0.1\",\n]") == shown)
        #expect(fragment("import Foundation\n\n[1, 2, 3]") == shown)
        // A literal that is used, or given to something, is code.
        #expect(fragment("let values = [\"port\": 8080]") == nil)
        #expect(fragment("[1, 2, 3].forEach { print($0) }") == nil)
        #expect(fragment("print([1, 2])\n[3, 4]") == nil)
        // One that calls or names anything is code, compiled so that it can drift.
        #expect(fragment("[Router.make(), Router.shared]") == nil)
        #expect(fragment("[\"limit\": -1, \"on\": true, \"name\": nil]") == shown)
    }

    @Test func completeCodeIsNotAFragment() {
        #expect(fragment("let name: String\nname = \"Ada\"\nprint(name)") == nil)
        #expect(fragment("let types = [Int.self, String.self]") == nil)
        #expect(fragment("protocol Service {\n    func run() async\n    var name: String { get }\n}") == nil)
        #expect(fragment("@MainActor var counter = 0") == nil)
        #expect(
            fragment("struct Counter {\n    var value = 0\n    mutating func increment() { self.value += 1 }\n}") == nil
        )
    }

    @Test func brokenCodeIsNotAFragmentButASyntaxError() {
        let syntax = BlockSyntax(lines: ["let x = (1 + 2", "print(x)"])
        #expect(syntax.fragment == nil)
        #expect(syntax.syntaxError != nil)
    }
}
