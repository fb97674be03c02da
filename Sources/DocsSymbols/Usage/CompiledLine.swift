/// Where a name of a compiled line of code is on the page line it was written on. The check
/// compiles a page's line behind other indentation, and may add words before a declaration
/// (`fileprivate`), but the code from the name to the line's end is the page's.
package enum CompiledLine {
    /// The column, in bytes from 1, of the name that starts at `column` of `code` (a compiled
    /// line's code without the spaces around it) on `pageLine`; `nil` when the page's line no
    /// longer ends with the code from that name on.
    package static func pageColumn(
        ofNameAt column: Int, in code: String, onPageLine pageLine: ArraySlice<UInt8>
    ) -> Int? {
        let code = code.utf8
        guard column >= 1, column <= code.count else { return nil }
        let fromName = code.dropFirst(column - 1)
        var page = pageLine
        while let last = page.last,
            last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r")
        {
            page.removeLast()
        }
        guard page.count >= fromName.count, page.suffix(fromName.count).elementsEqual(fromName) else { return nil }
        return page.count - fromName.count + 1
    }
}
