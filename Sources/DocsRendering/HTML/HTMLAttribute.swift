import DocsSupport

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

    /// Writes ` name=value` (quoted only where the value needs it, see
    /// ``HTMLEscaping/appendAttributeValue(_:to:)``), or ` name` for a boolean attribute.
    func write(to output: inout [UInt8]) {
        output.append(UInt8(ascii: " "))
        var name = name
        name.withUTF8 { output.append(contentsOf: $0) }
        if let value {
            output.append(UInt8(ascii: "="))
            HTMLEscaping.appendAttributeValue(value, to: &output)
        }
    }
}
