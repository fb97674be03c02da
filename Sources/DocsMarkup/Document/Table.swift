/// A GitHub-flavoured pipe table: a header row, the columns' alignments, and the body rows.
package struct Table: Sendable, Equatable {
    /// How a column's cells are aligned, from the colons of the delimiter row (`:--`, `:-:`, `--:`).
    package enum Alignment: String, Sendable, Equatable {
        /// `:--`
        case left
        /// `:-:`
        case center
        /// `--:`
        case right
    }

    /// Each column's alignment, or `nil` for the default.
    package var alignments: [Alignment?]
    /// The header's cells, one per column.
    package var header: [[Inline]]
    /// The body's rows, each with one cell per column (GFM fills a short row with empty cells
    /// and drops the cells past the header's count).
    package var rows: [[[Inline]]]

    /// Creates a table.
    package init(alignments: [Alignment?], header: [[Inline]], rows: [[[Inline]]]) {
        self.alignments = alignments
        self.header = header
        self.rows = rows
    }

    /// Every cell's inlines, the header's first, row by row.
    package var cells: [[Inline]] { header + rows.flatMap { $0 } }
}
