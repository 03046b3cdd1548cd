import CalcEngine
import Testing

@testable import CalcMPFR
@testable import CalcNumerics

/// Proving a display must not redo every step since the typed numbers: each step keeps its enclosure,
/// so the steps computed per key stay bounded (amortized) however many keys came before.
@Suite struct VerifiedCostPerKeyTests {
    @Test("10,000 chained keys: the steps computed per key do not grow with the chain")
    func costPerKeyIsBounded() throws {
        let backend = try VerifiedBackend(precision: 64)
        let counter = RealExpression.StepCounter()
        var worst = 0
        var total = 0
        RealExpression.$stepCounter.withValue(counter) {
            var x = backend.value(1)
            for key in 0..<10_000 {
                // Alternate cos and a product, as a session of keys would: cos x, then × 1.0001.
                x =
                    key.isMultiple(of: 2)
                    ? backend.apply(.cos, to: x, angle: .radians)
                    : backend.apply(.multiply, x, backend.value(decimal: "1.0001"))
                let before = counter.count
                _ = backend.hasUncertainDigits(x, significantDigits: 15)
                let steps = counter.count - before
                worst = max(worst, steps)
                total += steps
            }
        }
        // One new step and its new operand per key, at each of at most 7 precisions (64 to 4,096 bits).
        // A display that needs a higher precision than any before computes the steps below it once at that
        // precision (the worst display); every other display computes its new steps only. So the total is
        // linear: each step at most once per precision (at most 7: 64 to 4,096 bits), where recomputing
        // from the typed numbers at every display would be quadratic (about 50 million steps here).
        print("VerifiedCostPerKeyTests: 10,000 keys, \(total) steps computed, at most \(worst) for one display")
        #expect(total <= 2 * 10_000 * 7, "\(total) steps for 10,000 keys")
    }

    @Test("a cached enclosure serves lower precisions, never higher ones")
    func cacheServesLowerPrecisions() throws {
        let backend = try VerifiedBackend(precision: 64)
        let x = backend.apply(.sin, to: backend.value(decimal: "0.5"), angle: .radians)
        #expect(x.cachedEnclosure(atLeast: 64) == nil)
        _ = x.enclosure(precision: 256)
        #expect(x.cachedEnclosure(atLeast: 64) != nil)
        #expect(x.cachedEnclosure(atLeast: 256) != nil)
        #expect(x.cachedEnclosure(atLeast: 512) == nil)
    }
}
