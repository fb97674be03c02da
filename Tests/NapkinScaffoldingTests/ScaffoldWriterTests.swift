import DocsTestSupport
import Foundation
import Testing

@testable import NapkinScaffolding

/// The writer writes every file or none, and never over an existing one.
@Suite struct ScaffoldWriterTests {
    private let directory: TemporaryDirectory
    private let writer: ScaffoldWriter

    init() throws {
        directory = try TemporaryDirectory()
        writer = ScaffoldWriter(
            sources: directory.url.appendingPathComponent("Sources/App"),
            tests: directory.url.appendingPathComponent("Tests/AppTests"))
    }

    @Test func writesEveryFileWhereItBelongs() throws {
        let files =
            try Scaffold.files(for: .napkin(TypeName("Profile"), view: .neutral))
            + Scaffold.files(for: .tests(TypeName("Profile"), view: .neutral, launch: false, module: "App"))
        try writer.write(files)
        for file in files {
            let folder = file.place == .sources ? "Sources/App" : "Tests/AppTests"
            #expect(directory.read("\(folder)/\(file.name)") == file.contents)
        }
    }

    @Test func refusesToWriteOverAFileAndWritesNothing() throws {
        try directory.write("Sources/App/ProfileRouter.swift", "// mine\n")
        let files = try Scaffold.files(for: .napkin(TypeName("Profile"), view: .none))
        #expect {
            try writer.write(files)
        } throws: { error in
            guard case .filesExist(let paths) = error as? ScaffoldError else { return false }
            return paths.count == 1 && paths[0].hasSuffix("Sources/App/ProfileRouter.swift")
                && "\(error)".contains("Nothing was written")
        }
        #expect(directory.read("Sources/App/ProfileRouter.swift") == "// mine\n")
        #expect(try directory.contents(of: "Sources/App").keys.sorted() == ["ProfileRouter.swift"])
    }

    /// A second launch napkin meets LaunchComponent.swift, whose name no napkin name changes.
    @Test func aSecondLaunchNapkinIsNotToldToChooseAnotherName() throws {
        try writer.write(try Scaffold.files(for: .launch(TypeName("Root"), view: .none)))
        #expect {
            try writer.write(try Scaffold.files(for: .launch(TypeName("Other"), view: .none)))
        } throws: { error in
            let text = "\(error)"
            return text.contains("LaunchComponent.swift already exists: the target has a launch napkin already")
                && !text.contains("choose another name")
        }
    }

    @Test func testsNeedATestTarget() throws {
        let files = try Scaffold.files(for: .tests(TypeName("Profile"), view: .none, launch: false, module: "App"))
        let withoutTests = ScaffoldWriter(sources: directory.url, tests: nil)
        #expect(throws: ScaffoldError.noTestDirectory) { try withoutTests.write(files) }
    }
}
