import DocsCodeBlocks
import DocsMarkup

/// The build plugin's files for a test target that keeps a module's documentation checked: each
/// unit of each page (``ClientUnit``) as a file of the test target, client code of the module,
/// whose statements are a Swift Testing test that `swift test` runs.
///
/// The plugin must name its outputs before its tool reads a page, so it gives each source file a
/// number of files no smaller than the units it can hold (``ClientFileBound``); the units go in
/// order into the first files, and the others stay empty. The pages it finds can share one file
/// hold their code in one (``sharedFile(named:holding:)``).
package enum ClientTestFiles {
    /// Why a page cannot go into the files the plugin named for it.
    package struct TooManyUnits: Error, CustomStringConvertible {
        package var file: String
        package var units: Int
        package var files: Int

        package var description: String {
            "\(file) holds \(units) units of Swift blocks, but the build plugin named \(files) files for it; report this as a bug of napkin-docs"
        }
    }

    /// The files named `baseName-0.swift` … `baseName-(count - 1).swift` for the pages of one
    /// source file (a catalog's article, or the doc comments of one Swift file).
    package static func files(for pages: [ClientPage], baseName: String, count: Int) throws -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        for page in pages {
            let (plans, leftOut) = testTargetPlans(of: page)
            let units = ClientUnit.units(of: plans, fragmentDeclarations: false).filter { $0.expectedFailure == nil }
            // An output of a function the target does not compile is checked by napkin-docs check alone.
            let outputs = page.blocks.compactMap { block -> (block: CodeBlock, function: String)? in
                guard case .output(let function) = block.role,
                    !leftOut.contains(String(function.prefix { $0 != "." && $0 != "(" }))
                else { return nil }
                return (block, function)
            }
            for (index, unit) in units.enumerated() {
                let name = "\(baseName)-\(files.count).swift"
                // An output is checked in the file of the last unit that declares its function (a
                // page's declarations are its file's), else in the page's last file.
                let checked = outputs.filter { output in
                    let declaring = units.lastIndex { $0.declares(function: output.function) } ?? units.count - 1
                    return declaring == index
                }
                var writer = ClientFileWriter(
                    runFunction: .test(named: testName(of: unit, in: page)), extraImports: ["Foundation"],
                    importsIfAvailable: ["FoundationNetworking"])
                writer.recordsPrinting = !outputs.isEmpty
                var text = writer.file(named: name, for: unit, of: page).text
                text += checked.map { outputTest(for: $0.block, function: $0.function, in: page, file: name) }.joined()
                files.append(GeneratedFile(name: name, text: text))
            }
        }
        guard files.count <= count else {
            throw TooManyUnits(file: pages.first?.sourcePath ?? baseName, units: files.count, files: count)
        }
        while files.count < count {
            files.append(
                GeneratedFile(name: "\(baseName)-\(files.count).swift", text: emptyFileText))
        }
        return files
    }

    /// The file named `name` that holds the code of several source files, `units` (one file a
    /// page, as ``files(for:baseName:count:)`` wrote them), one after the other. The
    /// plugin chose them (``ClientFileBound/SharedFile``) so that no two may declare one name;
    /// each keeps its own test function, named after the file it would have been.
    package static func sharedFile(named name: String, holding units: [GeneratedFile]) -> GeneratedFile {
        let code = units.filter { $0.text != emptyFileText }
        guard !code.isEmpty else { return GeneratedFile(name: name, text: emptyFileText) }
        return GeneratedFile(name: name, text: code.map(\.text).joined(separator: "\n"))
    }

    /// What a file the plugin named holds when no code goes into it.
    static let emptyFileText = "// No Swift blocks to compile here.\n"

    /// The plans of `page`'s blocks as the test target compiles them. A block that leaves code
    /// out (a fragment, or valid code whose comment says code is left out) is not compiled there,
    /// nor is a block that uses a name only such a block declares: whether they compile as they
    /// are (and are then counted compiled), or fail only as code left out does (and are a
    /// fragment, or type-checked only), only `napkin-docs check` can tell, by compiling them.
    /// In the test target, any error fails the build. Returns the plans, and the names
    /// (functions by their base name) that only left-out blocks declare.
    static func testTargetPlans(of page: ClientPage) -> (plans: [BlockPlan], leftOut: Set<String>) {
        // `average(_:)` is used as `average`.
        func baseNames(_ names: Set<String>) -> Set<String> { Set(names.map { String($0.prefix { $0 != "(" }) }) }
        var leftOut: Set<String> = []
        let plans = page.blocks.map(BlockPlan.of).map { plan -> BlockPlan in
            switch plan {
            case .settled(_, _, let declarations?):
                leftOut.formUnion(baseNames(declarations.syntax.declaredNames))
                return plan
            case .compile(let syntax):
                let declared = baseNames(syntax.declaredNames)
                let uses = Set(syntax.items.flatMap(\.usedNames)).subtracting(declared)
                guard syntax.elisionComment != nil || !uses.isDisjoint(with: leftOut) else {
                    leftOut.subtract(declared)
                    return plan
                }
                leftOut.formUnion(declared)
                return .settled(.shownOnly(Self.leftOutReason), problem: nil)
            default:
                return plan
            }
        }
        return (plans, leftOut)
    }

    /// Why the test target does not compile a block that leaves code out, or builds on one.
    static let leftOutReason = "it leaves code out, or builds on a block that does: napkin-docs check compiles it"

    /// The file of a DocC tutorial: the last state of the files its `@Code` directives show,
    /// together, as client code of `page.module`. They are one program, so they are one unit in
    /// one file, whose declarations are `fileprivate` (two tutorials of a test target may both
    /// declare `ContentView`) and still see each other. Its statements are compiled, not run: a
    /// tutorial shows a program, not a test. A file that is not valid Swift is left as written,
    /// so that the compiler reports it at its line.
    package static func tutorialFile(for page: PageCode, module: String, named name: String) -> GeneratedFile {
        let files = page.files.final.files(test: false)
        let blocks = files.map { file in
            let first = file.lines.first
            return CodeBlock(
                role: .code(BlockRole.Placement(file: file.key.name)), language: "swift", lines: file.lines,
                writtenCode: file.lines.map(\.compiled).joined(separator: "\n"),
                location: SourceLocation(
                    file: first?.sourceFile ?? page.sourcePath.string, line: first?.sourceLine ?? 1, column: 1),
                sourceFile: first?.sourceFile)
        }
        let syntaxes = blocks.map { BlockSyntax(lines: $0.lines.map(\.compiled)) }
        guard syntaxes.allSatisfy(\.isValidSwift) else {
            return GeneratedFile(name: name, text: GeneratedSources.source(of: files, in: page))
        }
        let unit = ClientUnit(
            context: [],
            checked: syntaxes.enumerated().map { index, syntax in
                ClientUnit.Part(block: index, syntax: syntax, items: Array(syntax.items.indices))
            })
        let tutorial = ClientPage(
            name: page.page.string, sourcePath: page.sourcePath.string, module: module, blocks: blocks)
        var writer = ClientFileWriter(
            runFunction: .compiledOnly, extraImports: ["Foundation"], importsIfAvailable: ["FoundationNetworking"])
        writer.allowsShadowing = false
        return GeneratedFile(name: name, text: writer.file(named: name, for: unit, of: tutorial).text)
    }

    /// A test that runs `function` and checks that it prints what the output block shows; a
    /// failure is reported at the block.
    private static func outputTest(for block: CodeBlock, function: String, in page: ClientPage, file: String) -> String
    {
        var writer = SwiftSourceWriter(markdownPath: block.location.file)
        // Named after the file and the line: no two tests of a test target share a name.
        writer.writeOutputTest(
            named: "napkinDocsOutput_" + String(file.map { $0.isLetter || $0.isNumber ? $0 : "_" })
                + "_\(block.location.line)",
            title: "What \(function)() prints, as \(page.name) shows it at line \(block.location.line)",
            running: function, showing: block, recorder: "NapkinDocsClientOutput")
        writer.endMapping()
        return writer.text
    }

    /// `UnderstandingLoggers, from line 12`: the page, and where the unit's first block is.
    private static func testName(of unit: ClientUnit, in page: ClientPage) -> String {
        let line = unit.checked.first.map { page.blocks[$0.block].location.line }
        return page.name + (line.map { ", from line \($0)" } ?? "")
    }
}
