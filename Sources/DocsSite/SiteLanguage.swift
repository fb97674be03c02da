import DocsMarkup
import DocsSiteModel
import DocsSupport
import Foundation

extension SiteLanguage {
    /// The language of the first catalog among `listings` whose `Info.plist` names one, and a
    /// note for a value that is not a language tag (which is then not used).
    static func ofCatalogs(_ listings: [SourceListing], reader: SourceReader) -> (String?, [Diagnostic]) {
        var notes: [Diagnostic] = []
        for listing in listings where SourceFolder(listing.directory).kind == .catalog {
            guard let file = listing.files.first(where: { $0.relativePath == "Info.plist" }) else { continue }
            let location = SourceLocation(file: reader.displayPath(of: file.url), line: 1, column: 1)
            guard let bytes = FileContents.bytes(atPath: file.url.path),
                let plist = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
                    as? [String: Any]
            else {
                notes.append(
                    Diagnostic(
                        .warning, id: .catalogInfo, at: location,
                        "the catalog's Info.plist is not a readable property list",
                        hint: "write it as DocC's Info.plist (an XML <plist> with a <dict>), or remove it"))
                continue
            }
            for key in ["CDDefaultLocalization", "CFBundleDevelopmentRegion"] {
                guard let value = plist[key] as? String else { continue }
                if isTag(value) { return (value, notes) }
                notes.append(
                    Diagnostic(
                        .warning, id: .catalogInfo, at: location,
                        "\(key) '\(value)' is not a language tag, so the pages do not say it is their language",
                        hint: "write a BCP 47 tag such as en, ja or de-CH, or give napkin-docs --language"))
            }
        }
        return (nil, notes)
    }
}
