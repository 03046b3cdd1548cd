import CalcEngine
import Testing

/// Every `ArithmeticError` the checked API (`evaluate`) reports, on Double, IEEE-mode MPFR and MPFR at
/// 53 and 256 bits; and the results at the same edges that are finite and must not be errors.
@Suite("Error status")
struct ErrorStatusTests {
    /// One checked evaluation, described by its operands' decimal text.
    enum Evaluation: Sendable, CustomTestStringConvertible {
        case binary(BinaryOperation, String, String)
        case unary(UnaryFunction, String, AngleUnit)

        func run<B: NumericBackend>(on backend: B) throws(ArithmeticError) -> B.Value {
            switch self {
            case .binary(let operation, let a, let b):
                try backend.evaluate(operation, backend.parse(decimal: a), backend.parse(decimal: b))
            case .unary(let function, let x, let angle):
                try backend.evaluate(function, backend.parse(decimal: x), angle: angle)
            }
        }

        var testDescription: String {
            switch self {
            case .binary(let operation, let a, let b): "\(a) \(operation) \(b)"
            case .unary(let function, let x, let angle): "\(function) \(x)\(angle == .degrees ? "°" : "")"
            }
        }
    }

    /// Errors that every backend reports.
    static let everywhere: [(Evaluation, ArithmeticError)] = [
        (.binary(.divide, "1", "0"), .divisionByZero),
        (.binary(.divide, "-1", "0"), .divisionByZero),
        (.binary(.divide, "1", "-0"), .divisionByZero),
        (.binary(.divide, "0", "0"), .invalidOperation),
        (.binary(.divide, "-0", "0"), .invalidOperation),
        (.unary(.squareRoot, "-4", .radians), .invalidOperation),
        (.unary(.squareRoot, "-1e-300", .radians), .invalidOperation),
        (.unary(.log, "0", .radians), .invalidOperation),
        (.unary(.log, "-0", .radians), .invalidOperation),
        (.unary(.log10, "0", .radians), .invalidOperation),
        (.unary(.log2, "0", .radians), .invalidOperation),
        (.unary(.log, "-1", .radians), .invalidOperation),
        (.unary(.log10, "-1", .radians), .invalidOperation),
        (.unary(.log2, "-1", .radians), .invalidOperation),
        (.unary(.asin, "2", .radians), .invalidOperation),
        (.unary(.asin, "2", .degrees), .invalidOperation),
        (.unary(.acos, "-2", .radians), .invalidOperation),
        (.unary(.acos, "-2", .degrees), .invalidOperation),
        (.unary(.tan, "90", .degrees), .divisionByZero),
        (.unary(.tan, "-90", .degrees), .divisionByZero),
        (.unary(.tan, "270", .degrees), .divisionByZero),
        (.unary(.tan, "450", .degrees), .divisionByZero),
        (.unary(.csc, "0", .radians), .divisionByZero), (.unary(.csc, "180", .degrees), .divisionByZero),
        (.unary(.cot, "-200", .gradians), .divisionByZero), (.unary(.csch, "0", .radians), .divisionByZero),
        (.unary(.reciprocal, "0", .radians), .divisionByZero),
        (.unary(.reciprocal, "-0", .radians), .divisionByZero),
        (.unary(.factorial, "-1", .radians), .invalidOperation),
        (.unary(.factorial, "-2", .radians), .invalidOperation),
        (.unary(.factorial, "-1e20", .radians), .invalidOperation),
        (.binary(.power, "0", "-1"), .divisionByZero),
        (.binary(.power, "-0", "-3"), .divisionByZero),
        (.binary(.power, "-8", "0.5"), .invalidOperation),
        (.binary(.root, "-16", "4"), .invalidOperation),
        (.binary(.root, "0", "-2"), .divisionByZero),
        (.unary(.atanh, "1", .radians), .divisionByZero),
        (.unary(.atanh, "-1", .radians), .divisionByZero),
        (.unary(.atanh, "2", .radians), .invalidOperation),
        (.unary(.acosh, "0.5", .radians), .invalidOperation),
    ]

