import DocsSupport

/// A part of a kept site (``KeptVersionSite``) that its file holds as one field, decoded only when
/// asked for: after a new tag, only the versions beside it are compared again, so the public API
/// and the changes pages' basis of the others are never decoded, and are written back, if at all,
/// as they were read.
struct KeptPart<Value: KeptPartValue>: Sendable, Equatable {
    private enum Form: Sendable {
        case value(Value)
        case fields(SharedBytes)
        /// Read from a file and decoded: both at hand.
        case decoded(Value, SharedBytes)
    }

    private let form: Form

    /// The part `value`, made by this run.
    init(_ value: Value) {
        form = .value(value)
    }

    /// A part as a file holds it.
    init(fields: SharedBytes) {
        form = .fields(fields)
    }

    /// The part, decoded now if it was read from a file; `nil` when its fields hold none, which the
    /// file's checksum and the identity of the tool that wrote it rule out.
    var value: Value? {
        switch form {
        case .value(let value), .decoded(let value, _): return value
        case .fields(let fields):
            var reader = FramedFile.Reader(fields: fields)
            guard let value = Value.read(&reader), reader.isAtEnd else { return nil }
            return value
        }
    }

    /// The part with its value decoded once, for the reads to come; `nil` when its fields hold none.
    var decoded: KeptPart? {
        guard case .fields(let fields) = form else { return self }
        return value.map { KeptPart(form: .decoded($0, fields)) }
    }

    private init(form: Form) {
        self.form = form
    }

    /// The part's fields, to be written: as read, or encoded now.
    var fields: SharedBytes {
        switch form {
        case .value(let value):
            var writer = FramedFile.Writer()
            value.write(to: &writer)
            return SharedBytes(writer.fields)
        case .fields(let fields), .decoded(_, let fields): return fields
        }
    }

    /// Equal when they hold the same value; parts that hold none are equal only in the same bytes.
    static func == (lhs: KeptPart, rhs: KeptPart) -> Bool {
        switch (lhs.value, rhs.value) {
        case (let left?, let right?): return left == right
        case (nil, nil): return lhs.fields == rhs.fields
        default: return false
        }
    }
}

/// What a ``KeptPart`` is made of: written as fields of a file, read back from them.
protocol KeptPartValue: Sendable, Equatable {
    func write(to writer: inout FramedFile.Writer)
    static func read(_ reader: inout FramedFile.Reader) -> Self?
}
