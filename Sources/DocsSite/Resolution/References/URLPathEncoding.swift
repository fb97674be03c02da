import Foundation

/// Percent-encoding of the path part of a URL.
enum URLPathEncoding {
    /// `path` with every character a URL path may not hold as it is written as `%XX`.
    static func encode(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    /// `text` with its `%XX` escapes decoded (a heading's emoji in `<doc:Page#Heading-%F0%9F%92%BB>`),
    /// or as it is when it has none or they are not UTF-8.
    static func decode(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "%")) ? text.removingPercentEncoding ?? text : text
    }
}
