extension Stylesheet {
    /// Asides, `@Row`/`@Column`, `@TabNavigator` and tutorial steps.
    enum Directives {
        static let css = #"""
            .aside {
                --aside-color: var(--note); --aside-wash: var(--note-wash);
                margin: 0 0 1.4rem; padding: 0.8rem 1.1rem 0.1rem; border-left: 4px solid var(--aside-color);
                border-radius: 0 var(--radius) var(--radius) 0; background: var(--aside-wash);
            }
            .aside-tip { --aside-color: var(--tip); --aside-wash: var(--tip-wash); }
            .aside-important { --aside-color: var(--important); --aside-wash: var(--important-wash); }
            .aside-warning { --aside-color: var(--warning); --aside-wash: var(--warning-wash); }
            .aside-label {
                margin: 0 0 0.25rem !important; font-size: 0.78rem; font-weight: 700;
                letter-spacing: 0.08em; text-transform: uppercase; color: var(--aside-color);
            }
            .aside p { margin-bottom: 0.7rem; }

            .row {
                display: grid; grid-template-columns: repeat(var(--columns, 2), minmax(0, 1fr));
                gap: 1.25rem; margin: 0 0 1.4rem;
            }
            .column { grid-column: span var(--span, 1); min-width: 0; }
            .column > :last-child { margin-bottom: 0; }
            @media (max-width: 50rem) {
                .row { grid-template-columns: minmax(0, 1fr); }
                .column { grid-column: auto; }
            }

            .tabs { display: flex; flex-wrap: wrap; margin: 0 0 1.4rem; border-bottom: 1px solid var(--rule); }
            .tab-radio { position: absolute; opacity: 0; pointer-events: none; }
            .tab-label {
                order: 0; padding: 0.5rem 1rem; margin-bottom: -1px; cursor: pointer;
                font-size: 0.9375rem; font-weight: 600; color: var(--ink-soft);
                border: 1px solid transparent; border-bottom: 0; border-radius: 8px 8px 0 0;
            }
            .tab-label:hover { color: var(--ink); }
            .tab-panel { order: 1; width: 100%; display: none; padding: 1.1rem 0 0; border-top: 1px solid var(--rule); }
            .tab-radio:checked + .tab-label { color: var(--accent-ink); background: var(--paper); border-color: var(--rule); box-shadow: inset 0 3px 0 var(--accent); }
            .tab-radio:checked + .tab-label + .tab-panel { display: block; }
            .tab-radio:focus-visible + .tab-label { outline: 2px solid var(--accent); outline-offset: -2px; }

            .steps { list-style: none; margin: 0 0 1.4rem; padding: 0; }
            .step { position: relative; margin: 0; padding: 0 0 1.6rem 3.25rem; }
            .step::before {
                content: ""; position: absolute; left: 1.05rem; top: 2.4rem; bottom: 0.4rem; width: 2px; background: var(--rule);
            }
            .step:last-child::before { display: none; }
            .step-label {
                margin: 0 0 0.5rem !important; min-height: 2.2rem; display: flex; align-items: center;
                font-size: 0.8rem; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: var(--ink-faint);
            }
            .step-label a { color: inherit; text-decoration: none; }
            .step-label a:hover { text-decoration: underline; }
            .step:target .step-label { color: var(--accent-ink); }
            .step-label::before {
                content: attr(data-step); position: absolute; left: 0; top: 0;
                display: grid; place-items: center; width: 2.2rem; height: 2.2rem; border-radius: 50%;
                font-family: var(--font-display); font-size: 1.05rem; letter-spacing: 0; color: var(--paper); background: var(--accent-ink);
            }
            .step-body > :last-child { margin-bottom: 0; }
            @media (max-width: 50rem) {
                .step { padding-left: 2.4rem; }
                .step::before { left: 0.8rem; top: 2rem; }
                .step-label::before { width: 1.75rem; height: 1.75rem; font-size: 0.9rem; }
                .step-label { min-height: 1.75rem; }
            }

            """#
    }
}
