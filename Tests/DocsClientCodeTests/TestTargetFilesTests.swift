import DocsClientCode
import DocsCodeBlocks
import DocsMarkup
import Foundation
import Testing

/// A catalog article's blocks as the build plugin compiles them in a test target, where any error
/// fails the build.
@Suite struct TestTargetFilesTests {
    private func files(_ markdown: String) throws -> String {
        let page = ClientPage(markdown: SourceFile(path: "Kit.docc/Page.md", text: markdown), module: "napkin")
        return try ClientTestFiles.files(for: [page], baseName: "Page", count: 8).map(\.text).joined()
    }

    /// An excerpt that says code is left out, and a block that uses what it declares, are left to
    /// `napkin-docs check`, which alone can tell whether they compile; the blocks around them are
    /// compiled.
    @Test func anExcerptAndTheBlocksThatUseItAreLeftOutTheOthersAreCompiled() throws {
        let text = try files(
            """
            ```swift
            let before = 1
            ```

            ```swift
            protocol Welcoming {
                func welcome(_ guest: String) -> String
            }

            struct Usher: Welcoming {
                // ... the welcome
            }
            ```

            ```swift
            let usher = Usher()
            ```

            ```swift
            let crowd = usher
            ```

            ```swift
            let after = before + 1
            ```
            """)
        #expect(text.contains("let before = 1"))
        #expect(text.contains("let after = before + 1"))
        #expect(!text.contains("struct Usher"))
        #expect(!text.contains("Usher()"))
        #expect(!text.contains("let crowd"))
    }

    /// A function is used by its base name (`average`), though it is declared with its labels
    /// (`average(_:)`); what a left-out function prints is checked by napkin-docs check alone.
    @Test func aLeftOutFunctionsCallersAndOutputAreLeftOutToo() throws {
        let text = try files(
            """
            ```swift
            func average(_ values: [Double]) -> Double {
                // ... add them up
                return 0
            }
            ```

            ```swift
            let mean = average([1, 2])
            ```

            ```swift
            func greet() {
                print("Hi")
                // ... and more
            }
            ```

            ```text output=greet
            Hi
            ```

            ```swift
            let kept = 1
            ```
            """)
        #expect(!text.contains("average"))
        #expect(!text.contains("greet"))
        #expect(text.contains("let kept = 1"))
    }

    /// A block that declares again a name an excerpt declared is compiled, with its own version.
    @Test func aBlockThatDeclaresAgainWhatAnExcerptDeclaredIsCompiled() throws {
        let text = try files(
            """
            ```swift
            struct Usher {
                func welcome() {
                    // the welcome
                }
            }
            ```

            ```swift
            struct Usher {
                func welcome() -> String { "Welcome!" }
            }
            ```

            ```swift
            let line = Usher().welcome()
            ```
            """)
        #expect(!text.contains("// the welcome"))
        #expect(text.contains("\"Welcome!\""))
        #expect(text.contains("let line = Usher().welcome()"))
    }
}
