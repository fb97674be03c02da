import DocsHighlighting

extension Stylesheet {
    /// Code blocks and the elements of highlighted tokens (``HighlightClass``).
    enum Code {
        static let css = #"""
            .code-block {
                position: relative; margin: 0 0 1.4rem; border: 1px solid var(--rule);
                border-radius: var(--radius); background: var(--code-bg); box-shadow: var(--shadow);
            }
            .code-label {
                padding: 0.4rem 1rem; border-bottom: 1px solid var(--rule);
                font-family: var(--font-mono); font-size: 0.75rem; letter-spacing: 0.04em; color: var(--ink-faint);
            }
            .code-block pre, pre.escaped-html {
                margin: 0; padding: 0.95rem 1.1rem; overflow-x: auto;
                font-size: 0.875rem; line-height: 1.6; tab-size: 4;
            }
            .code-block pre code { font-size: inherit; }
            /* As wide as the longest line, so that a changed line's band runs under all of it when the block scrolls. */
            .code-block pre code:has(ins, del) { display: inline-block; min-width: 100%; }
            pre.escaped-html { margin: 0 0 1.4rem; border: 1px dashed var(--rule-strong); border-radius: var(--radius); background: var(--paper-sunk); }
            .copy-button {
                position: absolute; top: 0.35rem; right: 0.45rem; padding: 0.1rem 0.55rem;
                font: 0.75rem var(--font-body); color: var(--ink-soft); background: var(--paper-raised);
                border: 1px solid var(--rule); border-radius: 6px; cursor: pointer; opacity: 0.8;
            }
            .code-block:not(:has(.code-label)) .copy-button { top: 0.5rem; }
            .copy-button:hover, .copy-button:focus-visible { opacity: 1; color: var(--ink); }
            .code-expected-failure { border-color: var(--warning); }
            .code-shown-only { border-style: dashed; }
            .code-output { background: var(--paper-sunk); box-shadow: none; }
            .code-note {
                margin: 0; padding: 0.45rem 1rem; border-top: 1px solid var(--rule);
                font-family: var(--font-mono); font-size: 0.8125rem; color: var(--ink-soft);
            }
            .code-error { color: var(--warning); }
            .code-block ins, .code-block del {
                display: inline-block; min-width: 100%; box-sizing: border-box; margin-left: -0.6rem; padding-left: 0.35rem;
                border-left: 0.25rem solid; text-decoration: none;
            }
            .code-block ins { background: color-mix(in srgb, #2e9e5b 16%, transparent); border-color: #2e9e5b; }
            .code-block del { background: color-mix(in srgb, #d0453b 13%, transparent); border-color: #d0453b; text-decoration: line-through; text-decoration-color: color-mix(in srgb, #d0453b 60%, transparent); }
            h-k { color: var(--hl-keyword); font-weight: 600; }
            h-t { color: var(--hl-type); }
            h-s, h-r { color: var(--hl-string); }
            h-n { color: var(--hl-number); }
            h-c { color: var(--hl-comment); font-style: italic; }
            h-d { color: var(--hl-comment); }
            h-a { color: var(--hl-attribute); }
            h-p { color: var(--hl-directive); }
            h-l { color: var(--hl-label); }
            h-v { color: var(--hl-number); }
            @media (max-width: 50rem) { .code-block pre, pre.escaped-html { font-size: 0.8125rem; padding: 0.85rem 0.9rem; } }
            h-e { padding: 0 0.2em; border-radius: 4px; background: var(--paper-sunk); }

            """#
    }
}
