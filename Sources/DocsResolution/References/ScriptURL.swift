import DocsMarkup

/// URLs that run script when a reader follows them, which a site built from someone else's pages
/// must never hold: `javascript:`, `vbscript:`, `file:`, and `data:` other than an image, as
/// cmark's safe mode refuses them.
///
/// Every document is checked where its references are gathered: pages in the link check,
/// documentation extensions when they are set aside, doc comments with their symbol's page.
enum ScriptURL {
    /// An error at each of `destinations` (a document's, written in `file`) that runs script.
    static func problems(in destinations: [DocumentReferences.Destination], file: String) -> [Diagnostic] {
        destinations.compactMap { destination, location, _ in
            scheme(of: destination).map { scheme in
                Diagnostic(
                    id: .scriptLink, at: location ?? SourceLocation(file: file, line: 1, column: 1),
                    "a \(scheme): destination is refused: it could run script in the reader's browser or open the reader's own files",
                    hint: "link to a page, a file of the sources or an https: address")
            }
        }
    }

    /// The scheme that makes `destination` run script (`javascript`), or `nil` when it does not.
    /// Read as a browser reads it: leading spaces and control characters skipped, tabs and line
    /// breaks inside the scheme ignored (`java\tscript:` runs), letters in any case.
    static func scheme(of destination: String) -> String? {
        var scheme = ""
        for scalar in destination.unicodeScalars.drop(while: { $0.value <= 0x20 }) {
            if scalar == ":" { break }
            if scalar == "\t" || scalar == "\n" || scalar == "\r" { continue }
            guard scalar.isASCII, scalar.properties.isAlphabetic || scalar == "+" || scalar == "-" || scalar == "."
            else { return nil }
            scheme.unicodeScalars.append(scalar)
        }
        scheme = scheme.lowercased()
        switch scheme {
        case "javascript", "vbscript", "file":
            return scheme
        case "data":
            let rest = destination.lowercased().drop { $0 != ":" }.dropFirst()
            let images = ["image/png", "image/gif", "image/jpeg", "image/webp"]
            return images.contains { rest.hasPrefix($0) } ? nil : scheme
        default:
            return nil
        }
    }
}
