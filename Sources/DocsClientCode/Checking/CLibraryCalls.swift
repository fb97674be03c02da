/// Calls that reach the C library by accident. A page that calls `write(packet)` or
/// `send(chunk)` means a function of its own that it never declares; Glibc (and Darwin) has a
/// function of that name, which the compiler finds instead, and the call fails on its
/// arguments (`missing arguments for parameters #2, #3 in call`). Such a name is context the
/// page needs, as a name found nowhere is: it gets a stand-in, which shadows the C function.
/// A value the page never declares that the standard library answers with a function
/// (`send(contentsOf: sequence)`) is the same.
enum CLibraryCalls {
    /// The C library's functions whose names are verbs an example may use for its own.
    static let names: Set<String> = [
        "abort", "accept", "alarm", "bind", "close", "connect", "dup", "exit", "fork", "kill", "link", "listen",
        "open", "pause", "pipe", "poll", "read", "recv", "remove", "rename", "select", "send", "shutdown",
        "signal", "sleep", "socket", "stat", "sync", "truncate", "unlink", "wait", "write",
    ]

    /// The standard library's functions whose names an example may give a value of its own
    /// (`send(contentsOf: sequence)`): found instead of the value the page never declares.
    static let valueNames: Set<String> = ["sequence", "stride", "zip", "repeatElement", "swap"]

    /// What the compiler says of a call whose arguments do not fit the function it found, or
    /// of an argument that is a function where a value was meant.
    private static let argumentErrors = [
        "missing argument", "extra argument", "cannot convert value of type", "incorrect argument label",
        "no exact matches in call to",
    ]

    /// The functions of ``names`` that `line` calls by their bare name (`write(packet)`, not
    /// `file.write(…)`), when `message` is an error about a call's arguments; none that
    /// `declared` holds (the page's or the module's own function of that name).
    static func accidental(in message: String, line: String, declared: (String) -> Bool) -> [String] {
        guard argumentErrors.contains(where: message.contains) else { return [] }
        let characters = Array(line.utf8)
        func usesBare(_ name: String, calling: Bool) -> Bool {
            let bytes = Array(name.utf8)
            return characters.indices.contains { start in
                guard characters[start...].starts(with: bytes), start == 0 || !Self.continuesName(characters[start - 1])
                else { return false }
                let after = start + bytes.count < characters.count ? characters[start + bytes.count] : nil
                return calling
                    ? after == UInt8(ascii: "(")
                    : after.map { !Self.continuesName($0) && $0 != UInt8(ascii: "(") } ?? true
            }
        }
        let called = names.filter { line.contains($0 + "(") && usesBare($0, calling: true) }
        let asValues = valueNames.filter { line.contains($0) && usesBare($0, calling: false) }
        return called.union(asValues).filter { !declared($0) }.sorted()
    }

    /// Whether `byte` may come before a name in a member access or be part of a name: then
    /// what follows is not a bare call.
    private static func continuesName(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
            || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80
    }
}
