import DocsMarkup
import DocsSiteModel
import Foundation

/// Where each page is written in the site.
enum PagePaths {
    /// `index.html` for the root, `tutorials/<kebab-name>.html` for tutorials,
    /// `articles/<kebab-name>.html` for everything else.
    static func path(forPageNamed name: PageName, isRoot: Bool, isTutorial: Bool) -> PagePath {
        if isRoot { return .root }
        return PagePath((isTutorial ? "tutorials/" : "articles/") + kebabCase(name.string) + ".html")
    }

    /// `GettingStarted` → `getting-started`, `HTTPClient` → `http-client`, `Tab Bar_2` → `tab-bar-2`,
    /// `_NIOFileSystem` → `_nio-file-system`, `Über` → `über`, `状態` → `状態`.
    ///
    /// Letters and digits of any script are kept, in Unicode's composed form; every other run
    /// of characters becomes one `-`.
    static func kebabCase(_ name: String) -> String {
        asciiKebabCase(name) ?? characterKebabCase(name)
    }

    /// ``kebabCase(_:)`` by `Character`s, for any name.
    static func characterKebabCase(_ name: String) -> String {
        let characters = Array(name.utf8.allSatisfy { $0 < 0x80 } ? name : name.precomposedStringWithCanonicalMapping)
        var result = ""
        var pendingDash = false
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                pendingDash = true
                continue
            }
            if character.isUppercase, index > 0 {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let endsAcronym = previous.isUppercase && (next?.isLowercase ?? false)
                if previous.isLowercase || previous.isNumber || endsAcronym { pendingDash = true }
            }
            if pendingDash, !result.isEmpty { result.append("-") }
            pendingDash = false
            result.append(contentsOf: character.lowercased())
        }
        // `_NIOFileSystem` is not `NIOFileSystem`: a leading underscore is kept.
        return result.isEmpty ? "page" : (name.hasPrefix("_") ? "_" + result : result)
    }

    /// ``kebabCase(_:)`` of a name all of ASCII, byte by byte with the same rules (a
    /// `Character`'s letter, digit and case tests take most of a build's time spent on paths);
    /// `nil` for any other name.
    static func asciiKebabCase(_ name: String) -> String? {
        let bytes = Array(name.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 4)
        var pendingDash = false
        for (index, byte) in bytes.enumerated() {
            guard isUpper(byte) || isLower(byte) || isDigit(byte) else {
                pendingDash = true
                continue
            }
            if isUpper(byte), index > 0 {
                let previous = bytes[index - 1]
                let next = index + 1 < bytes.count ? bytes[index + 1] : nil
                let endsAcronym = isUpper(previous) && next.map(isLower) == true
                if isLower(previous) || isDigit(previous) || endsAcronym { pendingDash = true }
            }
            if pendingDash, !result.isEmpty { result.append(UInt8(ascii: "-")) }
            pendingDash = false
            result.append(isUpper(byte) ? byte + 32 : byte)
        }
        let kebab = String(decoding: result, as: UTF8.self)
        return kebab.isEmpty ? "page" : (name.hasPrefix("_") ? "_" + kebab : kebab)
    }
}
