/// Items joined as a sentence lists them: `4`, `4 and 6`, `4, 6 and 9`.
package enum ProseList {
    /// `items` joined with commas and a last "and".
    package static func joined(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
