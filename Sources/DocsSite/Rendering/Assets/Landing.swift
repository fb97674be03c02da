extension Stylesheet {
    /// The landing page: a hero on graph-paper, numbered sections, specification cards, topic cards.
    enum Landing {
        static let css = #"""
            .landing { counter-reset: section; }
            .landing-inner { max-width: 72rem; margin: 0 auto; padding: 0 1.5rem; }
            .hero {
                padding: 5rem 0 4rem; border-bottom: 1px solid var(--rule);
                background-image:
                    linear-gradient(var(--grid-line) 1px, transparent 1px),
                    linear-gradient(90deg, var(--grid-line) 1px, transparent 1px);
                background-size: 24px 24px;
            }
            .hero-title {
                margin: 0 0 1.25rem; font-family: var(--font-display); font-weight: 600;
                font-size: clamp(3rem, 2rem + 5vw, 5.5rem); line-height: 1; letter-spacing: -0.03em;
            }
            .hero-facts { max-width: 40rem; margin: 1.2rem 0 0; font-size: 0.9rem; color: var(--ink-faint); }
            .hero-lead { max-width: 40rem; margin: 0 0 2rem; font-family: var(--font-display); font-size: clamp(1.2rem, 1rem + 0.8vw, 1.5rem); line-height: 1.45; color: var(--ink-soft); }
            .hero-actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 0; }
            .button {
                display: inline-block; padding: 0.65rem 1.3rem; border-radius: 999px; font-weight: 600; text-decoration: none;
                color: var(--ink); border: 1px solid var(--rule-strong); background: var(--paper-raised);
            }
            .button:hover { border-color: var(--ink-soft); }
            .button-primary { color: #0c2615; background: var(--accent); border-color: var(--accent); }
            .button-primary:hover { background: #3fd173; border-color: #3fd173; }

            .landing-section { padding: 3.5rem 0 1.5rem; border-bottom: 1px solid var(--rule); }
            .page-landing .site-footer { margin-top: 0; border-top: 0; }
            .landing-section:nth-child(odd) { background: var(--paper-raised); }
            .landing .prose > p, .landing .prose > ul, .landing .prose > ol { max-width: var(--measure); }
            .landing h2 {
                margin: 0 0 1rem; padding: 0; border: 0; font-family: var(--font-display); font-weight: 600;
                font-size: clamp(1.9rem, 1.5rem + 1.5vw, 2.6rem); line-height: 1.1; letter-spacing: -0.02em;
            }
            .landing h2::before {
                counter-increment: section; content: "§ " counter(section, decimal-leading-zero);
                display: block; margin-bottom: 0.6rem; font-family: var(--font-mono); font-size: 0.8rem;
                font-weight: 500; letter-spacing: 0.08em; color: var(--accent-ink);
            }
            .landing .row { margin-top: 2rem; }
            .landing .column {
                padding: 1.25rem 1.35rem; border: 1px solid var(--rule); border-radius: var(--radius);
                background: var(--paper); box-shadow: var(--shadow);
            }
            .landing-section:nth-child(even) .column { background: var(--paper-raised); }
            .landing .column h3 { margin-top: 0; font-size: 1.2rem; }
            .landing .column .anchor { display: none; }
            .landing .column p { font-size: 0.975rem; }

            .topic-group { margin: 2rem 0 0.9rem; font-family: var(--font-display); font-size: 1.3rem; }
            .topic-cards { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); gap: 1rem; }
            .topic-card {
                position: relative; padding: 1rem 1.2rem; border: 1px solid var(--rule); border-radius: var(--radius);
                background: var(--paper); transition: border-color 0.15s, transform 0.15s;
            }
            .topic-card:hover { border-color: var(--accent); transform: translateY(-1px); }
            .topic-card a { font-weight: 650; text-decoration: none; }
            .topic-card a::after { content: ""; position: absolute; inset: 0; border-radius: var(--radius); }
            .topic-card p { margin: 0.3rem 0 0; font-size: 0.925rem; line-height: 1.5; color: var(--ink-soft); }

            @media (max-width: 50rem) {
                .hero { padding: 3rem 0 2.5rem; }
                .landing-section { padding: 2.5rem 0 1rem; }
                .landing-inner { padding: 0 1.1rem; }
            }
            @media (prefers-reduced-motion: reduce) { .topic-card { transition: none; } }

            """#
    }
}
