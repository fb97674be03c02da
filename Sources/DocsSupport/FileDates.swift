import Foundation

/// When files were last changed, as the file system says.
package enum FileDates {
    /// When the file at `url` was last modified; `nil` when it cannot be read.
    package static func modified(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
}
