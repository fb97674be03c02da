import DocsMarkup

/// Writes a directive's panels (`@Row`'s columns, `@TabNavigator`'s tabs) in their style's
/// layout, with the style's own class beside the layout's.
struct PanelsRenderer {
    let blocks: BlockRenderer

    /// Writes `panels`; `id` names the group, for the radio buttons of panels shown one at a time.
    func write(_ panels: [Panel], style: PanelStyle, id: String, to html: inout HTMLWriter) {
        let classes = [style.layout.htmlClass, style.htmlClass].compactMap { $0 }.joined(separator: " ")
        switch style.layout {
        case .sideBySide: sideBySide(panels, classes: classes, to: &html)
        case .oneAtATime: oneAtATime(panels, classes: classes, id: id, to: &html)
        }
    }

    /// A grid as wide as the panels' sizes add up to, each panel spanning its size, under its
    /// title when it has one.
    private func sideBySide(_ panels: [Panel], classes: String, to html: inout HTMLWriter) {
        let total = panels.reduce(0) { $0 + max($1.size, 1) }
        html.element(.div, [.class(classes), HTMLAttribute("style", "--columns: \(total)")]) { html in
            for panel in panels {
                html.element(.div, [.class("column"), HTMLAttribute("style", "--span: \(max(panel.size, 1))")]) {
                    html in
                    if let title = panel.title { html.element(.p, [.class("panel-title")], text: title) }
                    blocks.write(panel.blocks, to: &html)
                }
            }
        }
    }

    /// Tabs that need no JavaScript.
    ///
    /// Each panel is a radio button, its label and its content, in that order; the stylesheet lays
    /// the labels out as a tab bar and shows the content after the checked radio. Radios give
    /// keyboard behaviour for free (arrow keys move between tabs) and announce the group to
    /// assistive technology. Without CSS every panel reads in order, each under its title.
    private func oneAtATime(_ panels: [Panel], classes: String, id: String, to html: inout HTMLWriter) {
        html.element(.div, [.class(classes)]) { html in
            for (index, panel) in panels.enumerated() {
                let tabID = "\(id)-\(index + 1)"
                html.void(.input, radioAttributes(group: id, id: tabID, checked: index == 0))
                html.element(.label, [HTMLAttribute("for", tabID), .class("tab-label")], text: panel.title ?? "")
                html.element(.div, [.class("tab-panel")]) { blocks.write(panel.blocks, to: &$0) }
            }
        }
    }

    private func radioAttributes(group: String, id: String, checked: Bool) -> [HTMLAttribute] {
        var attributes = [HTMLAttribute("type", "radio"), .class("tab-radio"), HTMLAttribute("name", group), .id(id)]
        if checked { attributes.append(HTMLAttribute(flag: "checked")) }
        return attributes
    }
}
