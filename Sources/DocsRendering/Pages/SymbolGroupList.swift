import DocsSiteModel

/// Titled lists of symbols, as a symbol's page shows its Topics, Relationships and See Also, and a
/// module's page its automatic topics: each entry its short declaration, linked to its page, with
/// its summary, requirement note and constraints.
struct SymbolGroupList: Sendable {
    let links: LinkContext

    /// Writes `groups` in a section under `heading` (a level-2 title and its anchor), or without
    /// a section of their own after a heading the page already has (`nil`).
    func write(_ groups: [SymbolGroup], heading: (title: String, anchor: String)?, to html: inout HTMLWriter) {
        guard !groups.isEmpty else { return }
        guard let heading else {
            writeGroups(groups, to: &html)
            return
        }
        html.element(.section, [.class("symbol-groups"), .aria("labelledby", heading.anchor)]) { html in
            html.sectionHeading(level: 2, anchor: heading.anchor, title: heading.title)
            writeGroups(groups, to: &html)
        }
    }

    private func writeGroups(_ groups: [SymbolGroup], to html: inout HTMLWriter) {
        var section: String?
        for group in groups {
            if let heading = group.section {
                if heading != section { html.element(.h3, [.id(SymbolGroup.anchor(of: heading))], text: heading) }
                html.element(.h4, [.id(group.anchor)], text: group.title)
            } else {
                html.element(.h3, [.id(group.anchor)], text: group.title)
            }
            section = group.section
            html.element(.ul, [.class("symbol-list")]) { html in
                for entry in group.entries { write(entry, to: &html) }
            }
        }
    }

    private func write(_ entry: SymbolEntry, to html: inout HTMLWriter) {
        let links = links
        html.element(.li, entry.isDeprecated ? [.class("deprecated")] : []) { html in
            let label: (inout HTMLWriter) -> Void = { html in
                html.element(.code, [.class("symbol-declaration")]) { html in
                    if entry.declaration.isEmpty {
                        html.text(entry.name)
                    } else {
                        SymbolSections.tokens(entry.declaration, links: links, to: &html)
                    }
                }
            }
            if let path = entry.path {
                html.element(.a, [.class("symbol-entry"), .href(links.href(to: path))], content: label)
            } else {
                label(&html)
            }
            if !entry.summary.isEmpty { html.element(.p, [.class("symbol-summary")], text: entry.summary) }
            if let requirement = entry.requirement { html.element(.p, [.class("requirement")], text: requirement) }
            SymbolSections.writeConstraints(entry.constraints, to: &html)
        }
    }
}
