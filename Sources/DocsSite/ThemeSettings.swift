import DocsMarkup
import DocsRendering
import Foundation

/// DocC's `theme-settings.json`, read as napkin-docs' palette: each colour, font and radius it
/// sets that the site has becomes the custom property the stylesheet uses for it.
///
/// A colour is a CSS value, or `{"light": …, "dark": …}`; a value alone applies to both themes,
/// as in DocC. A setting the site has no place for is named in a note, never dropped silently.
struct ThemeSettings {
    /// The rules that set the properties: light (or both), then dark.
    var css: String
    /// One note naming the settings that do nothing on this site, when there are any.
    var notes: [Diagnostic]

    /// DocC's colour names, by the custom property of napkin-docs' palette each sets.
    static let colors: [String: String] = [
        "text": "--ink", "text-background": "--paper", "fill-secondary": "--paper-sunk",
        "code-background": "--code-bg", "link": "--accent-ink", "documentation-intro-accent": "--accent",
        "grid": "--rule",
    ]
    /// DocC's typography names, by property.
    static let fonts: [String: String] = ["html-font": "--font-body", "html-font-mono": "--font-mono"]

    /// Reads `json`, the file shown as `file`.
    init(json: [UInt8], file: String) throws {
        let location = SourceLocation(file: file, line: 1, column: 1)
        guard let root = try? JSONSerialization.jsonObject(with: Data(json)) as? [String: Any] else {
            throw Self.problem("the theme settings are not a JSON object", at: location)
        }
        guard let theme = root["theme"].map({ $0 as? [String: Any] }) ?? [:] else {
            throw Self.problem("the theme settings' theme is not a JSON object", at: location)
        }
        var properties = try Properties(theme: theme, at: location)
        properties.ignored = root.keys.filter { $0 != "theme" && $0 != "meta" }.sorted() + properties.ignored
        css = properties.css
        notes =
            properties.ignored.isEmpty
            ? []
            : [
                Diagnostic(
                    .note, id: .ignoredThemeSettings, at: location,
                    "these theme settings do nothing on a napkin-docs site: \(properties.ignored.joined(separator: ", "))",
                    hint:
                        "the site takes colors (\(Self.colors.keys.sorted().joined(separator: ", "))), typography (html-font, html-font-mono) and border-radius; theme.css beside the settings can style the rest"
                )
            ]
    }

    /// The custom properties a `theme` object sets, for the light theme (or both) and the dark,
    /// and the settings that set none.
    private struct Properties {
        var light: [(String, String)] = []
        var dark: [(String, String)] = []
        var ignored: [String] = []

        init(theme: [String: Any], at location: SourceLocation) throws {
            func cssValue(_ raw: Any, at key: String) throws -> String {
                guard let text = raw as? String, !text.isEmpty, !text.contains(where: { ";{}<>\\".contains($0) }),
                    !text.contains("/*"), !text.contains("*/")
                else {
                    throw ThemeSettings.problem("the theme setting \(key) is not a CSS value", at: location)
                }
                return text
            }
            func object(_ raw: Any, at key: String) throws -> [String: Any] {
                guard let object = raw as? [String: Any] else {
                    throw ThemeSettings.problem("the theme setting \(key) is not a JSON object", at: location)
                }
                return object
            }
            for (key, raw) in theme.sorted(by: { $0.key < $1.key }) {
                switch key {
                case "color":
                    for (name, color) in try object(raw, at: "theme.color").sorted(by: { $0.key < $1.key }) {
                        guard let property = ThemeSettings.colors[name] else {
                            ignored.append("theme.color.\(name)")
                            continue
                        }
                        if let pair = color as? [String: Any] {
                            if let raw = pair["light"] {
                                light.append((property, try cssValue(raw, at: "theme.color.\(name).light")))
                            }
                            if let raw = pair["dark"] {
                                dark.append((property, try cssValue(raw, at: "theme.color.\(name).dark")))
                            }
                        } else {
                            let single = try cssValue(color, at: "theme.color.\(name)")
                            light.append((property, single))
                            dark.append((property, single))
                        }
                    }
                case "typography":
                    for (name, font) in try object(raw, at: "theme.typography").sorted(by: { $0.key < $1.key }) {
                        guard let property = ThemeSettings.fonts[name] else {
                            ignored.append("theme.typography.\(name)")
                            continue
                        }
                        light.append((property, try cssValue(font, at: "theme.typography.\(name)")))
                    }
                case "border-radius":
                    light.append(("--radius", try cssValue(raw, at: "theme.border-radius")))
                default:
                    ignored.append("theme.\(key)")
                }
            }
        }

        /// The rules: the light (or both) properties on the root, the dark ones as the site's
        /// own dark palette is chosen (the reader's preference, or the theme toggle).
        var css: String {
            func rules(_ settings: [(String, String)]) -> String {
                settings.map { "    \($0.0): \($0.1);\n" }.joined()
            }
            var css = light.isEmpty ? "" : ":root {\n" + rules(light) + "}\n"
            if !dark.isEmpty {
                let palette = ThemeAssets.self
                css += "@media (prefers-color-scheme: dark) {\n\(palette.darkByPreference) {\n" + rules(dark) + "}\n}\n"
                css += "\(palette.darkByChoice) {\n" + rules(dark) + "}\n"
            }
            return css
        }
    }

    /// An error at the settings file, with DocC's shape of them.
    static func problem(_ message: String, at location: SourceLocation) -> DiagnosticError {
        DiagnosticError([
            Diagnostic(
                id: .themeFile, at: location, message,
                hint: "see DocC's theme-settings.json: {\"theme\": {\"color\": {\"text\": \"#222\"}}}")
        ])
    }
}
