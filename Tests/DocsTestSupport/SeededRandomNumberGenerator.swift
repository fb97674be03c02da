/// Random numbers that are the same on every run (SplitMix64), for tests that try many random
/// inputs: a failure found once is found again.
package struct SeededRandomNumberGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose numbers follow from `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next number.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
