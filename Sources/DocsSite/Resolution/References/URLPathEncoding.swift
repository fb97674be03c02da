import Foundation

/// Percent-encoding of the path part of a URL.
enum URLPathEncoding {
    /// `path` with every character a URL path may not hold as it is written as `%XX`.
    static func encode(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }
}
