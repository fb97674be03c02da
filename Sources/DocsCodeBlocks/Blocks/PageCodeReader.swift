import DocsMarkup

/// Finds the code blocks of a page, in source order, with their roles and steps.
struct PageCodeReader {
    /// Finds words of info strings in the page's source.
    var locator: FenceLocator

    /// Every code block in `blocks`, nested ones included, and the problems in their info strings.
    func codeBlocks(in blocks: [Block]) -> ([CodeBlock], [Diagnostic]) {
        var found: [CodeBlock] = []
        var diagnostics: [Diagnostic] = []
        var stepCount = 0
        func visit(_ block: Block, step: Int?) {
            switch block {
            case .codeBlock(let language, let info, let code, let location):
                let infoString = InfoString(info)
                let (role, problems) = BlockRoleReader(locator: locator).role(of: infoString, at: location)
                diagnostics += problems
                let lines = CodeLine.lines(of: code, firstLine: location.line + 1, hidesMarkedLines: infoString.language == "swift")
                found.append(CodeBlock(role: role, language: language?.lowercased(), lines: lines, location: location, step: step))
            case .steps(let steps, _):
                for step in steps {
                    stepCount += 1
                    let number = stepCount
                    step.blocks.forEach { visit($0, step: number) }
                }
            default:
                block.childBlocks.forEach { visit($0, step: step) }
            }
        }
        blocks.forEach { visit($0, step: nil) }
        return (found, diagnostics)
    }
}
