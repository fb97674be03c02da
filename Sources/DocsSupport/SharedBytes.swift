#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bytes that slices share without a copy: an array's, or a whole file's mapped into memory
/// (``init(mappingFileAt:)``), which the pages of the file system's cache then back.
///
/// A build of several versions reads the kept site of each (26 MB for swift-log's 12 releases)
/// and keeps every page's template as a slice of it. Read into arrays, the kernel copied each
/// file into memory it had first to clear: 14.5 ms for those 26 MB, against 3.3 ms to map them
/// and touch every line (`/dev/shm`, this machine).
package struct SharedBytes: Sendable, RandomAccessCollection, Equatable, ExpressibleByArrayLiteral {
    package typealias Index = Int
    package typealias SubSequence = SharedBytes
    package typealias Indices = Range<Int>

    package let startIndex: Int
    package let endIndex: Int
    private let storage: Storage

    /// The bytes of `array`, shared with it.
    package init(_ array: [UInt8]) {
        self.init(storage: .array(array), bounds: 0..<array.count)
    }

    package init(arrayLiteral bytes: UInt8...) {
        self.init(bytes)
    }

    /// The bytes of the regular file at `path`, mapped into memory; `nil` when it cannot be opened,
    /// is not a regular file or cannot be read. (An empty file, or one on a file system that cannot
    /// map it, is read instead.)
    ///
    /// The mapping lasts while a slice of it does. A file that another process shortens in place
    /// meanwhile would end it with `SIGBUS` when a page past the new end is read: napkin-docs maps
    /// only the files of its cache, which it replaces by renaming, never in place.
    package init?(mappingFileAt path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let count = Int(status.st_size)
        guard count > 0 else {
            guard let bytes = FileContents.bytes(readingToEndOf: descriptor, expectedCount: 0) else { return nil }
            self.init(bytes)
            return
        }
        guard let mapping = Mapping(descriptor: descriptor, count: count) else {
            // A file system that cannot map files: read.
            guard let bytes = FileContents.bytes(readingToEndOf: descriptor, expectedCount: count) else { return nil }
            self.init(bytes)
            return
        }
        self.init(storage: .mapping(mapping), bounds: 0..<count)
    }

    private init(storage: Storage, bounds: Range<Int>) {
        self.storage = storage
        (startIndex, endIndex) = (bounds.lowerBound, bounds.upperBound)
    }

    package subscript(position: Int) -> UInt8 {
        precondition(position >= startIndex && position < endIndex, "index out of range")
        return storage.withUnsafeBytes { $0[position] }
    }

    package subscript(bounds: Range<Int>) -> SharedBytes {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "range out of bounds")
        return SharedBytes(storage: storage, bounds: bounds)
    }

    package var indices: Range<Int> { startIndex..<endIndex }

    /// Calls `body` with the bytes, in place.
    package func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBytes { whole in try body(UnsafeRawBufferPointer(rebasing: whole[startIndex..<endIndex]))
        }
    }

    package func withContiguousStorageIfAvailable<Result>(
        _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result? {
        try withUnsafeBytes { try body($0.assumingMemoryBound(to: UInt8.self)) }
    }

    /// The bytes as an array: the array they share, when they are all of it, else a copy.
    package var array: [UInt8] {
        if case .array(let array) = storage, startIndex == 0, endIndex == array.count { return array }
        return withUnsafeBytes { [UInt8]($0) }
    }

    package static func == (lhs: SharedBytes, rhs: SharedBytes) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBytes { left in
            rhs.withUnsafeBytes { right in
                left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
            }
        }
    }

    private enum Storage: Sendable {
        case array([UInt8])
        case mapping(Mapping)

        func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
            switch self {
            case .array(let array): try array.withUnsafeBytes(body)
            case .mapping(let mapping): try body(UnsafeRawBufferPointer(start: mapping.start, count: mapping.count))
            }
        }
    }

    /// A file mapped read-only into memory, unmapped when the last slice of it goes.
    private final class Mapping: Sendable {
        /// The mapping's address, as a number: a pointer is not `Sendable`, and the bytes it points to
        /// are never written (mapped read-only), so threads may read them at once.
        private let address: UInt
        let count: Int

        init?(descriptor: Int32, count: Int) {
            guard let start = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), start != MAP_FAILED else {
                return nil
            }
            address = UInt(bitPattern: start)
            self.count = count
        }

        var start: UnsafeRawPointer { UnsafeRawPointer(bitPattern: address)! }

        deinit {
            munmap(UnsafeMutableRawPointer(bitPattern: address), count)
        }
    }
}
