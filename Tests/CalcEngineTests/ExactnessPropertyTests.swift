import CalcEngine
import CalcTestSupport
import Testing

/// Random chains of + and − (typed, or through `M+` and `M-`) over exact and inexact binary64 operands,
/// checked with exact rationals: the calculator's value and its exactness follow the rules step by step
/// (a model in rationals), a value it calls exact is the true value of the keys, and a 0 from the
/// cancellation rule appears only where an operand was inexact.
@Suite struct ExactnessPropertyTests {
    static let chainCount = TestEnvironment.isReduced ? 300 : 3000
    static let mpfr256 = try! MPFRBackend(precision: 256)
    static let exact256 = try! ExactBackend(precision: 256)

    /// One operand: the keys that enter it, its true value, and its binary64 value.
    struct Operand {
        var keys: String
        var value: Rational
        var double: Double
        /// Whether binary64 holds the typed value without rounding.
        var isExact: Bool { Rational(double) == value }
    }

    /// Exact in binary64: integers, large powers of ten (entered with `EE`), dyadic fractions; inexact:
    /// decimals that are not binary fractions (0.1, 2.7, …).
    static func operand(_ random: inout SplitMix64) -> Operand {
        switch random.next() % 6 {
        case 0:
            let n = Int(random.next() % 2000) - 1000
            return Operand(keys: n < 0 ? "\(-n) neg" : "\(n)", value: Rational(n), double: Double(n))
        case 1:
            let exponent = 14 + Int(random.next() % 5)  // 1e14 ... 1e18: the last ones round in binary64
            var power = Rational(1)
            for _ in 0..<exponent { power = power * Rational(10) }
            return Operand(keys: "1 EE \(exponent)", value: power, double: Double("1e\(exponent)")!)
        case 2:
            // k / 2^j with j ≤ 6: 0.015625, 12.375, …
            let j = Int(random.next() % 7)
            let k = Int(random.next() % 4000) + 1
            let value = Rational(numerator: k, denominator: 1 << j)!
            let double = Double(k) / Double(1 << j)
            return Operand(keys: Self.decimalText(k, j), value: value, double: double)
        default:
            // d / 10^f with f ∈ 1...3, not a binary fraction unless d happens to make it one.
            let f = 1 + Int(random.next() % 3)
            let d = Int(random.next() % 30000) + 1
            var scale = 1
            for _ in 0..<f { scale *= 10 }
            let fraction = String(d % scale)
            let text = "\(d / scale)." + String(repeating: "0", count: f - fraction.count) + fraction
            return Operand(keys: text, value: Rational(numerator: d, denominator: scale)!, double: Double(text)!)
        }
    }

    /// k / 2^j in decimal, exactly.
    static func decimalText(_ k: Int, _ j: Int) -> String {
        var numerator = k
        for _ in 0..<j { numerator *= 5 }
        var scale = 1
        for _ in 0..<j { scale *= 10 }
        guard j > 0 else { return "\(k)" }
        let fraction = String(numerator % scale)
        return "\(numerator / scale)." + String(repeating: "0", count: j - fraction.count) + fraction
    }

    /// The model: the value and exactness the rules give, and the true value of the keys.
    struct Model {
        var double: Double
        var isExact: Bool
        var truth: Rational
        /// Whether the cancellation rule turned a non-zero true difference into 0 with exact operands.
        var ruleErasedExactResult = false

        mutating func apply(_ subtract: Bool, _ b: Operand, bIsExact: Bool) {
            let a = self
            let result = subtract ? a.double - b.double : a.double + b.double
            let exactSum = subtract ? Rational(a.double) - Rational(b.double) : Rational(a.double) + Rational(b.double)
            truth = subtract ? truth - b.value : truth + b.value
            let bothExact = a.isExact && bIsExact
            let negligible = abs(result) <= 0x1p-45 * max(abs(a.double), abs(b.double))
            if negligible && !bothExact {
                double = 0
                isExact = false
            } else {
                double = result
                isExact = bothExact && Rational(result) == exactSum
            }
        }
    }

