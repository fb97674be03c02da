import DocsFuzzing
import DocsMarkup
import DocsTestSupport
import Foundation
import Testing

/// The fuzz target's pipeline does what a build does with one page: its seeds (the project's
/// pages) go all the way to HTML, and what a build rejects it rejects with the build's errors.
@Suite struct FuzzPipelineTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The seeds of the corpus, as `scripts/fuzz` copies them.
    static let seeds: [String] = {
        let tutorials =
            (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Tutorials").path))
            ?? []
        let folders = ["Articles"] + tutorials.map { "Tutorials/" + $0 }
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent(folder).path))
                ?? [])
                .filter { $0.hasSuffix(".md") }.map { folder + "/" + $0 }
        }.sorted()
    }()

    @Test func thereAreSeeds() {
        #expect(Self.seeds.contains("Articles/GettingStarted.md"))
        #expect(Self.seeds.contains { $0.hasPrefix("Tutorials/") })
    }

    /// Every page of the project but its root is rendered beside the fuzz target's root page,
    /// and is no root of its own; the project's root is a second root beside the fuzz target's,
    /// and a site of its own.
    @Test(arguments: seeds)
    func aProjectPageGoesThroughEveryStage(_ seed: String) throws {
        let bytes = try #require(
            FileManager.default.contents(atPath: Self.packageRoot.appendingPathComponent(seed).path))
        guard case .built(let besideRoot, _, let asRoot) = FuzzPipeline.run(Array(bytes)) else {
            Issue.record("\(seed) did not parse: \(FuzzPipeline.run(Array(bytes)))")
            return
        }
        if String(decoding: bytes, as: UTF8.self).contains("@TechnologyRoot") {
            guard case .rejected(let diagnostics) = besideRoot else {
                Issue.record("\(seed), a root page, beside the root page: \(besideRoot)")
                return
            }
            #expect(
                diagnostics.map(\.message).contains {
                    $0.hasPrefix("more than one page is marked as the technology root")
                })
            guard case .rendered = asRoot else {
                Issue.record("\(seed), a root page, as the root page: \(asRoot)")
                return
            }
            return
        }
        guard case .rendered(let files, let size) = besideRoot else {
            Issue.record("\(seed) beside the root page: \(besideRoot)")
            return
        }
        // The root, the page and the stubs, then search, 404, sitemap, search index, CSS, script and icon.
        #expect(files == 2 + FuzzPipeline.stubNames.count + 7)
        #expect(size > bytes.count)
        guard case .rejected(let diagnostics) = asRoot else {
            Issue.record("\(seed) as the root page: \(asRoot)")
            return
        }
        #expect(diagnostics.map(\.message).contains("no page is marked as the technology root"))
    }

    @Test func bytesThatAreNotUTF8AreRejectedAtTheFirstBadByte() {
        let outcome = FuzzPipeline.run(Array("# Title\n\nCaf".utf8) + [0xC3, 0x28])
        #expect(
            outcome
                == .rejected([
                    Diagnostic(
                        id: .notUTF8, at: DocsMarkup.SourceLocation(file: FuzzPipeline.pagePath, line: 3, column: 4),
                        "the file is not valid UTF-8",
                        hint: "save the file as UTF-8; the first invalid byte is here")
                ]))
    }

    /// Beside the fixed root page it is a second root, which the resolver refuses; alone, it is
    /// a site whose links name the small reference's symbols.
    @Test func aPageWithTheTechnologyRootIsASiteOfItsOwn() {
        let outcome = FuzzPipeline.run(
            Array("# Fuzz\n\n@Metadata {\n    @TechnologyRoot\n}\n\nA ``Kit/Thing`` and <doc:Fuzz>.\n".utf8))
        guard case .built(.rejected(let beside), _, .rendered(let files, _)) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(beside.map(\.message).contains { $0.hasPrefix("more than one page is marked as the technology root") })
        #expect(files > 8)
    }

    /// A page titled with a symbol link extends that symbol's page beside the module page, its
    /// own links checked against the reference; without a root, the other site stops.
    @Test func aDocumentationExtensionGoesOnItsSymbolsPage() {
        let text = "# ``Kit/Thing``\n\nMore about things.\n\n## Topics\n\n### Running\n\n- ``Kit/Thing/run(_:)``\n"
        let outcome = FuzzPipeline.run(Array(text.utf8))
        guard case .built(_, .rendered(let files, _), .rejected(let alone)) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        // The module page as the landing page, the reference's index, Runnable, Thing and run(_:),
        // then search, 404, sitemap, search index, CSS, script and icon.
        #expect(files == 5 + 7)
        #expect(alone.map(\.message).contains("no page is marked as the technology root"))
        // A symbol the reference lacks is the resolver's error.
        guard case .built(_, .rejected(let unknown), _) = FuzzPipeline.run(Array("# ``Kit/Nothing``\n\nText.\n".utf8))
        else {
            Issue.record("an extension of a missing symbol was not rejected")
            return
        }
        #expect(!unknown.isEmpty)
    }

    @Test func aBrokenLinkIsTheResolversError() {
        guard
            case .built(.rejected(let beside), .rejected, .rejected) = FuzzPipeline.run(
                Array("# Fuzz\n\nSee <doc:Nowhere>.\n".utf8))
        else {
            Issue.record("not rejected")
            return
        }
        #expect(beside.map(\.location) == [DocsMarkup.SourceLocation(file: FuzzPipeline.pagePath, line: 3, column: 5)])
    }

    @Test func aPageNestedTooDeepIsRejectedByTheParser() {
        let outcome = FuzzPipeline.run(Array(("# Deep\n\n" + DeepMarkdown.quotes(1_000)).utf8))
        guard case .rejected(let diagnostics) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(
            diagnostics.map(\.message) == ["the content nests more than \(NestingLimit.maximumDepth) levels deep here"])
    }
}
