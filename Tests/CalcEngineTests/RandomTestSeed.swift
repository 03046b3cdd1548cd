import CalcEngine

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The seed of the engine's random tests: `CALC_TEST_SEED` (decimal or 0x-hex) when set, otherwise fresh
/// for every run. It is printed once and named in every failure message so that a failure can be replayed.
enum RandomTestSeed {
    static let value: UInt64 = {
        let seed: UInt64
        if let text = getenv("CALC_TEST_SEED").map({ String(cString: $0) }), let parsed = parse(text) {
            seed = parsed
        } else {
            seed = UInt64.random(in: .min ... .max)
        }
        print("CalcEngineTests seed: \(seed) (replay with CALC_TEST_SEED=\(seed))")
        return seed
    }()

    /// An independent generator for one test, derived from the run's seed and a per-test salt.
    static func generator(salt: UInt64) -> SeededRandomGenerator {
        var mixer = SeededRandomGenerator(seed: value ^ salt)
        return SeededRandomGenerator(seed: mixer.next())
    }

    /// `seed N (replay with CALC_TEST_SEED=N)`, for failure messages.
    static var replayHint: String { "seed \(value) (replay with CALC_TEST_SEED=\(value))" }

    private static func parse(_ text: String) -> UInt64? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16) }
        return UInt64(text)
    }
}

extension RandomNumberGenerator {
    /// A uniformly distributed `Double` in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// A uniformly distributed `Double` in [lower, upper).
    mutating func uniform(_ lower: Double, _ upper: Double) -> Double { lower + (upper - lower) * unit() }

    /// Whether an event of probability `p` happens.
    mutating func chance(_ p: Double) -> Bool { unit() < p }
}
