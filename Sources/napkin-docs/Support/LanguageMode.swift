import Foundation

/// The Swift language mode a package's code is compiled in, read from its manifest.
enum LanguageMode {
    /// `6` for a manifest of tools version 6 or later that does not ask for Swift 5, else `5`.
    static func of(package: URL) -> String {
        guard let data = FileManager.default.contents(atPath: package.appendingPathComponent("Package.swift").path)
        else { return "6" }
        let manifest = String(decoding: data, as: UTF8.self)
        let firstLine = manifest.prefix { $0 != "\n" }
        let version = firstLine.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        let major = Int(version.prefix { $0.isNumber }) ?? 5
        let asksForFive =
            manifest.contains("swiftLanguageModes: [.v5") || manifest.contains("swiftLanguageVersions: [.v5")
        return major >= 6 && !asksForFive ? "6" : "5"
    }
}
