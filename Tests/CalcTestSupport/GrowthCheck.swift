import Foundation

/// Inputs whose time must grow no faster than their size (issue #28): the same shape timed at two sizes,
/// 4× apart. Linear growth gives a ratio of about 4, quadratic 16; the larger may take at most
/// ``ratioBound`` times the smaller plus ``slack`` (so that timer noise on tiny times is not mistaken for
/// growth).
public enum GrowthCheck {
    /// The most the larger size may take, as a multiple of the smaller's time.
    public static let ratioBound = 8.0
    /// Seconds added to the bound.
    public static let slack = TestEnvironment.isReduced ? 2.0 : 0.05

    /// The fastest of three runs of `body`, in seconds.
    public static func seconds(_ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }

    /// Whether `large` (seconds at 4× the size) is within the bound of `small`; prints both.
    public static func isLinear(_ what: String, small: Double, large: Double) -> Bool {
        print(String(format: "%@: %.4f s, 4x the size %.4f s (ratio %.1f)", what, small, large, large / small))
        return large <= ratioBound * small + slack
    }
}
