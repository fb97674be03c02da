import DocsMarkup

/// Writes a pipe table: a `<table>` in a frame that scrolls sideways on a narrow screen, each
/// column's alignment as a class the stylesheet knows (no inline styles).
struct TableRenderer: Sendable {
    let inlines: InlineRenderer

    func write(_ table: Table, to html: inout HTMLWriter) {
        html.element(.div, [.class("table-frame")]) { html in
            html.element(.table) { html in
                html.element(.thead) { html in
                    row(table.header, cell: .th, alignments: table.alignments, to: &html)
                }
                if !table.rows.isEmpty {
                    html.element(.tbody) { html in
                        for cells in table.rows { row(cells, cell: .td, alignments: table.alignments, to: &html) }
                    }
                }
            }
        }
    }

    private func row(_ cells: [[Inline]], cell tag: HTMLTag, alignments: [Table.Alignment?], to html: inout HTMLWriter)
    {
        html.element(.tr) { html in
            for (column, content) in cells.enumerated() {
                let alignment = column < alignments.count ? alignments[column] : nil
                html.element(tag, alignment.map { [.class("align-\($0.rawValue)")] } ?? []) {
                    inlines.write(content, to: &$0)
                }
            }
        }
    }
}
