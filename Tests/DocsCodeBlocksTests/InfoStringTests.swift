import DocsCodeBlocks
import Testing

@Suite struct InfoStringTests {
    @Test func wordsValuesAndQuotedValues() {
        let info = InfoString(#"swift file=Login.swift replace compile-error="cannot find 'x' in scope""#)
        #expect(info.language == "swift")
        #expect(info.attributes.map(\.name) == ["file", "replace", "compile-error"])
        #expect(info.attributes.map(\.value) == ["Login.swift", nil, "cannot find 'x' in scope"])
        #expect(info.unclosedQuote == nil)
    }

    @Test func anUnclosedQuoteRunsToTheEndAndIsReported() {
        let info = InfoString(#"swift ignore="needs UIKit"#)
        #expect(info.attributes.last?.value == "needs UIKit")
        #expect(info.unclosedQuote?.name == "ignore")
    }

    @Test func rolesFromTheInfoString() {
        let markdown = """
            # T

            ```swift
            let a = 1
            ```

            ```swift file=B.swift
            let b = 1
            ```

            ```swift file=B.swift continue
            let c = 1
            ```

            ```swift test
            let t = 1
            ```

            ```swift compile-error="cannot find 'zz' in scope"
            let d = zz
            ```

            ```swift ignore="needs SwiftUI"
            struct V: View {}
            ```

            ```swift apple-only
            import UIKit
            ```

            ```text output=printAll
            hello
            ```

            ```console
            $ swift build
            ```

            ```swift output=printSwift
            let shown = "printed"
            ```
            """
        let code = page(markdown)
        #expect(code.diagnostics.isEmpty)
        #expect(
            code.blocks.map(\.role) == [
                .code(.init()),
                .code(.init(file: "B.swift")),
                .code(.init(file: "B.swift", mode: .continue)),
                .code(.init(isTest: true)),
                .expectedFailure(message: "cannot find 'zz' in scope"),
                .shownOnly(reason: "needs SwiftUI"),
                .shownOnly(reason: "Needs UIKit, AppKit or SwiftUI, which exist on Apple platforms only."),
                .output(function: "printAll"),
                .plain,
                .output(function: "printSwift"),
            ])
        #expect(code.counts.total == 7)
        #expect(code.counts.notChecked == 5)  // none checked: no check ran
        #expect(code.counts.checked == 0)
        #expect(code.counts.shownOnly.map(\.location.line) == [23, 27])
    }

    @Test func hiddenLinesCompileButAreNotShownAndKeepTheirColumns() {
        let code = page("# T\n\n```swift\n# import napkin\n#\nlet a = 1\n#if DEBUG\n#endif\n```\n")
        let lines = code.blocks[0].lines
        #expect(lines.map(\.isHidden) == [true, true, false, false, false])
        #expect(lines.map(\.compiled) == ["  import napkin", " ", "let a = 1", "#if DEBUG", "#endif"])
        #expect(lines.map(\.sourceLine) == [4, 5, 6, 7, 8])
        #expect(code.blocks[0].shownLines.map(\.compiled) == ["let a = 1", "#if DEBUG", "#endif"])
    }
}
