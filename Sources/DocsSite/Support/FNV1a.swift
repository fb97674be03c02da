/// The 64-bit FNV-1a hash of bytes: quick, and spread well enough for a hash table or for
/// telling a damaged file from a whole one. It resists no chosen input, so it guards nothing
/// against an adversary.
enum FNV1a {
    /// The hash of `bytes`.
    static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }
}
