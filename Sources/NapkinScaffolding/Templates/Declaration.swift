/// The first line of a type's declaration, `head: A, B {`, or, when that is longer than a line
/// (120 columns, as this package's `.swift-format` says), broken as swift-format breaks it: the
/// inherited types that fit after the head, the others on the next lines, and the brace alone.
func declaration(_ head: String, inheriting inheritance: [String], indentation: String = "") -> String {
    let lineLength = 120
    let oneLine = indentation + head + ": " + inheritance.joined(separator: ", ") + " {"
    guard oneLine.count > lineLength else { return oneLine }
    let first = indentation + head + ":"
    var lines: [String] = []
    var line = first
    for (index, type) in inheritance.enumerated() {
        let item = index < inheritance.count - 1 ? type + "," : type
        if line != first, line.count + 1 + item.count > lineLength {
            lines.append(line)
            line = indentation + "    " + item
        } else {
            line += " " + item
        }
    }
    return (lines + [line, indentation + "{"]).joined(separator: "\n")
}
