import DocsTestSupport
import Foundation
import Testing

/// The modules `check` compiles blocks against: it needs only what the documentation can
/// import to build, and imports what a page assumes without saying so.
@Suite struct CheckModulesTests {
    /// A test-support target that no product names and that does not build here (as happens
    /// to a target written for Apple's platforms) does not stop the check of the library's pages;
    /// a test written with XCTest that leaves its import out compiles with it.
    @Test func aTargetNoPageCanImportDoesNotStopTheCheckAndXCTestIsTried() async throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "Package.swift",
            """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(
                name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])],
                targets: [.target(name: "Kit"), .target(name: "KitTestSupport", dependencies: ["Kit"])])
            """)
        try directory.write("Sources/Kit/Kit.swift", "/// A kit.\npublic struct Kit { public init() {} }\n")
        try directory.write("Sources/KitTestSupport/Support.swift", "let broken: Int = \"not on this platform\"\n")
        try directory.write(
            "Sources/Kit/Kit.docc/Kit.md",
            """
            # ``Kit``

            A kit.

            ```swift
            let kit = Kit()
            ```

            ```swift
            final class KitTests: XCTestCase {
                func testKit() { XCTAssertNotNil(Kit()) }
            }
            ```
            """)
        let check = try await FinishedProcess.run(NapkinDocsExecutable.url(), ["check"], in: directory.url)
        #expect(check.status == 0, "\(check.standardError)")
        #expect(
            check.standardError.contains(
                "note: the package does not build whole (run `swift build` to see why); building what its documentation can import: Kit"
            ), "\(check.standardError)")
        #expect(check.standardOutput.hasPrefix("Swift blocks: 2 found, 2 compiled"), "\(check.standardOutput)")
        #expect(check.standardOutput.contains("(XCTAssertNotNil, XCTestCase)"), "\(check.standardOutput)")
    }

    /// A tool's package has no library: the site shows its executable's catalog, so `check`
    /// compiles its blocks too (it found none, while the site said to run it), against the
    /// executable's module.
    @Test func theCatalogOfAnExecutableIsCheckedAsTheSiteShowsIt() async throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "Package.swift",
            """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(name: "Tool", targets: [.executableTarget(name: "Tool")])
            """)
        try directory.write(
            "Sources/Tool/main.swift", "/// Greets.\npublic func greet() -> String { \"hi\" }\nprint(greet())\n")
        try directory.write(
            "Sources/Tool/Tool.docc/Tool.md",
            """
            # ``Tool``

            A tool.

            ```swift
            let greeting: String = greet()
            ```

            ```swift
            let count: Int = greet()
            ```
            """)
        let check = try await FinishedProcess.run(NapkinDocsExecutable.url(), ["check"], in: directory.url)
        #expect(check.status != 0)
        #expect(
            check.standardOutput.hasPrefix("Swift blocks: 2 found, 1 compiled, 1 failed"), "\(check.standardOutput)")
        #expect(
            check.standardError.contains(
                "Sources/Tool/Tool.docc/Tool.md:10:18: error: cannot convert value of type 'String'"),
            "\(check.standardError)")
        let build = try await FinishedProcess.run(NapkinDocsExecutable.url(), ["build"], in: directory.url)
        #expect(
            build.standardOutput.contains("Swift blocks: 1 of 2 compiled in the last napkin-docs check"),
            "\(build.standardOutput)")
    }

    /// An executable that does not build here (one written for Apple's platforms) does not stop
    /// the check of the library's pages: its catalog is left unchecked, and the check says so.
    @Test func theCatalogOfAnExecutableThatDoesNotBuildIsLeftWithANote() async throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "Package.swift",
            """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(
                name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])],
                targets: [.target(name: "Kit"), .executableTarget(name: "Tool", dependencies: ["Kit"])])
            """)
        try directory.write("Sources/Kit/Kit.swift", "/// A kit.\npublic struct Kit { public init() {} }\n")
        try directory.write("Sources/Tool/main.swift", "let broken: Int = \"not on this platform\"\n")
        try directory.write("Sources/Kit/Kit.docc/Kit.md", "# ``Kit``\n\nA kit.\n\n```swift\nlet kit = Kit()\n```\n")
        try directory.write(
            "Sources/Tool/Tool.docc/Tool.md", "# Tool\n\nA tool.\n\n```swift\nlet count: Int = 1\n```\n")
        let check = try await FinishedProcess.run(NapkinDocsExecutable.url(), ["check"], in: directory.url)
        #expect(check.status == 0, "\(check.standardError)")
        #expect(
            check.standardError.contains(
                "note: Sources/Tool/Tool.docc is not checked: the package's build did not make the module Tool (run `swift build` to see why)"
            ),
            "\(check.standardError)")
        #expect(check.standardOutput.hasPrefix("Swift blocks: 1 found, 1 compiled"), "\(check.standardOutput)")
    }

    /// In a package laid out as napkin is, with pages in a top-level `Articles/` that no target
    /// holds, `check` checks the pages `build` shows; and the site's count of Swift blocks
    /// covers the snippets its pages show, as the check's does.
    @Test func theCheckAndTheSiteCountTheSameBlocks() async throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "Package.swift",
            """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])
            """)
        try directory.write("Sources/Kit/Kit.swift", "/// A kit.\npublic struct Kit { public init() {} }\n")
        try directory.write(
            "Articles/Guide.md",
            "# Guide\n\n@Metadata {\n    @TechnologyRoot\n}\n\nMaking a kit.\n\n```swift\nimport Kit\n\nlet kit = Kit()\n```\n\n@Snippet(path: \"Kit/Snippets/Hello\")\n"
        )
        try directory.write("Snippets/Hello.swift", "import Kit\n\nlet hello = Kit()\n")
        let check = try await FinishedProcess.run(NapkinDocsExecutable.url(), ["check"], in: directory.url)
        #expect(check.status == 0, "\(check.standardError)")
        #expect(check.standardOutput.hasPrefix("Swift blocks: 2 found, 2 compiled"), "\(check.standardOutput)")
        let build = try await FinishedProcess.run(NapkinDocsExecutable.url(), ["build"], in: directory.url)
        #expect(build.status == 0, "\(build.standardError)")
        let landing = try #require(directory.read("Site/index.html"))
        #expect(
            landing.contains("2 of the 2 Swift blocks of these pages compiled in the last napkin-docs check"),
            "\(build.standardOutput)")
    }
}
