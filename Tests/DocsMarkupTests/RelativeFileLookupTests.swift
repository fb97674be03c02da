import Testing

@testable import DocsMarkup

/// How a page finds a file it names, the rule the site and the build plugin share.
@Suite struct RelativeFileLookupTests {
    let files: Set<String> = [
        "Kit.docc/Tutorials/page.tutorial", "Kit.docc/Resources/a b.swift", "Kit.docc/Resources/one.swift",
        "Kit.docc/Resources/two.swift", "Kit.docc/Other/two.swift", "Kit.docc/Tutorials/a%20b.swift",
    ]

    func find(_ written: String, decoded: String? = nil) -> RelativeFileLookup.Found {
        RelativeFileLookup.find(
            RelativeFileLookup.spellings(written: written, decoded: decoded ?? written),
            fromPageAt: "Kit.docc/Tutorials/page.tutorial", isFile: files.contains,
            filesNamed: { name in files.filter { $0.hasSuffix("/" + name) }.sorted() })
    }

    @Test func aPathIsReadFromThePagesDirectory() {
        #expect(find("../Resources/one.swift") == .file("Kit.docc/Resources/one.swift"))
        #expect(find("../Resources/none.swift") == .none)
    }

    @Test func aBareNameIsLookedUpAmongAllFilesAndMustNameOne() {
        #expect(find("one.swift") == .file("Kit.docc/Resources/one.swift"))
        #expect(find("two.swift") == .ambiguous(["Kit.docc/Other/two.swift", "Kit.docc/Resources/two.swift"]))
        #expect(find("none.swift") == .none)
    }

    @Test func theDecodedSpellingComesFirstThenTheWrittenOne() {
        #expect(
            find("../Resources/a%20b.swift", decoded: "../Resources/a b.swift") == .file("Kit.docc/Resources/a b.swift")
        )
        // A file whose name holds the escape itself, beside the page.
        #expect(find("a%20b.swift", decoded: "a b.swift") == .file("Kit.docc/Tutorials/a%20b.swift"))
    }
}
