extension Stylesheet {
    /// The page grid: sidebar, content, table of contents, pager; and how it folds on a phone.
    enum Layout {
        static let css = #"""
            .layout {
                display: grid; grid-template-columns: 16.5rem minmax(0, 1fr); grid-template-areas: "sidebar main";
                max-width: 90rem; margin: 0 auto;
            }
            /* The sidebar toggle exists only on narrow screens; elsewhere it must not take focus. */
            .nav-toggle { display: none; }
            .nav-toggle-label { display: none; }
            .sidebar {
                grid-area: sidebar; position: sticky; top: var(--header-height); align-self: start;
                min-height: calc(100vh - var(--header-height)); max-height: calc(100vh - var(--header-height)); overflow-y: auto;
                padding: 1.75rem 1rem 2rem 1.25rem; border-right: 1px solid var(--rule); font-size: 0.9375rem;
            }
            .sidebar-group, .sidebar-groups a {
                margin: 1.4rem 0 0.35rem 0.6rem; font-size: 0.75rem; font-weight: 700;
                letter-spacing: 0.08em; text-transform: uppercase; color: var(--ink-faint);
            }
            .sidebar-groups { list-style: none; margin: 0; padding: 0; }
            .sidebar-groups a { display: block; text-decoration: none; }
            .sidebar-groups a::after { content: " ›"; }
            .sidebar-groups a:hover { color: var(--ink); }
            .sidebar-all { margin-top: 1.4rem; padding-top: 0.7rem; border-top: 1px solid var(--rule); }
            .sidebar-list { list-style: none; margin: 0; padding: 0; }
            .sidebar-list a {
                display: block; padding: 0.3rem 0.6rem; border-radius: 6px; line-height: 1.35;
                color: var(--ink-soft); text-decoration: none;
            }
            .sidebar-list a:hover { color: var(--ink); background: var(--paper-sunk); }
            .sidebar-list a[aria-current="page"] { color: var(--ink); background: var(--accent-wash); font-weight: 600; box-shadow: inset 3px 0 0 var(--accent); }

            .content {
                grid-area: main; min-width: 0;
                display: grid; grid-template-columns: minmax(0, var(--measure)) 13.5rem; column-gap: 3.5rem;
                grid-template-areas: "header toc" "prose toc" "pager toc"; grid-template-rows: auto auto 1fr;
                justify-content: center; padding: 2.5rem 2rem 0;
            }
            .page-header { grid-area: header; }
            .content > .prose { grid-area: prose; }
            .pager { grid-area: pager; align-self: start; }
            .toc {
                grid-area: toc; position: sticky; top: calc(var(--header-height) + 2rem); align-self: start;
                max-height: calc(100vh - var(--header-height) - 3rem); overflow-y: auto;
                padding-left: 1rem; border-left: 1px solid var(--rule); font-size: 0.875rem;
            }
            .toc-title { margin: 0 0 0.5rem; font-size: 0.75rem; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: var(--ink-faint); }
            .toc ul { list-style: none; margin: 0; padding: 0; }
            .toc li { margin: 0.3rem 0; line-height: 1.35; }
            .toc a { color: var(--ink-soft); text-decoration: none; }
            .toc a:hover { color: var(--accent-ink); text-decoration: underline; }
            .toc .toc-level-3 { padding-left: 0.85rem; }
            .toc .toc-level-4 { padding-left: 0.85rem; font-size: 0.9em; }

            .eyebrow {
                margin: 0 0 0.4rem; font-size: 0.8rem; font-weight: 700; letter-spacing: 0.1em;
                text-transform: uppercase; color: var(--accent-ink);
            }
            .page-header h1 {
                margin: 0 0 1.5rem; font-family: var(--font-display); font-weight: 600;
                font-size: clamp(2.1rem, 1.6rem + 2vw, 2.9rem); line-height: 1.12; letter-spacing: -0.015em;
            }

            .pager { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; margin-top: 3.5rem; padding-top: 1.5rem; border-top: 1px solid var(--rule); }
            .pager a {
                display: flex; flex-direction: column; gap: 0.15rem; padding: 0.85rem 1.1rem;
                border: 1px solid var(--rule); border-radius: var(--radius); background: var(--paper-raised); text-decoration: none;
            }
            .pager a:hover { border-color: var(--accent); }
            .pager-next { grid-column: 2; text-align: right; }
            .pager-label { font-size: 0.8rem; color: var(--ink-faint); }
            .pager-prev .pager-label::before { content: "← "; }
            .pager-next .pager-label::after { content: " →"; }
            .pager-title { font-weight: 600; color: var(--ink); }

            .not-found { max-width: var(--measure); margin: 0 auto; padding: 4rem 1.5rem 0; }
            .not-found h1 { font-family: var(--font-display); font-size: 2.6rem; line-height: 1.15; margin: 0 0 1rem; }

            ul.page-list { list-style: none; padding: 0; }
            .page-list li { padding: 0.6rem 0; border-bottom: 1px solid var(--rule); }
            .page-list li a { font-weight: 600; }
            .page-list li p { margin: 0.15rem 0 0; color: var(--ink-soft); font-size: 0.95rem; }
            .search-results { margin-bottom: 2.5rem; }

            @media (max-width: 72rem) {
                .content { grid-template-columns: minmax(0, var(--measure)); grid-template-areas: "header" "toc" "prose" "pager"; grid-template-rows: none; }
                .toc {
                    position: static; max-height: none; margin-bottom: 2rem; padding: 0.9rem 1.1rem;
                    border: 1px solid var(--rule); border-radius: var(--radius); background: var(--paper-raised);
                }
                .toc .toc-level-3, .toc .toc-level-4 { display: none; }
            }
            @media (max-width: 50rem) {
                .layout { grid-template-columns: minmax(0, 1fr); grid-template-areas: "toggle" "sidebar" "main"; }
                .nav-toggle { display: block; position: absolute; opacity: 0; pointer-events: none; }
                .nav-toggle-label {
                    grid-area: toggle; display: flex; align-items: center; gap: 0.6rem;
                    padding: 0.7rem 1.25rem; border-bottom: 1px solid var(--rule);
                    font-size: 0.9375rem; font-weight: 600; color: var(--ink-soft); cursor: pointer;
                }
                .nav-toggle-label::before { content: "☰"; font-size: 1.1rem; line-height: 1; color: var(--ink); }
                .nav-toggle:checked + .nav-toggle-label::before { content: "✕"; }
                .nav-toggle:focus-visible + .nav-toggle-label { outline: 2px solid var(--accent); outline-offset: -2px; }
                .sidebar { display: none; position: static; min-height: 0; max-height: none; border-right: 0; border-bottom: 1px solid var(--rule); padding: 0.5rem 1.25rem 1.25rem; }
                .nav-toggle:checked ~ .sidebar { display: block; }
                .content { padding: 1.75rem 1.25rem 0; }
                .site-header-inner { padding: 0 1rem; gap: 0.6rem; }
                .search input { width: 9.5rem; }
                .pager { grid-template-columns: 1fr; }
                .pager-next { grid-column: 1; }
            }

            """#
    }
}
