import DocsClientCode
import Testing

/// The doc comments of a module's public declarations, read from its source with their lines
/// at their places in the `.swift` file.
@Suite struct DocCommentReaderTests {
    private func pages(_ source: String) -> [ClientPage] {
        DocCommentReader(module: "Kit").pages(inSource: source, path: "Sources/Kit/Kit.swift")
    }

    private let example = "/// ```swift\n/// let value = 1\n/// ```\n"

    @Test func onlyPublicDeclarationsThatClientsSeeAreRead() {
        let source = """
            \(example)public struct Shown {
            \(example.replacingOccurrences(of: "///", with: "    ///"))    public func member() {}
            \(example.replacingOccurrences(of: "///", with: "    ///"))    func internalMember() {}
            }
            \(example)struct Hidden {
            \(example.replacingOccurrences(of: "///", with: "    ///"))    public func inHidden() {}
            }
            public extension Shown {
            \(example.replacingOccurrences(of: "///", with: "    ///"))    func fromPublicExtension() {}
            }
            public protocol Service {
            \(example.replacingOccurrences(of: "///", with: "    ///"))    func requirement()
            }
            \(example)public func _underscored() {}
            \(example)@_spi(Private) public func spi() {}
            """
        #expect(
            pages(source).map(\.name) == [
                "Shown", "Shown.member()", "Shown.fromPublicExtension()", "Service.requirement()",
            ])
    }

    @Test func aBlockKeepsItsPlaceInTheSwiftFile() throws {
        let page = try #require(
            pages(
                "public enum Kit {\n    /// Makes one.\n    ///\n    /// ```swift\n    /// let kit = Kit.make()\n    /// ```\n    public static func make() {}\n}\n"
            ).first)
        let block = try #require(page.blocks.first)
        #expect(block.location.description == "Sources/Kit/Kit.swift:4:9")
        #expect(block.lines.map(\.sourceLine) == [5])
        // Put back at its column: the compiler reports the block's errors where the file has them.
        #expect(
            block.lines.map { String(repeating: " ", count: $0.indentation) + $0.compiled } == [
                "        let kit = Kit.make()"
            ])
    }

    /// A declaration that `#if` certainly leaves out of this build keeps its blocks on the page,
    /// shown only with the condition; one behind a condition the package decides is compiled.
    @Test func aDeclarationLeftOutByIfIsShownOnly() {
        let source = """
            #if os(Windows)
            \(example)public struct OnWindows {}
            #elseif DEBUG
            \(example)public struct InDebug {}
            #else
            \(example)public struct Otherwise {}
            #endif
            #if canImport(UIKit)
            \(example)public struct WithUIKit {}
            #endif
            #if canImport(KitExtras)
            \(example)public struct WithExtras {}
            #endif
            """
        let roles = pages(source).map { ($0.name, $0.blocks.first?.role) }
        #expect(roles.map(\.0) == ["OnWindows", "InDebug", "Otherwise", "WithUIKit", "WithExtras"])
        let reasons = roles.map { name, role -> String in
            guard case .shownOnly(let reason)? = role else { return "compiled" }
            return reason
        }
        #expect(
            reasons == [
                "Documents a declaration of another build: `#if os(Windows)` leaves it out of this build.",
                "compiled",
                "Documents a declaration of another build: this build takes `#elseif DEBUG` instead.",
                "Documents a declaration of another build: `#if canImport(UIKit)` leaves it out of this build.",
                "compiled",
            ])
        let api = DocCommentReader(module: "Kit").read(source: source, path: "Kit.swift").api
        #expect(api.names == ["InDebug", "WithExtras"])
    }

    /// A fence without a language whose code parses as Swift is a Swift block; text, a command
    /// and a lone name or value stay as written.
    @Test func anUnlabeledFenceIsSwiftWhenItParsesAsSwift() {
        let fences = ["let kit = Kit.make()", "$ swift build", "Hello, world!", "42", "kit.run()"]
        let comment = fences.map { "/// ```\n/// \($0)\n/// ```\n///\n" }.joined()
        let page = pages("\(comment)public struct Kit {}\n").first
        #expect(page?.blocks.map(\.language) == ["swift", nil, nil, nil, "swift"])
    }
}
