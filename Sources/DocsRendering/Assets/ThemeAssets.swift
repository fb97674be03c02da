/// napkin-docs' own look and behaviour, kept as real files beside this one (CSS, JavaScript and
/// the icon, which an editor and a linter read as what they are) and embedded into the binary
/// when it is built (`.embedInCode` in Package.swift), so the tool still ships as one executable.
package enum ThemeAssets {
    /// `style.css`: its parts, joined in this order. Paper and ink, a serif display face, a green
    /// accent; system fonts only; light and dark themes; one column on a phone.
    static let stylesheetParts: [String] = [
        PackageResources.palette_css, PackageResources.base_css, PackageResources.layout_css,
        PackageResources.prose_css, PackageResources.code_css, PackageResources.directives_css,
        PackageResources.landing_css, PackageResources.reference_css, PackageResources.media_css,
        PackageResources.versions_css,
    ].map(text)
    /// `style.css`, as napkin-docs writes it before a package's own theme.
    static let stylesheet = stylesheetParts.joined()
    /// `palette.css`: the colours and fonts as custom properties, for the light and the dark theme.
    static let palette = stylesheetParts[0]
    /// `code.css`: code blocks and the classes of highlighted tokens.
    static let code = stylesheetParts[4]
    /// `script.js`: theme toggle, search suggestions and results, copy buttons for code.
    /// Everything it does is an enhancement: pages read fully without it.
    static let script = text(PackageResources.script_js)
    /// Inlined in every `<head>`: applies a theme the reader chose before, before first paint.
    static let themeBootstrap = text(PackageResources.theme_bootstrap_js).trimmingTrailingNewlines()
    /// `favicon.svg`: the brand mark of the header (a green napkin with its corner folded), as the
    /// icon of the browser's tab.
    static let favicon = text(PackageResources.favicon_svg)

    /// The selectors `palette.css` sets the dark values on, which a package's theme settings use
    /// too: the root when the reader's system prefers dark and the theme toggle did not pick light
    /// (inside `@media (prefers-color-scheme: dark)`), and the root when the toggle picked dark.
    package static let darkByPreference = #":root:not([data-theme="light"])"#
    /// The root when the theme toggle picked dark.
    package static let darkByChoice = #":root[data-theme="dark"]"#

    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}

extension String {
    fileprivate func trimmingTrailingNewlines() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
