import DocsCodeBlocks
import Testing

/// Every misuse of the block syntax is an error at the word or the block that is wrong.
@Suite struct BlockSyntaxErrorTests {
    @Test func anUnknownAttributeIsReportedAtItsColumn() {
        let code = page("# T\n\n```swift file=A.swift contnue\nlet a = 1\n```\n")
        #expect(located(code.diagnostics) == ["Page.md:3:23: unknown code block attribute 'contnue'"])
        #expect(code.diagnostics[0].hint?.contains("continue") == true)
    }

    @Test func otherLanguagesKeepTheirWords() {
        #expect(page("# T\n\n```console whatever=1\n$ ls\n```\n").diagnostics.isEmpty)
    }

    @Test func valuesAreRequiredOrRefused() {
        let code = page("# T\n\n```swift file= test=yes\nlet a = 1\n```\n")
        #expect(
            located(code.diagnostics) == ["Page.md:3:10: 'file' needs a value", "Page.md:3:16: 'test' takes no value"])
    }

    @Test func aContinuationOfAFileNeverStarted() {
        let code = page("# T\n\n```swift file=Login.swift continue\nlet a = 1\n```\n")
        #expect(
            located(code.diagnostics) == ["Page.md:3:1: 'continue' of 'Login.swift', which no earlier block started"])
    }

    @Test func startingAFileTwice() {
        let code = page("# T\n\n```swift file=A.swift\nlet a = 1\n```\n\n```swift file=A.swift\nlet b = 1\n```\n")
        #expect(located(code.diagnostics) == ["Page.md:7:1: 'A.swift' was already started at Page.md:3:1"])
    }

    @Test func aReplacementWithTheSameCode() {
        let code = page(
            "# T\n\n```swift file=A.swift\nlet a = 1\n```\n\n```swift file=A.swift replace\nlet a = 1\n```\n")
        #expect(
            located(code.diagnostics) == [
                "Page.md:7:1: this block replaces 'A.swift' with exactly what it already holds"
            ])
    }

    @Test func continueAndReplaceNeedAFileAndExcludeEachOther() {
        let code = page(
            "# T\n\n```swift continue\nlet a = 1\n```\n\n```swift file=A.swift continue replace\nlet b = 1\n```\n")
        #expect(
            located(code.diagnostics) == [
                "Page.md:3:10: 'continue' needs the file it continues",
                "Page.md:7:32: 'continue' and 'replace' cannot both describe one block",
            ])
    }

    @Test func aShownOnlyBlockJoinsNoFileEither() {
        let code = page(#"# T\#n\#n```swift ignore="needs UIKit" file=View.swift\#nimport UIKit\#n```\#n"#)
        #expect(located(code.diagnostics) == ["Page.md:3:31: 'file' has no meaning on a block marked 'ignore'"])
    }

    @Test func aWordIsFoundOnItsFenceWhateverTheLineEndingsOrTheFenceIndentation() {
        let code = page("# T\r\n\r\n- item\r\n\r\n  ~~~~swift   file=A.swift  bogus\r\n  let a = 1\r\n  ~~~~\r\n")
        #expect(located(code.diagnostics) == ["Page.md:5:29: unknown code block attribute 'bogus'"])
    }

    @Test func aWordCmarkUnescapedIsReportedAtItsFence() {
        let code = page("# T\n\n```swift file=A\\_B.swift bogus\nlet a = 1\n```\n")
        #expect(located(code.diagnostics) == ["Page.md:3:1: unknown code block attribute 'bogus'"])
    }

    @Test func anExpectedFailureJoinsNoFile() {
        let code = page(#"# T\#n\#n```swift file=A.swift compile-error="x"\#nlet a = b\#n```\#n"#)
        #expect(located(code.diagnostics) == ["Page.md:3:10: 'file' has no meaning on a block marked 'compile-error'"])
    }

    @Test func badFileNamesAndOutputNames() {
        let code = page("# T\n\n```swift file=../A.swift\nlet a = 1\n```\n\n```text output=print(x)\nx\n```\n")
        #expect(
            located(code.diagnostics) == [
                "Page.md:3:10: '../A.swift' is not a Swift file name",
                "Page.md:7:9: 'output' names a function without arguments",
            ])
    }
}
