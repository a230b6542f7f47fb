/// A small, fast random number generator (SplitMix64) whose sequence depends only on its seed, so
/// `replay --seed N` picks the same colors every time on every machine.
///
/// ```swift
/// var random = SeededRandomNumberGenerator(seed: 42)
/// Double.random(in: 0..<1, using: &random)   // always the same first value for seed 42
/// ```
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator; equal seeds give equal sequences.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}
