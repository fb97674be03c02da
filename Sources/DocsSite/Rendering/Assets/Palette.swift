extension Stylesheet {
    /// Colours and fonts as custom properties, for the light and the dark theme.
    ///
    /// Every text colour meets WCAG's 4.5:1 contrast on every background of its theme
    /// (`PaletteContrastTests`). The dark values appear twice: once for readers whose system prefers dark (unless they
    /// picked light with the toggle), once for readers who picked dark.
    enum Palette {
        /// The root when the reader's system prefers dark and the theme toggle did not pick light
        /// (inside `@media (prefers-color-scheme: dark)`), and when the toggle picked dark: the
        /// dark values are set on both (`script.js` sets `data-theme`).
        static let darkByPreference = #":root:not([data-theme="light"])"#
        static let darkByChoice = #":root[data-theme="dark"]"#

        static let light = """
                --paper: #f8f4ea;
                --paper-raised: #fffdf7;
                --paper-sunk: #efe8d8;
                --ink: #1f1c16;
                --ink-soft: #4d483d;
                --ink-faint: #67614f;
                --rule: #dcd3bf;
                --rule-strong: #c4b9a0;
                --accent: #2dbe60;
                --accent-ink: #15703a;
                --accent-wash: #e1f3e3;
                --code-bg: #fffdf7;
                --grid-line: rgba(60, 90, 140, 0.07);
                --note: #2f5f98;   --note-wash: #e8eef6;
                --tip: #15703a;    --tip-wash: #e3f2e4;
                --important: #8a5a00; --important-wash: #f7ecd4;
                --warning: #a8321f; --warning-wash: #f8e4dd;
                --hl-keyword: #a0266b; --hl-type: #245f91; --hl-string: #a8431b; --hl-number: #6a3fb0;
                --hl-comment: #676253; --hl-attribute: #8a5a00; --hl-label: #4d483d; --hl-directive: #8a5a00;
                --shadow: 0 1px 2px rgba(60, 45, 20, 0.06), 0 6px 18px rgba(60, 45, 20, 0.06);
                color-scheme: light;
            """

        static let dark = """
                --paper: #16140f;
                --paper-raised: #1e1b15;
                --paper-sunk: #0f0e0a;
                --ink: #ede6d6;
                --ink-soft: #c4bba7;
                --ink-faint: #9c9482;
                --rule: #363126;
                --rule-strong: #4c4535;
                --accent: #2dbe60;
                --accent-ink: #5fd488;
                --accent-wash: #17301f;
                --code-bg: #0f0e0a;
                --grid-line: rgba(160, 190, 240, 0.05);
                --note: #8db7ea;   --note-wash: #1a2230;
                --tip: #5fd488;    --tip-wash: #15271b;
                --important: #e6b45c; --important-wash: #2d2415;
                --warning: #f08a74; --warning-wash: #311b16;
                --hl-keyword: #ff7ab8; --hl-type: #7cc6ff; --hl-string: #f2a66e; --hl-number: #c6a5ff;
                --hl-comment: #9d9583; --hl-attribute: #e6b45c; --hl-label: #c4bba7; --hl-directive: #e6b45c;
                --shadow: 0 1px 2px rgba(0, 0, 0, 0.4), 0 8px 24px rgba(0, 0, 0, 0.3);
                color-scheme: dark;
            """

        static let css = """
            :root {
                --font-display: "Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", "URW Palladio L", "P052", Georgia, "Noto Serif", "DejaVu Serif", serif;
                --font-body: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif;
                --font-mono: ui-monospace, "SF Mono", SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace;
                --header-height: 3.5rem;
                --measure: 44rem;
                --radius: 10px;
            \(light)
            }
            @media (prefers-color-scheme: dark) {
                \(darkByPreference) {
            \(dark)
                }
            }
            \(darkByChoice) {
            \(dark)
            }

            """
    }
}
