/// How a page's tutorial steps are numbered: from 1, across the whole page, so that "step 7" is
/// one step wherever it is named (its anchor, the table of contents, a compiler check).
package enum StepNumbers {
    /// The number of the first step of each `@Steps` among `blocks` (which may only appear
    /// directly on the page), by the location of the `@Steps`.
    package static func first(in blocks: [Block]) -> [SourceLocation: Int] {
        var numbers: [SourceLocation: Int] = [:]
        var next = 1
        for case .steps(let steps, let location) in blocks {
            numbers[location] = next
            next += steps.count
        }
        return numbers
    }
}
