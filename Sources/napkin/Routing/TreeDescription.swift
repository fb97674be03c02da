extension Routing {
    /// The subtree below this router as indented text, one router per line with its type and
    /// whether its interactor is active:
    ///
    /// ```text
    /// RootRouter (active)
    /// ├── HomeRouter (active)
    /// │   └── ProfileRouter (inactive)
    /// └── SettingsRouter (active)
    /// ```
    public var treeDescription: String {
        var lines: [String] = []
        appendTree(to: &lines, prefix: "", childPrefix: "")
        return lines.joined(separator: "\n")
    }

    private func appendTree(to lines: inout [String], prefix: String, childPrefix: String) {
        let state = interactable.isActive ? "active" : "inactive"
        lines.append("\(prefix)\(type(of: self)) (\(state))")
        for (index, child) in children.enumerated() {
            let isLast = index == children.count - 1
            child.appendTree(
                to: &lines,
                prefix: childPrefix + (isLast ? "└── " : "├── "),
                childPrefix: childPrefix + (isLast ? "    " : "│   ")
            )
        }
    }
}
