#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension UnsafeBufferPointer<UInt8> {
    /// The positions of `byte`, in order, each found with `memchr`, which reads many bytes at a
    /// time: a site's sources, code blocks and pages are megabytes with few of the bytes looked
    /// for, and a loop over every byte took a fortieth of a large site's render.
    package func indices(of byte: UInt8) -> ByteIndices {
        ByteIndices(buffer: self, byte: byte)
    }

    /// Where `pattern` first occurs at or after `start`, `nil` if nowhere (or if it is empty):
    /// each candidate found by its first byte with `memchr`, then compared whole.
    package func firstIndex(of pattern: [UInt8], from start: Int = 0) -> Int? {
        guard let base = baseAddress, let first = pattern.first else { return nil }
        var index = start
        while index + pattern.count <= count {
            guard let hit = memchr(base + index, Int32(first), count - index) else { return nil }
            let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            guard position + pattern.count <= count else { return nil }
            if memcmp(base + position, pattern, pattern.count) == 0 { return position }
            index = position + 1
        }
        return nil
    }

    /// How many times `byte` occurs.
    package func count(of byte: UInt8) -> Int {
        var positions = indices(of: byte)
        var count = 0
        while positions.next() != nil { count += 1 }
        return count
    }
}

extension String {
    /// How many times `byte` occurs in the string's UTF-8.
    package func utf8Count(of byte: UInt8) -> Int {
        var string = self
        return string.withUTF8 { $0.count(of: byte) }
    }
}

/// The positions of one byte in a buffer, in order (``Swift/UnsafeBufferPointer/indices(of:)``).
package struct ByteIndices: Sequence, IteratorProtocol {
    let buffer: UnsafeBufferPointer<UInt8>
    let byte: UInt8
    private var start = 0

    init(buffer: UnsafeBufferPointer<UInt8>, byte: UInt8) {
        self.buffer = buffer
        self.byte = byte
    }

    /// The next position of the byte, `nil` after the last.
    package mutating func next() -> Int? {
        guard let base = buffer.baseAddress, start < buffer.count,
            let found = memchr(base + start, Int32(byte), buffer.count - start)
        else { return nil }
        let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        start = position + 1
        return position
    }
}
