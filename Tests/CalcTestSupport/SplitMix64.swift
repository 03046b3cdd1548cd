/// SplitMix64 (Steele, Lea, Flood 2014): a small, fast, seedable generator, so that generated inputs are
/// the same on every run with the same seed and a failure can be replayed.
///
/// The same sequence as CalcEngine's `SeededRandomGenerator` (the `rand` key's), kept separate so that the
/// tests of CalcNumerics do not need the engine.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is determined by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension TestEnvironment {
    /// The seed of the random (property and fuzz) tests: `CALC_TEST_SEED` (decimal or 0x-hex) when set,
    /// otherwise fresh for every run. It is printed once, when a test first asks for it, and tests name it
    /// in their failure messages (``replayHint``) so that a failure can be replayed.
    public static let seed: UInt64 = {
        let seed: UInt64
        if let text = variable("CALC_TEST_SEED"), let parsed = parseSeed(text) {
            seed = parsed
        } else {
            seed = UInt64.random(in: .min ... .max)
        }
        print("test seed: \(seed) (replay with CALC_TEST_SEED=\(seed))")
        return seed
    }()

    /// An independent generator for one test (or one stream of a test), from the run's seed and a salt.
    public static func generator(salt: UInt64) -> SplitMix64 {
        var mixer = SplitMix64(seed: seed ^ salt)
        return SplitMix64(seed: mixer.next())
    }

    /// `seed N (replay with CALC_TEST_SEED=N)`, for failure messages.
    public static var replayHint: String { "seed \(seed) (replay with CALC_TEST_SEED=\(seed))" }

    /// `N` or `0xN`; nil for anything else.
    public static func parseSeed(_ text: String) -> UInt64? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16) }
        return UInt64(text)
    }
}

extension RandomNumberGenerator {
    /// A uniformly distributed integer in 0..<n.
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    /// A uniformly distributed integer in the range.
    public mutating func between(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    /// A uniformly distributed `Double` in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// A uniformly distributed `Double` in [lower, upper).
    public mutating func uniform(_ lower: Double, _ upper: Double) -> Double { lower + (upper - lower) * unit() }

    /// Whether an event of probability `p` happens.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// A random element of a non-empty array.
    public mutating func pick<T>(_ elements: [T]) -> T { elements[below(elements.count)] }
}

extension RandomNumberGenerator {
    /// A finite `Double` of either sign whose binary exponent is uniform in `exponents` (−1074 ... −1023
    /// give subnormals) and whose significand is uniform: small and large magnitudes are as likely.
    public mutating func doubleUniformInExponent(_ exponents: ClosedRange<Int>) -> Double {
        let exponent = between(exponents)
        let magnitude = Double(sign: .plus, exponent: exponent, significand: 1 + unit())
        return chance(0.5) ? -magnitude : magnitude
    }
}
