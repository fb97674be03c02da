/// An attribute of an HTML element. Values are escaped when rendered.
struct HTMLAttribute: Sendable, Equatable {
    /// The attribute's name.
    var name: String
    /// The value, or `nil` for a boolean attribute written without one (`hidden`).
    var value: String?

    /// An attribute with a value.
    init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// A boolean attribute.
    init(flag name: String) {
        self.name = name
        self.value = nil
    }

    static func `class`(_ value: String) -> HTMLAttribute { HTMLAttribute("class", value) }
    static func id(_ value: String) -> HTMLAttribute { HTMLAttribute("id", value) }
    static func href(_ value: String) -> HTMLAttribute { HTMLAttribute("href", value) }
    static func aria(_ name: String, _ value: String) -> HTMLAttribute { HTMLAttribute("aria-" + name, value) }
    static func data(_ name: String, _ value: String) -> HTMLAttribute { HTMLAttribute("data-" + name, value) }

    /// Writes ` name="value"` for each attribute, in the given order.
    static func write(_ attributes: [HTMLAttribute], to output: inout String) {
        for attribute in attributes {
            output += " "
            output += attribute.name
            if let value = attribute.value {
                output += "=\""
                HTMLEscaping.appendAttributeValue(value, to: &output)
                output += "\""
            }
        }
    }
}
