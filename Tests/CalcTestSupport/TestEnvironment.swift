import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the environment asks of the tests, and where the repository is.
///
/// - `CALC_VALGRIND=1` (scripts/valgrind-engine, scripts/valgrind-numerics) or `CALC_SANITIZER=1`
///   (scripts/asan, scripts/tsan): the random tests run fewer iterations (everything is 10 to 50 times
///   slower there).
/// - `CALC_TEST_SEED=N` (decimal or 0x-hex): replays a run of the random tests (see ``seed``).
public enum TestEnvironment {
    /// The value of the environment variable `name`, if set.
    public static func variable(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// Whether the environment variable `name` is set to something other than empty or `0`.
    public static func flag(_ name: String) -> Bool {
        guard let value = variable(name) else { return false }
        return value != "" && value != "0"
    }

    /// Under valgrind: the test process itself runs 20 to 50 times slower, and Foundation's Process cannot
    /// start another program there ("Bad file descriptor").
    public static let isUnderValgrind: Bool = flag("CALC_VALGRIND")

    /// Under AddressSanitizer or ThreadSanitizer.
    public static let isUnderSanitizer: Bool = flag("CALC_SANITIZER")

    /// Under valgrind or a sanitizer: run fewer iterations.
    public static let isReduced: Bool = isUnderValgrind || isUnderSanitizer

    /// `count` iterations of a random test, or a tenth of them (at least one) when ``isReduced``: enough
    /// arguments to reach every path into MPFR, GMP and MPC under valgrind, where each costs 20 to 50 times
    /// more.
    public static func iterations(_ count: Int) -> Int { isReduced ? max(1, count / 10) : count }

    /// The repository root (for Examples/, Tests/Tables/, Tests/Oracles/ …), found from this file's path.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

/// Seconds since `start`, for the timings the tests print.
public func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}
