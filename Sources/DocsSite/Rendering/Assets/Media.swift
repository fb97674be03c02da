extension Stylesheet {
    /// DocC's page furniture and media: `@Image`, `@Video`, `@Links`, `@Small`, `@PageImage`,
    /// `@PageColor`, `@Available` and `@CallToAction`.
    enum Media {
        static let css = #"""
            .media { margin: 0 0 1.4rem; }
            .media figcaption { margin-top: 0.4rem; font-size: 0.9rem; color: var(--ink-soft); }
            .media figcaption p { margin: 0; }
            .media video { display: block; width: 100%; border-radius: var(--radius); }
            .small-print { font-size: 0.85rem; color: var(--ink-soft); }
            .links { list-style: none; padding-left: 0; margin: 0 0 1.4rem; }
            .links-list .links-item { margin: 0 0 0.9rem; }
            .links-compactGrid, .links-detailedGrid { display: grid; grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr)); gap: 1rem; }
            .links-compactGrid .links-item, .links-detailedGrid .links-item {
                padding: 0.8rem 1rem; border: 1px solid var(--rule); border-radius: var(--radius); background: var(--paper-sunk);
            }
            .links-detailedGrid img { display: block; margin: 0 0 0.6rem; border-radius: var(--radius); }
            .links-title { font-weight: 600; }
            .links-summary { margin: 0.2rem 0 0; color: var(--ink-soft); font-size: 0.95rem; }
            .page-icon img { width: 1.1em; height: 1.1em; margin-right: 0.35em; vertical-align: -0.12em; object-fit: contain; }
            .page-color { border-top: 6px solid var(--page-color); padding-top: 0.8rem; }
            .page-color-blue { --page-color: #3a7bd5; } .page-color-gray { --page-color: #8a8f98; }
            .page-color-green { --page-color: #2f9e5b; } .page-color-orange { --page-color: #e08a2c; }
            .page-color-purple { --page-color: #8b5cc7; } .page-color-red { --page-color: #d0453f; }
            .page-color-yellow { --page-color: #d4b020; }
            .availability-list { display: flex; flex-wrap: wrap; gap: 0.3rem 1rem; list-style: none; padding: 0; margin: 0.4rem 0 0; font-size: 0.9rem; color: var(--ink-soft); }
            .call-to-action { margin: 0.8rem 0 0; }
            """#
    }
}
