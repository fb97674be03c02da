import DocsMarkup

/// Writes `@TabNavigator` as tabs that need no JavaScript.
///
/// Each tab is a radio button, its label and its panel, in that order; the stylesheet lays
/// the labels out as a tab bar and shows the panel after the checked radio. Radios give
/// keyboard behaviour for free (arrow keys move between tabs) and announce the group to
/// assistive technology. Without CSS every tab reads in order, each under its title.
struct TabNavigatorRenderer {
    let blocks: BlockRenderer

    func write(_ tabs: [Tab], id: String, to html: inout HTMLWriter) {
        html.element(.div, [.class("tabs")]) { html in
            for (index, tab) in tabs.enumerated() {
                let tabID = "\(id)-\(index + 1)"
                html.void(.input, radioAttributes(group: id, id: tabID, checked: index == 0))
                html.element(.label, [HTMLAttribute("for", tabID), .class("tab-label")], text: tab.title)
                html.element(.div, [.class("tab-panel")]) { blocks.write(tab.blocks, to: &$0) }
            }
        }
    }

    private func radioAttributes(group: String, id: String, checked: Bool) -> [HTMLAttribute] {
        var attributes = [HTMLAttribute("type", "radio"), .class("tab-radio"), HTMLAttribute("name", group), .id(id)]
        if checked { attributes.append(HTMLAttribute(flag: "checked")) }
        return attributes
    }
}
