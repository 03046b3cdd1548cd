import CalcEngine
import Foundation
import Synchronization
import Testing

/// MPFR on threads that exit: MPFR fills per-thread caches (π, log 2, its integer pool) that it frees only
/// when asked in that thread. CalcNumerics asks when each thread that made MPFR values exits, so nothing is
/// left behind; `scripts/valgrind-numerics` (in CI) and `scripts/asan` report it as a leak otherwise.
@Suite("MPFR on threads that exit")
struct ThreadCacheTests {
    /// Eight short-lived threads each compute π, e and sin 1 at 4096 bits (filling the caches), then exit;
    /// every thread gets the same digits as this one.
    @Test func shortLivedThreadsComputeTheSameConstants() throws {
        let backend = try MPFRBackend(precision: 4096)
        let expected = Self.digits(backend)
        let results = Mutex<[[DecimalDigits]]>([])
        var threads: [Thread] = []
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<8 {
            let thread = Thread {
                let digits = Self.digits(backend)
                results.withLock { $0.append(digits) }
                finished.signal()
            }
            threads.append(thread)
            thread.start()
        }
        for _ in threads { finished.wait() }
        let all = results.withLock { $0 }
        #expect(all.count == 8)
        for digits in all { #expect(digits == expected) }
    }

    private static func digits(_ backend: MPFRBackend) -> [DecimalDigits] {
        let one = backend.value(1)
        let sine = (try? backend.evaluate(.sin, one, angle: .radians)) ?? backend.value(0)
        return [backend.pi, backend.e, sine].map { backend.decimalDigits(of: $0, significantDigits: 1000) }
    }
}
