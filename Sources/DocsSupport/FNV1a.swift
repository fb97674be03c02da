/// The 64-bit FNV-1a hash of bytes: quick, and spread well enough for a hash table or for
/// telling a damaged file from a whole one. It resists no chosen input, so it guards nothing
/// against an adversary.
package enum FNV1a {
    /// FNV-1a's starting value and multiplier, for a caller that hashes bytes as it reads them.
    package static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    package static let prime: UInt64 = 0x100_0000_01b3

    /// The hash of `bytes`.
    package static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash = offsetBasis
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* prime
        }
        return hash
    }

    /// FNV-1a over several strings and numbers fed one after another, with no buffer between:
    /// the hash of their bytes in order.
    package struct Stream: Sendable {
        /// The hash of what was added so far.
        package private(set) var value = FNV1a.offsetBasis

        package init() {}

        /// Adds the UTF-8 bytes of `string`, then a zero byte that ends it.
        package mutating func add(_ string: String) {
            var string = string
            string.withUTF8 { bytes in
                var hash = value
                for byte in bytes { hash = (hash ^ UInt64(byte)) &* FNV1a.prime }
                value = (hash ^ 0) &* FNV1a.prime
            }
        }

        /// Adds the eight bytes of `number`, least significant first.
        package mutating func add(_ number: UInt64) {
            var hash = value
            for shift in stride(from: 0, to: 64, by: 8) {
                hash = (hash ^ ((number >> UInt64(shift)) & 0xff)) &* FNV1a.prime
            }
            value = hash
        }
    }

    /// A checksum of a large buffer in the manner of FNV-1a, eight times as fast as ``hash(_:)``
    /// and not equal to it: the same step over 64-bit words, in four lanes that take every
    /// fourth word (so that four multiplications run at once), and the lanes and the last bytes
    /// folded together at the end.
    ///
    /// Each step is a bijection of the lane (an xor, then a product with an odd number), so a
    /// change to any one word or byte always changes the result; a torn or damaged file is
    /// told from a whole one as surely as by the byte-wise hash.
    package static func wideChecksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var checksum = WideChecksum()
        checksum.add(bytes)
        return checksum.value
    }

    /// ``wideChecksum(_:)`` of bytes given a part at a time, for a file written from several
    /// buffers: the same value as of the parts joined.
    package struct WideChecksum {
        private static let blockSize = 32
        private var lanes = (offsetBasis, offsetBasis ^ 1, offsetBasis ^ 2, offsetBasis ^ 3)
        /// The bytes after the last whole block, up to a block's worth.
        private var pending: [UInt8] = []
        private var count = 0

        package init() {}

        /// Adds `bytes` after those added before.
        package mutating func add(_ bytes: UnsafeRawBufferPointer) {
            count += bytes.count
            var rest = bytes[...]
            if !pending.isEmpty {
                let taken = rest.prefix(Self.blockSize - pending.count)
                pending += taken
                rest = rest.dropFirst(taken.count)
                guard pending.count == Self.blockSize else { return }
                pending.withUnsafeBytes { addBlocks(of: $0) }
                pending.removeAll(keepingCapacity: true)
            }
            let whole = rest.count / Self.blockSize * Self.blockSize
            addBlocks(of: UnsafeRawBufferPointer(rebasing: rest.prefix(whole)))
            pending += rest.dropFirst(whole)
        }

        private mutating func addBlocks(of bytes: UnsafeRawBufferPointer) {
            for offset in stride(from: 0, to: bytes.count, by: Self.blockSize) {
                lanes.0 = (lanes.0 ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* prime
                lanes.1 = (lanes.1 ^ bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)) &* prime
                lanes.2 = (lanes.2 ^ bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)) &* prime
                lanes.3 = (lanes.3 ^ bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)) &* prime
            }
        }

        /// The checksum of every byte added.
        package var value: UInt64 {
            var hash = offsetBasis
            for lane in [lanes.0, lanes.1, lanes.2, lanes.3, UInt64(count)] {
                hash = (hash ^ lane) &* prime
            }
            for byte in pending {
                hash = (hash ^ UInt64(byte)) &* prime
            }
            return hash
        }
    }
}
