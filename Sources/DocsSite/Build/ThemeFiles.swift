import DocsMarkup
import DocsSupport
import Foundation

/// A package's own look: `theme-settings.json` (DocC's) and `theme.css` at the top of a source
/// folder (`Articles/`, a `.docc` catalog). What they say is added to `style.css` after
/// napkin-docs' own rules, which it overrides: the settings as the palette's custom properties,
/// the stylesheet as written.
enum ThemeFiles {
    /// DocC's file of colours, fonts and corner radius.
    static let settingsName = "theme-settings.json"
    /// A stylesheet of the package's own.
    static let stylesheetName = "theme.css"

    /// The CSS the listed folders add, and a note for each setting that does nothing here.
    static func css(of listings: [SourceListing], reader: SourceReader) throws -> (css: String, notes: [Diagnostic]) {
        var css = ""
        var notes: [Diagnostic] = []
        for listing in listings {
            for name in [settingsName, stylesheetName] {
                guard let file = listing.files.first(where: { $0.relativePath == name }) else { continue }
                let shown = reader.displayPath(of: file.url)
                guard let bytes = FileContents.bytes(atPath: file.url.path) else {
                    throw DiagnosticError([
                        Diagnostic(
                            at: SourceLocation(file: shown, line: 1, column: 1), "cannot read the theme file",
                            hint: "make it a readable file, or remove it to keep napkin-docs' own look")
                    ])
                }
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
}
