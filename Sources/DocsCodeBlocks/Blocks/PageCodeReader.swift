import DocsMarkup

/// Finds the code blocks of a page, in source order, with their roles and steps.
struct PageCodeReader {
    /// Finds words of info strings in the page's source.
    var locator: FenceLocator
    /// The files the page's `@Code` directives show, read, by the file as the directive names
    /// it; a `@Code` whose file is not here is left out (whoever read the files reported it).
    var codeFiles: [String: TutorialCodeFile] = [:]

    /// Every code block in `blocks`, nested ones included, and the problems in their info strings.
    func codeBlocks(in blocks: [Block]) -> ([CodeBlock], [Diagnostic]) {
        var found: [CodeBlock] = []
        var diagnostics: [Diagnostic] = []
        var compiledNames: Set<String> = []
        let firstStepNumbers = StepNumbers.first(in: blocks)
        func visit(_ block: Block, step: Int?) {
            switch block {
            case .codeFile(let reference, let location):
                guard let file = codeFiles[reference.file] else { return }
                // Each @Code shows its file whole: the first compiled one starts it, the others replace it.
                var lines = CodeLine.lines(of: file.text, firstLine: 1, hidesMarkedLines: false, sourceFile: file.path)
                let role = CodeFileRole.role(
                    name: reference.name, lines: lines, mode: compiledNames.contains(reference.name) ? .replace : .start
                )
                if case .code = role {
                    compiledNames.insert(reference.name)
                    lines = CodeFileRole.compiledLines(lines)
                }
                found.append(
                    CodeBlock(
                        role: role, language: TutorialCodeFile.language(ofFileNamed: reference.name), lines: lines,
                        writtenCode: Self.withoutLastLineEnding(file.text), location: location, step: step,
                        sourceFile: file.path))
            case .codeBlock(let language, let info, let code, let location):
                let infoString = InfoString(info)
                let (role, problems) = BlockRoleReader(locator: locator).role(of: infoString, at: location)
                diagnostics += problems
                let lines = CodeLine.lines(
                    of: code, firstLine: location.line + 1, indentation: location.column - 1,
                    hidesMarkedLines: infoString.language == "swift")
                found.append(
                    CodeBlock(
                        role: role, language: language?.lowercased(), lines: lines,
                        writtenCode: Self.withoutLastLineEnding(code),
                        location: location, step: step))
            case .steps(let steps, let location):
                let first = firstStepNumbers[location] ?? 1
                for (offset, step) in steps.enumerated() {
                    step.blocks.forEach { visit($0, step: first + offset) }
                }
            default:
                block.forEachChildBlockList { $0.forEach { visit($0, step: step) } }
            }
        }
        blocks.forEach { visit($0, step: nil) }
        return (found, diagnostics)
    }

    /// `code` without its last line ending (cmark ends every code block with one), read on its
    /// UTF-8 bytes: this runs for every code block of a site.
    static func withoutLastLineEnding(_ code: String) -> String {
        var code = code
        return code.withUTF8 { bytes in
            var end = bytes.count
            if end > 0, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
            if end > 0, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
        }
    }
}
