import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// Issue #28, "Hardening III": nCr and nPr whose result certainly has more than
/// `CombinatoricsBound.bitLimit` bits, or certainly overflows the backend, are `Error` at once.
/// `nCr(2^40, 200000)` took 19 s a key on MPFR and 17 s on Double to reach `Error`.
@Suite struct CombinatoricsBoundTests {
    @Test func theLowerBoundIsBelowTheExactSize() throws {
        // log₂ of the exact values: nCr(49, 6) ≈ 23.7, nCr(1000, 500) ≈ 994.0, nPr(170, 170) = log₂ 170! ≈ 1019.6.
        let cases: [(Double, Double, Bool, Double)] = [
            (49, 6, false, 23.7), (1000, 500, false, 994.0), (170, 170, true, 1019.6), (10, 0, false, 0),
        ]
        for (n, r, ordered, exact) in cases {
            let bound = try #require(CombinatoricsBound.bitsLowerBound(n: n, r: r, ordered: ordered))
            #expect(bound <= exact, "n \(n) r \(r)")
        }
        #expect(CombinatoricsBound.bitsLowerBound(n: 3, r: 5, ordered: false) == nil)
        #expect(CombinatoricsBound.bitsLowerBound(n: 2.5, r: 1, ordered: false) == nil)
        #expect(CombinatoricsBound.bitsLowerBound(n: 2, r: -1, ordered: true) == nil)
        // A negative n is bounded as the natural case it reduces to: nCr(−3, 2) is C(4, 2).
        #expect(
            CombinatoricsBound.bitsLowerBound(n: -3, r: 2, ordered: false)
                == CombinatoricsBound.bitsLowerBound(n: 4, r: 2, ordered: false))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var backend: String
        var expression: String
        var expected: String
        var testDescription: String { "\(backend) \(expression)" }
    }

    static let cases: [Case] =
        ["double", "mpfr", "exact"].flatMap { backend in
            [
                Case(backend: backend, expression: "nCr(2^40, 200000)", expected: "Error"),
                Case(backend: backend, expression: "nPr(2^40, 100000)", expected: "Error"),
                Case(backend: backend, expression: "nCr(49, 6)", expected: "1.3984e7"),
                Case(backend: backend, expression: "nCr(1000, 500)", expected: "2.7029e299"),
            ]
        } + [
            Case(backend: "double", expression: "nCr(4000, 2000)", expected: "Error"),
            Case(backend: "mpfr", expression: "nCr(4000, 2000)", expected: "1.6629e1202"),
            Case(backend: "double", expression: "nPr(171, 171)", expected: "Error"),
            Case(backend: "mpfr", expression: "nPr(171, 171)", expected: "1.241e309"),
        ]

    @Test(
        .enabled(if: BuiltProgram.calcEval.isAvailable, "needs the calc-eval binary (and not valgrind)"),
        arguments: cases)
    func largeCombinatoricsAreErrorAtOnce(_ test: Case) async throws {
        let output = try await BuiltProgram.calcEval.run(
            ["--backend", test.backend, "--digits", "5", "-x", test.expression],
            timeLimit: HardeningEnvironment.hangBound)
        print(
            "\(test.backend) \(test.expression): \(output.lines.first ?? "") in \(String(format: "%.3f s", output.elapsed))"
        )
        #expect(!output.timedOut)
        #expect(output.lines == [test.expected])
        #expect(output.elapsed < (TestEnvironment.isReduced ? 30 : 3), "took \(output.elapsed) s")
    }
}
