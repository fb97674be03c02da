extension Stylesheet {
    /// Running text: headings with anchors, paragraphs, lists, quotes, inline code.
    enum Prose {
        static let css = #"""
            .prose > :first-child { margin-top: 0; }
            .prose p, .prose ul, .prose ol, .prose blockquote { margin: 0 0 1.1rem; }
            .page-doc .prose > p:first-child { font-size: 1.2rem; line-height: 1.55; color: var(--ink-soft); }
            .prose h2, .prose h3, .prose h4, .prose h5, .prose h6 {
                font-family: var(--font-display); font-weight: 600; line-height: 1.25; letter-spacing: -0.005em;
                scroll-margin-top: calc(var(--header-height) + 1rem);
            }
            .prose h2 { font-size: 1.75rem; margin: 2.75rem 0 0.9rem; padding-top: 1.25rem; border-top: 1px solid var(--rule); }
            .prose h3 { font-size: 1.35rem; margin: 2rem 0 0.6rem; }
            .prose h4, .prose h5, .prose h6 { font-size: 1.1rem; margin: 1.5rem 0 0.5rem; }
            .anchor {
                margin-left: 0.4em; font-family: var(--font-body); font-weight: 400; font-size: 0.8em;
                color: var(--ink-faint); text-decoration: none; opacity: 0.55;
            }
            h2:hover > .anchor, h3:hover > .anchor, h4:hover > .anchor, .anchor:focus-visible { opacity: 1; color: var(--accent-ink); }
            .prose ul, .prose ol { padding-left: 1.4rem; }
            .prose li { margin: 0.3rem 0; }
            .prose li > p { margin: 0.3rem 0; }
            .prose li::marker { color: var(--ink-faint); }
            .prose blockquote { margin-left: 0; padding: 0.1rem 0 0.1rem 1.1rem; border-left: 3px solid var(--rule-strong); color: var(--ink-soft); font-style: italic; }
            .prose hr { border: 0; border-top: 1px solid var(--rule); margin: 2.5rem 0; }
            .prose strong { font-weight: 650; }
            code { font-family: var(--font-mono); font-size: 0.875em; }
            :not(pre) > code {
                padding: 0.1em 0.35em; border-radius: 5px; background: var(--paper-sunk);
                border: 1px solid var(--rule); white-space: break-spaces;
            }
            a > code { color: inherit; }
            .symbol-link > code, code.symbol { color: var(--hl-type); }
            .symbol-link { text-decoration: none; }
            .symbol-link:hover > code { border-color: var(--accent); }
            .unresolved-link { color: var(--warning); }
            .doc-link { font-weight: 550; }
            .table-frame { margin: 0 0 1.4rem; overflow-x: auto; }
            .table-frame table { border-collapse: collapse; min-width: 50%; font-size: 0.95rem; }
            .table-frame th, .table-frame td { padding: 0.45rem 0.8rem; border-bottom: 1px solid var(--rule); text-align: left; vertical-align: top; }
            .table-frame th { font-weight: 600; border-bottom: 2px solid var(--rule-strong); }
            .table-frame .align-center { text-align: center; }
            .table-frame .align-right { text-align: right; }

            """#
    }
}
