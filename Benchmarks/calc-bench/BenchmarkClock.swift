#if canImport(Glibc)
    import Glibc
#endif

/// Monotonic time and repeated measurement (median, minimum and maximum of several runs).
enum BenchmarkClock {
    /// Nanoseconds on the monotonic clock.
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) * 1e9 + Double(t.tv_nsec)
    }

    /// Summary of several runs of one measurement.
    struct Summary {
        var median: Double
        var minimum: Double
        var maximum: Double
    }

    /// Runs `body` `runs` times (after one warm-up) and summarises the values it returns.
    static func repeated(runs: Int, _ body: () -> Double) -> Summary {
        _ = body()
        let values = (0..<runs).map { _ in body() }.sorted()
        return Summary(median: values[values.count / 2], minimum: values.first!, maximum: values.last!)
    }
}

/// Keeps results alive so the optimiser cannot drop the work.
nonisolated(unsafe) var benchmarkSink: Double = 0
