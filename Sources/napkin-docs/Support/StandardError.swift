import Foundation

/// Writes to standard error, where diagnostics go.
enum StandardError {
    /// Writes `text` and a newline.
    static func print(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
