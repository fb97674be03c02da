extension Stylesheet {
    /// Resets, body text, links, focus, the header and the footer.
    enum Base {
        static let css = """
            *, *::before, *::after { box-sizing: border-box; }
            html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; scroll-padding-top: calc(var(--header-height) + 1rem); }
            body {
                margin: 0;
                background: var(--paper);
                color: var(--ink);
                font-family: var(--font-body);
                font-size: 1.0625rem;
                line-height: 1.65;
                overflow-wrap: break-word;
            }
            img, svg, video { max-width: 100%; height: auto; }
            a { color: var(--accent-ink); text-decoration-thickness: 1px; text-underline-offset: 0.18em; }
            a:hover { text-decoration-thickness: 2px; }
            :focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; border-radius: 3px; }
            .visually-hidden {
                position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
                overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
            }
            .skip-link { position: absolute; left: 1rem; top: -3rem; z-index: 20; padding: 0.5rem 0.9rem; background: var(--ink); color: var(--paper); border-radius: 6px; }
            .skip-link:focus { top: 0.5rem; }

            .site-header {
                position: sticky; top: 0; z-index: 10;
                background: color-mix(in srgb, var(--paper) 88%, transparent);
                backdrop-filter: saturate(1.4) blur(8px);
                -webkit-backdrop-filter: saturate(1.4) blur(8px);
                border-bottom: 1px solid var(--rule);
            }
            .site-header-inner {
                display: flex; align-items: center; gap: 1rem;
                max-width: 90rem; height: var(--header-height); margin: 0 auto; padding: 0 1.25rem;
            }
            .brand { display: inline-flex; align-items: center; gap: 0.55rem; color: var(--ink); text-decoration: none; margin-right: auto; }
            .brand-name { font-family: var(--font-display); font-size: 1.35rem; font-weight: 600; letter-spacing: -0.01em; }
            .brand-mark {
                width: 1.35rem; height: 1.35rem; border-radius: 3px;
                background: linear-gradient(135deg, transparent 0 24%, var(--accent-ink) 24% 27%, transparent 27%) , var(--accent);
                clip-path: polygon(0 0, 100% 0, 100% 72%, 72% 100%, 0 100%);
                box-shadow: inset 0 0 0 1px rgba(0, 0, 0, 0.08);
            }
            .search { position: relative; }
            .search input {
                width: 15rem; max-width: 100%; height: 2.2rem; padding: 0 0.8rem;
                font: inherit; font-size: 0.9375rem; color: var(--ink);
                background: var(--paper-raised); border: 1px solid var(--rule-strong); border-radius: 999px;
            }
            .search input::placeholder { color: var(--ink-faint); }
            .search-suggestions {
                position: absolute; right: 0; top: calc(100% + 0.4rem); width: min(28rem, calc(100vw - 2rem));
                max-height: 70vh; overflow: auto; padding: 0.4rem;
                background: var(--paper-raised); border: 1px solid var(--rule); border-radius: var(--radius); box-shadow: var(--shadow);
            }
            .search-suggestions ul { list-style: none; margin: 0; padding: 0; }
            .search-suggestions li a { display: block; padding: 0.45rem 0.6rem 0; font-weight: 600; text-decoration: none; border-radius: 6px; }
            .search-suggestions li p { margin: 0; padding: 0 0.6rem 0.45rem; font-size: 0.85rem; color: var(--ink-soft); line-height: 1.4; }
            .search-suggestions li:hover { background: var(--paper-sunk); border-radius: 6px; }
            .search-empty { margin: 0.5rem 0.6rem; color: var(--ink-soft); font-size: 0.9rem; }
            .theme-toggle {
                display: inline-grid; place-items: center; width: 2.2rem; height: 2.2rem; padding: 0;
                color: var(--ink-soft); background: transparent; border: 1px solid var(--rule-strong); border-radius: 999px; cursor: pointer;
            }
            .theme-toggle[hidden] { display: none; }
            .theme-toggle:hover { color: var(--ink); background: var(--paper-sunk); }
            .theme-toggle-icon {
                width: 1rem; height: 1rem; border-radius: 50%;
                border: 2px solid currentColor; background: linear-gradient(90deg, currentColor 50%, transparent 50%);
            }

            .site-footer { border-top: 1px solid var(--rule); margin-top: 4rem; color: var(--ink-soft); font-size: 0.9rem; }
            .site-footer-inner { max-width: 90rem; margin: 0 auto; padding: 1.5rem 1.25rem 2.5rem; display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.5rem 2rem; }
            .site-footer p { margin: 0; }
            .site-footer a { color: var(--ink-soft); }

            """
    }
}