    @Test func chainsFollowTheRulesAndExactValuesAreTrue() throws {
        var random = TestEnvironment.generator(salt: 0xE7AC_7)
        let seed = TestEnvironment.replayHint
        var exactResults = 0
        var erasedToZero = 0
        var wideExact = 0
        for chain in 0..<Self.chainCount {
            let count = 2 + Int(random.next() % 4)
            let operands = (0..<count).map { _ in Self.operand(&random) }
            let subtracts = (0..<count).map { _ in random.next() % 2 == 0 }
            let viaMemory = random.next() % 3 == 0
            var model: Model
            var keys: [String]
            if viaMemory {
                model = Model(double: 0, isExact: true, truth: Rational(0))
                keys = ["MC"]
                for (operand, subtract) in zip(operands, subtracts) {
                    model.apply(subtract, operand, bIsExact: operand.isExact)
                    // `=` completes `1 EE 17` (else M+ would take the display 17).
                    keys += [operand.keys] + (operand.keys.contains("EE") ? ["="] : []) + [subtract ? "M-" : "M+"]
                }
                keys.append("MR")
            } else {
                let first = operands[0]
                model = Model(double: first.double, isExact: first.isExact, truth: first.value)
                keys = [first.keys]
                for (operand, subtract) in zip(operands.dropFirst(), subtracts.dropFirst()) {
                    model.apply(subtract, operand, bIsExact: operand.isExact)
                    keys += [subtract ? "-" : "+", operand.keys]
                }
                keys.append("=")
            }
            let script = keys.joined(separator: " ")
            for backend in ["double", "mpfr-ieee"] {
                let (value, isExact, display) = try Self.run(script, on: backend)
                let context = "\(seed), chain \(chain) on \(backend): \(script)"
                #expect(value == model.double || (value == 0 && model.double == 0), "\(context): \(value)")
                #expect(isExact == model.isExact, "\(context): exactness \(isExact)")
                // What the calculator calls exact is the true value of the keys.
                if isExact { #expect(Rational(value) == model.truth, "\(context): exact but not true") }
                // A 0 from the rule only where an operand was inexact.
                if display == "0" && !model.truth.isZero {
                    #expect(!isExact, "\(context): an exact 0 that is not the true value")
                    erasedToZero += 1
                }
            }
            if model.isExact { exactResults += 1 }
            // At 256 bits every operand here is exact or a short decimal: what MPFR calls exact is what the
            // exact backend computes, and a 0 where the truth is not 0 is never called exact.
            let keyList = try KeyScript(parsing: script).keys
            var wide = Calculator(configuration: try .init(backend: Self.mpfr256, displayDigits: 50))
            wide.press(keyList)
            var rational = Calculator(configuration: try .init(backend: Self.exact256, displayDigits: 50))
            rational.press(keyList)
            let context = "\(seed), chain \(chain) on mpfr-256: \(script)"
            if wide.isValueExact == true {
                wideExact += 1
                #expect(wide.display == rational.display, "\(context): exact but \(wide.display)")
            }
            if wide.display == "0" && rational.display != "0" { #expect(wide.isValueExact == false, "\(context)") }
        }
        // The generator reaches both sides of the rule.
        #expect(exactResults > Self.chainCount / 20, "\(seed)")
        #expect(erasedToZero > 0, "\(seed)")
        #expect(wideExact > exactResults, "\(seed): 256 bits hold more sums exactly than binary64")
    }

    static func run(_ script: String, on backend: String) throws -> (value: Double, isExact: Bool, display: String) {
        let keys = try KeyScript(parsing: script).keys
        if backend == "double" {
            var calculator = Calculator(backend: DoubleBackend())
            calculator.press(keys)
            return (
                try #require(calculator.displayedValue), try #require(calculator.isValueExact as Bool?),
                calculator.display
            )
        }
        var calculator = Calculator(backend: MPFRBackend.ieeeBinary64)
        calculator.press(keys)
        let value = Double(try #require(calculator.displayedValue))
        return (value, try #require(calculator.isValueExact as Bool?), calculator.display)
    }
}

extension Rational {
    /// A binary64 value exactly.
    init(_ x: Double) {
        precondition(x.isNormal || x == 0, "finite and not subnormal")
        if x == 0 {
            self.init(0)
            return
        }
        let significand = Int(x.significandBitPattern | 1 << 52)
        let exponent = Int(x.exponent) - 52
        var power = Rational(1)
        for _ in 0..<abs(exponent) { power = power * Rational(2) }
        let magnitude = exponent >= 0 ? Rational(significand) * power : (Rational(significand) / power)!
        self = x < 0 ? -magnitude : magnitude
    }
}
