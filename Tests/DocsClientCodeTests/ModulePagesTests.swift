import DocsClientCode
import DocsMarkup
import DocsTestSupport
import Foundation
import Testing

/// Reading a documented module's pages: nothing the author wrote is passed over in silence.
@Suite struct ModulePagesTests {
    @Test func aSourceFileThatCannotBeReadIsReportedAtItsFirstBadByte() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "Sources/Kit/Kit.swift",
            "/// A kit.\n///\n/// ```swift\n/// let kit = Kit()\n/// ```\npublic struct Kit { public init() {} }\n")
        try directory.write(
            "Sources/Kit/Latin1.swift", bytes: Array("/// Caf".utf8) + [0xE9] + Array("\npublic let cafe = 1\n".utf8))
        let module = DocumentedModule(
            name: "Kit", catalogs: [],
            sourceFiles: [
                directory.url.appending(path: "Sources/Kit/Kit.swift"),
                directory.url.appending(path: "Sources/Kit/Latin1.swift"),
                directory.url.appending(path: "Sources/Kit/Gone.swift"),
            ])
        let read = ModulePages(reading: module, reader: SourceReader(baseDirectory: directory.url))
        #expect(read.pages.map(\.sourcePath) == ["Sources/Kit/Kit.swift"])
        #expect(
            read.problems.map { "\($0.location): \($0.message)" } == [
                "Sources/Kit/Gone.swift:1:1: cannot read the file",
                "Sources/Kit/Latin1.swift:1:8: the file is not valid UTF-8",
            ])
    }
}
