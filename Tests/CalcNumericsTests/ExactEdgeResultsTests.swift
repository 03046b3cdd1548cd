import CalcEngine
import Testing

/// Results at the edges of the checked API that are finite, exact and not errors: odd roots of negative
/// numbers, √−0, 0!, (−0)!, and integer powers and roots.
@Suite("Exact results at the edges")
struct ExactEdgeResultsTests {
    static let exactBinary: [(BinaryOperation, String, String, String)] = [
        (.root, "-8", "3", "-2"),
        (.root, "16", "4", "2"),
        (.root, "27", "3", "3"),
        (.root, "-32", "5", "-2"),
        (.root, "1024", "10", "2"),
        (.root, "0.0625", "-2", "4"),
        (.power, "2", "-3", "0.125"),
        (.power, "-2", "3", "-8"),
        (.power, "0", "0", "1"),
        (.power, "-8", "2", "64"),
        (.scaleByPowerOfTen, "1.5", "-8", "1.5e-8"),
        (.scaleByPowerOfTen, "-25", "2", "-2500"),
    ]

    @Test("exact roots, powers and scalings", arguments: exactBinary, BackendKind.calculatorBackends)
    func exactResults(_ row: (operation: BinaryOperation, a: String, b: String, result: String), _ kind: BackendKind)
        throws
    {
        func check(_ backend: some NumericBackend) throws {
            let value = try backend.evaluate(
                row.operation, backend.parse(decimal: row.a), backend.parse(decimal: row.b))
            let expected = try backend.parse(decimal: row.result)
            #expect(
                backend.isEqual(value, expected),
                "\(row.a) \(row.operation) \(row.b) on \(kind.testDescription): \(value)")
        }
        try check(kind.backend)
    }

    @Test("√−0 is −0, finite and not an error", arguments: BackendKind.calculatorBackends)
    func squareRootOfNegativeZero(_ kind: BackendKind) throws {
        func check(_ backend: some NumericBackend) throws {
            let root = try backend.evaluate(.squareRoot, backend.parse(decimal: "-0"))
            #expect(backend.isZero(root) && backend.hasNegativeSign(root) && backend.isFinite(root))
        }
        try check(kind.backend)
    }

    @Test("0! = (−0)! = 1, 5! = 120, 0.5! = √π/2", arguments: BackendKind.calculatorBackends)
    func factorials(_ kind: BackendKind) throws {
        func check(_ backend: some NumericBackend) throws {
            for zero in ["0", "-0"] {
                #expect(
                    backend.isEqual(try backend.evaluate(.factorial, backend.parse(decimal: zero)), backend.value(1)),
                    "\(zero)!")
            }
            #expect(backend.isEqual(try backend.evaluate(.factorial, backend.value(5)), backend.value(120)))
            // Γ(1.5) = √π / 2 = 0.886226925452758013649083741671…
            let half = try backend.evaluate(.factorial, backend.parse(decimal: "0.5"))
            let digits = backend.decimalDigits(of: half, significantDigits: 15)
            #expect(digits.digitString == "886226925452758" && digits.exponent == -1, "\(describe(digits))")
        }
        try check(kind.backend)
    }

    @Test("170! is the correctly rounded double on Double and IEEE mode")
    func largestDoubleFactorial() throws {
        // 170! = 7.2574156153079989673967282111292631147169916812964513765435…e306 (exactly an integer of 307 digits)
        let expected: UInt64 = 0x7FA4_AB78_6441_8639  // Python: float(math.factorial(170))
        #expect(try DoubleBackend().evaluate(.factorial, 170).bitPattern == expected)
        let ieee = MPFRBackend.ieeeBinary64
        #expect(Double(try ieee.evaluate(.factorial, ieee.value(170))).bitPattern == expected)
    }
}
