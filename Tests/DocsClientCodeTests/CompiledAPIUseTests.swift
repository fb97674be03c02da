import DocsCodeBlocks
import DocsMarkup
import DocsSymbols
import Foundation
import Testing

@testable import DocsClientCode

/// Which compiled blocks use the documented module's API, as the compiler's index store of
/// their compilation records it: a block that compiles while using none of the library
/// checks nothing of it.
@Suite struct CompiledAPIUseTests {
    @Test func theIndexTellsABlockThatUsesTheModuleFromOneThatDoesNot() throws {
        var typeChecker = try SwiftTypeChecker.forBuild(containing: Bundle.main.bundleURL)
        let recorder = SymbolUseRecorder { store, files in
            try CompiledUses.symbols(inStore: store, files: files).map {
                SymbolUseRecorder.Use(
                    line: PageLine(file: $0.file, line: $0.line), code: $0.code, column: $0.column, symbol: $0.symbol)
            }
        }
        typeChecker.symbolUses = recorder
        let page = ClientPage(
            markdown: SourceFile(
                path: "Docs.docc/Guide.md",
                text: """
                    # Guide

                    ```swift
                    let lifecycle = InteractorLifecycle()
                    print(lifecycle)
                    ```

                    ```swift
                    let total = [1, 2, 3].reduce(0, +)
                    print(total)
                    ```
                    """),
            module: "napkin")
        let check = ClientCheck(typeChecker: typeChecker, availableModules: ["napkin", "Foundation"])
        let report = try check.check([page])
        #expect(report.outcomes[0] == [0: .compiled, 1: .compiled])
        #expect(recorder.failure == nil)
        func usesNapkin(_ block: CodeBlock) -> Bool {
            !recorder.uses(of: ["napkin"], on: block.lines.map { PageLine($0, onPage: page.sourcePath) }).isEmpty
        }
        #expect(usesNapkin(page.blocks[0]))
        #expect(!usesNapkin(page.blocks[1]))
    }

    /// A USR names its module right after `s:`, or before the `E` of an extension of another
    /// module's type.
    @Test func aSymbolIsOfTheModuleItsUSRNames() {
        #expect(SymbolUseRecorder.symbol("s:6napkin18InteractorLifecycleC", isOf: "napkin"))
        #expect(SymbolUseRecorder.symbol("s:Sd10RealModuleE3expyS2dFZ", isOf: "RealModule"))
        #expect(!SymbolUseRecorder.symbol("s:Sa6appendyyxnF", isOf: "napkin"))
        #expect(!SymbolUseRecorder.symbol("s:6napkin18InteractorLifecycleC", isOf: "nap"))
        #expect(!SymbolUseRecorder.symbol("c:@F@napkin_index_store_load", isOf: "napkin"))
    }
}
