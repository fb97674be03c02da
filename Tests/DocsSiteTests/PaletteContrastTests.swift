import Foundation
import Testing

@testable import DocsRendering
@testable import DocsSite

/// Every text colour of each theme is readable on every background of that theme: WCAG AA's
/// 4.5:1 for body text, which axe-core's audit in the browser suite also asks for.
@Suite struct PaletteContrastTests {
    /// The palette's colours that text is drawn in.
    static let textColors = [
        "ink", "ink-soft", "ink-faint", "accent-ink", "note", "tip", "important", "warning",
        "hl-keyword", "hl-type", "hl-string", "hl-number", "hl-comment", "hl-attribute",
        "hl-label", "hl-directive",
    ]
    /// The palette's colours that text is drawn on.
    static let backgrounds = [
        "paper", "paper-raised", "paper-sunk", "code-bg", "accent-wash",
        "note-wash", "tip-wash", "important-wash", "warning-wash",
    ]

    @Test(arguments: ["light", "dark"])
    func everyTextColorMeetsAAOnEveryBackground(theme: String) throws {
        let palette = try Self.colors(in: theme == "light" ? Self.light() : Self.dark(ThemeAssets.darkByChoice))
        var grounds = try Self.backgrounds.map { name in (name, try #require(palette[name], "no --\(name)")) }
        // A diff's added and removed lines tint the code block's background.
        for (element, tint) in try Self.diffTints() {
            grounds.append(
                ("\(element) line", tint.color.mixed(over: try #require(palette["code-bg"]), fraction: tint.fraction)))
        }
        for text in Self.textColors {
            let foreground = try #require(palette[text], "no --\(text)")
            for (name, background) in grounds {
                let ratio = foreground.contrast(with: background)
                #expect(ratio >= 4.5, "\(theme): --\(text) on \(name) has contrast \(ratio), under 4.5")
            }
        }
    }

    @Test func theColorsAreReadFromThePalette() throws {
        let light = try Self.colors(in: try Self.light())
        #expect(Set(Self.textColors + Self.backgrounds).isSubset(of: Set(light.keys)))
        let dark = try Self.colors(in: try Self.dark(ThemeAssets.darkByChoice))
        #expect(Set(light.keys) == Set(dark.keys))
        #expect(try Self.diffTints().count == 2)
        // Black on white is the largest contrast there is.
        #expect(RGB(hex: "000000")!.contrast(with: RGB(hex: "ffffff")!) == 21)
    }

    @Test func theDarkValuesAreTheSameForThePreferenceAndTheChoice() throws {
        let byPreference = try Self.dark(ThemeAssets.darkByPreference)
        #expect(byPreference.contains("--paper:"))
        #expect(Self.declarations(byPreference) == Self.declarations(try Self.dark(ThemeAssets.darkByChoice)))
    }

    /// The light palette: the declarations of `palette.css`'s first `:root` rule.
    static func light() throws -> String {
        try rule(":root {")
    }

    /// The dark palette set on `selector`.
    static func dark(_ selector: String) throws -> String {
        try rule(selector + " {")
    }

    /// The declarations of the rule `palette.css` opens with `opening`, up to its closing brace.
    static func rule(_ opening: String) throws -> String {
        let css = ThemeAssets.palette
        let start = try #require(css.range(of: opening), "palette.css has no \(opening)")
        let end = try #require(css[start.upperBound...].firstIndex(of: "}"))
        return String(css[start.upperBound..<end])
    }

    /// A rule's declarations, each trimmed, in order.
    static func declarations(_ rule: String) -> [String] {
        rule.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The `--name: #rrggbb;` declarations of a palette.
    static func colors(in palette: String) throws -> [String: RGB] {
        var colors: [String: RGB] = [:]
        for match in palette.matches(of: /--([a-z-]+):\s*#([0-9a-fA-F]{6});/) {
            let color: RGB = try #require(RGB(hex: String(match.2)))
            colors[String(match.1)] = color
        }
        return colors
    }

    /// The tints of `ins` and `del` in code blocks: `color-mix(in srgb, #rrggbb N%, transparent)`.
    static func diffTints() throws -> [(String, (color: RGB, fraction: Double))] {
        try ["ins", "del"].map { element in
            let pattern = try Regex(
                #"\.code-block "# + element
                    + #" \{ background: color-mix\(in srgb, #([0-9a-fA-F]{6}) (\d+)%, transparent\)"#)
            let match = try #require(ThemeAssets.code.firstMatch(of: pattern), "no tint for \(element)")
            let hex = try #require(match.output[1].substring.map(String.init))
            let percent = try #require(match.output[2].substring.flatMap { Double($0) })
            return (element, (try #require(RGB(hex: hex)), percent / 100))
        }
    }
}

/// An sRGB colour, with WCAG's relative luminance and contrast ratio.
struct RGB: Equatable {
    var red, green, blue: Double

    init(red: Double, green: Double, blue: Double) {
        (self.red, self.green, self.blue) = (red, green, blue)
    }

    init?(hex: String) {
        guard hex.count == 6, let value = UInt32(hex, radix: 16) else { return nil }
        self.init(red: Double(value >> 16 & 0xFF), green: Double(value >> 8 & 0xFF), blue: Double(value & 0xFF))
    }

    var luminance: Double {
        func linear(_ channel: Double) -> Double {
            let value = channel / 255
            return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    func contrast(with other: RGB) -> Double {
        let (lighter, darker) = (max(luminance, other.luminance), min(luminance, other.luminance))
        return ((lighter + 0.05) / (darker + 0.05) * 100).rounded() / 100
    }

    /// This colour at `fraction` opacity over `background`, as `color-mix(in srgb, …)` draws it.
    func mixed(over background: RGB, fraction: Double) -> RGB {
        RGB(
            red: (red * fraction + background.red * (1 - fraction)).rounded(),
            green: (green * fraction + background.green * (1 - fraction)).rounded(),
            blue: (blue * fraction + background.blue * (1 - fraction)).rounded())
    }
}