    /// Errors of binary64's range: Double and IEEE-mode MPFR (MPFR at 53 bits in standard mode too).
    static let binary64Overflows: [Evaluation] = [
        .unary(.factorial, "171", .radians),
        .unary(.exp, "1000", .radians),
        .binary(.multiply, "1e308", "10"),
        .binary(.add, "1.7976931348623157e308", "1e292"),
        .binary(.power, "10", "309"),
        .binary(.scaleByPowerOfTen, "1", "309"),
        .binary(.divide, "1e308", "0.1"),
        .unary(.reciprocal, "4.9406564584124654e-324", .radians),
        // Not poles: csc, cot, csch and coth of a tiny nonzero x are beyond the range.
        .unary(.csc, "4.9406564584124654e-324", .degrees), .unary(.csc, "1e-310", .radians),
        .unary(.cot, "1e-310", .gradians), .unary(.csch, "1e-310", .radians), .unary(.coth, "1e-310", .radians),
        .unary(.exp10, "309", .radians),
        .unary(.sinh, "711", .radians),
    ]

    @Test("errors reported by every backend", arguments: everywhere, BackendKind.calculatorBackends)
    func everywhereErrors(_ row: (evaluation: Evaluation, error: ArithmeticError), _ kind: BackendKind) {
        func check(_ backend: some NumericBackend) {
            #expect(throws: row.error, "\(row.evaluation.testDescription) on \(kind.testDescription)") {
                _ = try row.evaluation.run(on: backend)
            }
        }
        check(kind.backend)
    }

    @Test(
        "overflow beyond binary64's range on Double and IEEE mode; finite on MPFR 256",
        arguments: binary64Overflows)
    func binary64Overflow(_ evaluation: Evaluation) throws {
        #expect(throws: ArithmeticError.overflow, "double") { _ = try evaluation.run(on: DoubleBackend()) }
        #expect(throws: ArithmeticError.overflow, "mpfr-ieee") { _ = try evaluation.run(on: MPFRBackend.ieeeBinary64) }
        let m = try MPFRBackend(precision: 256)
        let value = try evaluation.run(on: m)
        #expect(m.isLess(m.value(decimal: "1.7976931348623157e308"), than: value))
    }

    @Test("1e308 × 10 on MPFR 256 is 1e309 (to 70 digits)")
    func mpfr256ExceedsBinary64() throws {
        let m = try MPFRBackend(precision: 256)
        let product = try m.evaluate(.multiply, m.parse(decimal: "1e308"), m.value(10))
        let digits = m.decimalDigits(of: product, significantDigits: 70)
        #expect(
            digits
                == DecimalDigits(
                    isNegative: false, digits: Array(("1" + String(repeating: "0", count: 69)).utf8), exponent: 309))
    }

    @Test(
        "overflow of MPFR's own exponent range on MPFR 256",
        arguments: [
            Evaluation.binary(.scaleByPowerOfTen, "9", "999999999"),
            .binary(.scaleByPowerOfTen, "-9", "999999999"),
            .binary(.scaleByPowerOfTen, "1", "1e30"),
            .unary(.exp, "1e10", .radians),
            .binary(.power, "10", "1e10"),
            .unary(.factorial, "1e100", .radians),
        ])
    func mpfrOverflow(_ evaluation: Evaluation) throws {
        let m = try MPFRBackend(precision: 256)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(throws: ArithmeticError.overflow) { _ = try evaluation.run(on: m) }
        }
        #expect(elapsed < .seconds(1), "\(evaluation.testDescription) took \(elapsed)")
    }

    @Test(
        "a very small power of ten underflows to a signed zero, not an error", arguments: BackendKind.calculatorBackends
    )
    func scaleUnderflow(_ kind: BackendKind) throws {
        func check(_ backend: some NumericBackend) throws {
            for (a, sign) in [("9", false), ("-9", true)] {
                let result = try backend.evaluate(
                    .scaleByPowerOfTen, backend.parse(decimal: a), backend.parse(decimal: "-999999999"))
                #expect(backend.isZero(result) && backend.hasNegativeSign(result) == sign)
            }
        }
        try check(kind.backend)
    }

    @Test("descriptions")
    func descriptions() {
        #expect(ArithmeticError.divisionByZero.description == "division by zero")
        #expect(ArithmeticError.invalidOperation.description == "invalid operation")
        #expect(ArithmeticError.overflow.description == "overflow")
    }
}
