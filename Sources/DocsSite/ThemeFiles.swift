import DocsMarkup
import DocsSupport
import Foundation

/// A package's own look: `theme-settings.json` (DocC's), `theme.css` and `logo.svg` at the top of
/// a source folder (`Articles/`, a `.docc` catalog). The settings and the stylesheet are added to
/// `style.css` after napkin-docs' own rules, which they override: the settings as the palette's
/// custom properties, the stylesheet as written. The logo replaces napkin's mark in the header
/// and as the tab's icon.
enum ThemeFiles {
    /// DocC's file of colours, fonts and corner radius.
    static let settingsName = "theme-settings.json"
    /// A stylesheet of the package's own.
    static let stylesheetName = "theme.css"
    /// The package's mark, for the header and the browser's tab.
    static let logoName = "logo.svg"

    /// What the listed folders change of the site's look.
    struct Theme {
        /// The CSS added after napkin-docs' own rules.
        var css = ""
        /// The package's logo, an SVG document; `nil` keeps napkin's mark.
        var logo: String?
        /// Where the logo was read from, as diagnostics show it.
        var logoFile: String?
        /// A note for each setting that does nothing here.
        var notes: [Diagnostic] = []
    }

    /// The theme the listed folders give the site.
    static func theme(of listings: [SourceListing], reader: SourceReader) throws -> Theme {
        let (css, notes) = try css(of: listings, reader: reader)
        var theme = Theme(css: css, notes: notes)
        for listing in listings {
            guard let file = listing.files.first(where: { $0.relativePath == logoName }) else { continue }
            let shown = reader.displayPath(of: file.url)
            let svg = String(decoding: try contents(of: file.url, shown: shown), as: UTF8.self)
            guard svg.contains("<svg") else {
                throw DiagnosticError([
                    Diagnostic(
                        id: .themeFile, at: SourceLocation(file: shown, line: 1, column: 1),
                        "the logo is not an SVG document",
                        hint:
                            "write it as SVG (<svg xmlns=\"http://www.w3.org/2000/svg\" …>), or remove it to keep napkin's mark"
                    )
                ])
            }
            // One site, one mark: the first folder's logo; another is named, not dropped silently.
            if let first = theme.logoFile {
                theme.notes.append(
                    Diagnostic(
                        .warning, id: .themeFile, at: SourceLocation(file: shown, line: 1, column: 1),
                        "the site already shows the logo \(first); this one is not used",
                        hint: "keep one logo.svg among the source folders"))
                continue
            }
            // The header's mark shows the tab's icon, which the logo becomes (style.css sits beside it).
            theme.logo = svg
            theme.logoFile = shown
            theme.css +=
                "\n/* \(shown) */\n" + """
                    .brand-mark { background: url(favicon.svg) center / contain no-repeat; clip-path: none; box-shadow: none; border-radius: 0; }

                    """
        }
        return theme
    }

    /// The CSS the listed folders add, and a note for each setting that does nothing here.
    private static func css(of listings: [SourceListing], reader: SourceReader) throws -> (
        css: String, notes: [Diagnostic]
    ) {
        var css = ""
        var notes: [Diagnostic] = []
        for listing in listings {
            for name in [settingsName, stylesheetName] {
                guard let file = listing.files.first(where: { $0.relativePath == name }) else { continue }
                let shown = reader.displayPath(of: file.url)
                let bytes = try contents(of: file.url, shown: shown)
                if name == settingsName {
                    let settings = try ThemeSettings(json: bytes, file: shown)
                    css += "\n/* \(shown) */\n" + settings.css
                    notes += settings.notes
                } else {
                    css += "\n/* \(shown) */\n" + String(decoding: bytes, as: UTF8.self)
                    if !css.hasSuffix("\n") { css += "\n" }
                }
            }
        }
        return (css, notes)
    }

    /// The bytes of a theme file, or an error at it.
    private static func contents(of file: URL, shown: String) throws -> [UInt8] {
        guard let bytes = FileContents.bytes(atPath: file.path) else {
            throw DiagnosticError([
                Diagnostic(
                    id: .themeFile, at: SourceLocation(file: shown, line: 1, column: 1), "cannot read the theme file",
                    hint: "make it a readable file, or remove it to keep napkin-docs' own look")
            ])
        }
        return bytes
    }
}
