/// The layout of a file napkin-docs keeps on disk for its next run: a magic line naming what it
/// holds, then fields of bytes, each after its length as a little-endian 32-bit integer (the
/// first field the identity of the tool and format that wrote it), and last the checksum of
/// everything before as 64 bits (``FNV1a/wideChecksum(_:)``). A file cut short, damaged or
/// written by another tool or format reads as nothing.
package struct FramedFile {
    private let magic: [UInt8]

    /// The layout of files whose first line is `magic`.
    package init(magic: String) {
        self.magic = Array((magic + "\n").utf8)
    }

    /// Builds a file's bytes: the magic line, the identity, then what ``append(_:)`` and
    /// ``append(_:)-(UInt32)`` add; ``finish()`` ends them with the checksum, or
    /// ``finish(writingNewFileAt:)`` writes them.
    package struct Writer {
        /// The bytes after the last large field of shared bytes.
        private var buffer: [UInt8]
        /// What comes before ``buffer``: bytes written, and large fields of shared bytes, not
        /// copied (a kept site's pages, 2.9 MB for a release of swift-log).
        private var parts: [SharedBytes] = []
        /// The size from which a field of shared bytes is kept as a part rather than copied.
        private static let sharedFieldSize = 4_096

        init(magic: [UInt8], identity: String, capacity: Int) {
            buffer = magic
            buffer.reserveCapacity(magic.count + capacity + 16)
            append(Array(identity.utf8))
        }

        /// A writer of fields alone, with no magic line, identity nor checksum: to be a field of a
        /// file in turn (``fields``), read back by ``Reader/init(fields:)``.
        package init() {
            buffer = []
        }

        /// The fields appended, without a checksum.
        package var fields: [UInt8] { joined }

        /// The parts and the buffer, one after another.
        private var joined: [UInt8] { parts.isEmpty ? buffer : parts.flatMap(\.array) + buffer }

        /// Appends a field of bytes.
        package mutating func append(_ field: some Collection<UInt8>) {
            append(UInt32(field.count))
            buffer.append(contentsOf: field)
        }

        /// Appends a field of shared bytes: a large one as it is, to be written from where it is.
        package mutating func append(_ field: SharedBytes) {
            append(UInt32(field.count))
            guard field.count >= Self.sharedFieldSize else {
                field.withUnsafeBytes { buffer.append(contentsOf: $0.assumingMemoryBound(to: UInt8.self)) }
                return
            }
            parts.append(SharedBytes(buffer))
            parts.append(field)
            buffer = []
            buffer.reserveCapacity(1_024)
        }

        /// Appends a field of text, as UTF-8.
        package mutating func append(_ text: String) {
            var text = text
            text.withUTF8 { append($0) }
        }

        /// Appends a number.
        package mutating func append(_ value: UInt32) {
            for shift in stride(from: 0, to: 32, by: 8) {
                buffer.append(UInt8(truncatingIfNeeded: value >> UInt32(shift)))
            }
        }

        /// Ends the bytes with the checksum of everything before.
        private mutating func appendChecksum() {
            var checksum = FNV1a.WideChecksum()
            for part in parts { part.withUnsafeBytes { checksum.add($0) } }
            buffer.withUnsafeBytes { checksum.add($0) }
            let value = checksum.value
            for shift in stride(from: 0, to: 64, by: 8) {
                buffer.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
            }
        }

        /// The file's bytes, the checksum last; nothing is to be appended after.
        package mutating func finish() -> [UInt8] {
            appendChecksum()
            return joined
        }

        /// Writes the file's bytes, the checksum last, to a new file at `path`, each large field
        /// from where it is; nothing is to be appended after.
        package mutating func finish(writingNewFileAt path: String) throws(FileSystemError) {
            appendChecksum()
            try FileSystemCalls.writeNewFile(path, parts: parts + [SharedBytes(buffer)])
        }
    }

    /// Reads fields from the front of a file's body, refusing any that overrun it. The fields are
    /// slices of the file's bytes, shared, not copied.
    package struct Reader {
        private var bytes: SharedBytes

        init(bytes: SharedBytes) {
            self.bytes = bytes
        }

        /// A reader of fields a fields-only ``Writer`` wrote (a field of a file, read back).
        package init(fields: SharedBytes) {
            bytes = fields
        }

        /// Whether every field has been read.
        package var isAtEnd: Bool { bytes.isEmpty }

        /// The next number.
        package mutating func integer() -> UInt32? {
            guard bytes.count >= 4 else { return nil }
            let value = bytes.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self)) }
            bytes = bytes.dropFirst(4)
            return value
        }

        /// The next field of bytes.
        package mutating func field() -> SharedBytes? {
            guard let length = integer().map(Int.init), bytes.count >= length else { return nil }
            defer { bytes = bytes.dropFirst(length) }
            return bytes.prefix(length)
        }

        /// The next field, as text.
        package mutating func string() -> String? {
            // The checksum agreed, so these are the bytes of a String that was written.
            field().map { $0.withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }
        }
    }

    /// A writer of a file that `identity` wrote, with room for about `capacity` bytes of fields.
    package func writer(identity: String, capacity: Int = 0) -> Writer {
        Writer(magic: magic, identity: identity, capacity: capacity)
    }

    /// A reader of the fields of `bytes` after the identity, or `nil` unless they are a whole file
    /// of this layout written with `identity`.
    package func reader(of bytes: [UInt8], identity: String) -> Reader? {
        reader(of: SharedBytes(bytes), identity: identity)
    }

    /// A reader of the fields of `bytes` (a file mapped into memory, say), as
    /// ``reader(of:identity:)-([UInt8],_)`` reads an array's.
    package func reader(of bytes: SharedBytes, identity: String) -> Reader? {
        let start = bytes.startIndex
        guard bytes.count >= magic.count + 8, bytes.prefix(magic.count).elementsEqual(magic) else { return nil }
        let body = bytes.endIndex - 8
        let checksum = bytes[body...].withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
        guard bytes[start..<body].withUnsafeBytes(FNV1a.wideChecksum) == checksum else { return nil }
        var reader = Reader(bytes: bytes[(start + magic.count)..<body])
        guard reader.string() == identity else { return nil }
        return reader
    }
}
