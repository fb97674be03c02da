extension Stylesheet {
    /// The API reference's pages: breadcrumbs, the declaration, and lists of symbols.
    enum Reference {
        static let css = #"""
            .breadcrumbs { margin: 0 0 0.3rem; font-size: 0.85rem; color: var(--ink-faint); }
            .breadcrumbs a { text-decoration: none; }
            .symbol-title { font-family: var(--font-mono); font-size: 2.1rem; overflow-wrap: anywhere; }
            .symbol-abstract { font-size: 1.12rem; color: var(--ink-soft); }
            .declaration-code pre { white-space: pre-wrap; }
            .declaration-code a { color: var(--hl-type); text-decoration: underline dotted; text-underline-offset: 0.2em; }
            .decl-name { font-weight: 600; }
            .availability { font-size: 0.9rem; color: var(--ink-faint); }
            .symbol-list { list-style: none; padding-left: 0; }
            .symbol-list li { margin: 0 0 0.9rem; padding-left: 0.9rem; border-left: 2px solid var(--rule); }
            .symbol-list li.deprecated .symbol-declaration { text-decoration: line-through; }
            .symbol-entry { text-decoration: none; }
            .symbol-declaration { display: inline-block; max-width: 100%; padding: 0; background: none; border: 0; font-size: 0.92rem; white-space: pre-wrap; overflow-wrap: anywhere; }
            .symbol-entry:hover .symbol-declaration, .symbol-entry:focus-visible .symbol-declaration { text-decoration: underline; }
            .symbol-summary { margin: 0.2rem 0 0; color: var(--ink-soft); }
            .used-in { font-size: 0.95rem; color: var(--ink-soft); }
            .used-in strong { color: var(--ink); font-weight: 600; }
            """#
    }
}
