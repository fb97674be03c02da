import DocsSupport
import Foundation
import Testing

@testable import DocsCodeBlocks

/// What the check keeps of the API a compiled line uses, from every compilation of the line.
@Suite struct SymbolUseRecorderTests {
    /// A line compiled twice, once as written and once with `fileprivate` added before it (a
    /// page's declarations are compiled so in some rounds): both uses are kept, each placed in
    /// the code the record keeps for the line.
    @Test func aLineCompiledWithOtherWordsBeforeItKeepsItsUses() {
        let line = PageLine(file: "Kit.docc/Guide.md", line: 4)
        let compilations: [[SymbolUseRecorder.Use]] = [
            [SymbolUseRecorder.Use(line: line, code: "struct Box: Kit {}", column: 13, symbol: "s:3Kit0A0V")],
            [
                SymbolUseRecorder.Use(
                    line: line, code: "fileprivate struct Box: Kit {}", column: 25, symbol: "s:3Kit4makeyyF")
            ],
            // Another line's code under the same line (a page changed between rounds): left out.
            [SymbolUseRecorder.Use(line: line, code: "let other = make()", column: 13, symbol: "s:3Kit5otherV")],
        ]
        let next = LockedValue(0)
        let recorder = SymbolUseRecorder { _, _ in
            compilations[
                next.withLock { index in
                    defer { index += 1 }
                    return index
                }]
        }
        for _ in compilations { recorder.record(store: URL(fileURLWithPath: "/"), files: []) }
        #expect(
            recorder.uses(of: ["Kit"], on: [line]) == [
                BlockCheckRecord.LineUses(
                    line: 4, code: "struct Box: Kit {}",
                    symbols: [
                        BlockCheckRecord.SymbolUse(column: 13, symbol: "s:3Kit0A0V"),
                        BlockCheckRecord.SymbolUse(column: 13, symbol: "s:3Kit4makeyyF"),
                    ])
            ])
    }
}
