import CalcEngine
import CalcTestSupport
import Testing

/// Exact Gaussian arithmetic on the exact backend against an independent model: Gaussian rationals on the
/// language's integers (small enough that nothing overflows). Random operands p/q + (r/s)i, random
/// operations + − × ÷ and integer powers −3…4; the calculator's result must be exact and equal the
/// model's, part by part.
@Suite struct GaussianRationalPropertyTests {
    /// p/q in lowest terms, q > 0.
    struct Q: Equatable, CustomStringConvertible {
        var p: Int
        var q: Int
        init(_ p: Int, _ q: Int = 1) {
            precondition(q != 0)
            let g = Self.gcd(abs(p), abs(q))
            let sign = q < 0 ? -1 : 1
            self.p = sign * p / max(g, 1)
            self.q = sign * q / max(g, 1)
        }
        static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
        static func + (a: Q, b: Q) -> Q { Q(a.p * b.q + b.p * a.q, a.q * b.q) }
        static func - (a: Q, b: Q) -> Q { Q(a.p * b.q - b.p * a.q, a.q * b.q) }
        static func * (a: Q, b: Q) -> Q { Q(a.p * b.p, a.q * b.q) }
        static func / (a: Q, b: Q) -> Q { Q(a.p * b.q, a.q * b.p) }
        var isZero: Bool { p == 0 }
        var description: String { q == 1 ? "\(p)" : "\(p)/\(q)" }
        var fraction: ExactFraction {
            ExactFraction(isNegative: p < 0, numerator: String(abs(p)), denominator: String(q))
        }
    }

    /// a + bi.
    struct G: Equatable, CustomStringConvertible {
        var re: Q
        var im: Q
        static func + (a: G, b: G) -> G { G(re: a.re + b.re, im: a.im + b.im) }
        static func - (a: G, b: G) -> G { G(re: a.re - b.re, im: a.im - b.im) }
        static func * (a: G, b: G) -> G { G(re: a.re * b.re - a.im * b.im, im: a.re * b.im + a.im * b.re) }
        static func / (a: G, b: G) -> G? {
            let n = b.re * b.re + b.im * b.im
            guard !n.isZero else { return nil }
            let c = G(re: b.re / n, im: Q(0) - b.im / n)
            return a * c
        }
        func power(_ n: Int) -> G? {
            var result = G(re: Q(1), im: Q(0))
            for _ in 0..<abs(n) { result = result * self }
            return n < 0 ? G(re: Q(1), im: Q(0)) / result : result
        }
        var description: String { "(\(re) + \(im)i)" }
    }

    static func random(_ generator: inout SplitMix64) -> G {
        func q() -> Q { Q(Int.random(in: -12...12, using: &generator), Int.random(in: 1...6, using: &generator)) }
        return G(re: q(), im: Bool.random(using: &generator) ? q() : Q(Int.random(in: -3...3, using: &generator)))
    }

    /// The keys that enter `z`: ( p ÷ q + r ÷ s × i ).
    static func keys(_ z: G) -> [Key] {
        func literal(_ n: Int) -> Key { .literal(NumberLiteral(String(n))!) }
        return [
            .openParenthesis, literal(z.re.p), .binary(.divide), literal(z.re.q), .binary(.add), literal(z.im.p),
            .binary(.divide), literal(z.im.q), .binary(.multiply), .imaginaryUnit, .closeParenthesis,
        ]
    }

    @Test func gaussianArithmeticIsExact() throws {
        let seed = TestEnvironment.seed ^ 0x6A55_51A2
        print("GaussianRationalPropertyTests seed: \(seed)")
        var generator = SplitMix64(seed: seed)
        let backend = try ExactBackend(precision: 128)
        var checked = 0
        for _ in 0..<(TestEnvironment.isReduced ? 40 : 400) {
            let a = Self.random(&generator)
            let b = Self.random(&generator)
            let choice = Int.random(in: 0..<5, using: &generator)
            let n = Int.random(in: -3...4, using: &generator)
            let operations: [(BinaryOperation, G?)] = [
                (.add, a + b), (.subtract, a - b), (.multiply, a * b), (.divide, a / b), (.power, a.power(n)),
            ]
            let (operation, model) = operations[choice]
            var calculator = Calculator(configuration: CalculatorConfiguration(backend: backend))
            let right: [Key] =
                operation == .power ? [.literal(NumberLiteral(String(n))!)] : Self.keys(b)
            calculator.press(Self.keys(a) + [.binary(operation)] + right + [.equals])
            let context = "seed \(seed): \(a) \(operation) \(operation == .power ? "\(n)" : b.description)"
            guard let model else {
                #expect(calculator.isError, "\(context): expected Error, got \(calculator.display)")
                continue
            }
            let z = try #require(calculator.displayedComplexValue, "\(context): got \(calculator.display)")
            #expect(calculator.isValueExact == true, "\(context): not exact")
            let re = backend.exactFraction(of: z.real, maximumDigits: 200)
            let im = backend.exactFraction(of: z.imaginary, maximumDigits: 200)
            #expect(re == model.re.fraction, "\(context): real part \(calculator.display), expected \(model)")
            #expect(im == model.im.fraction, "\(context): imaginary part \(calculator.display), expected \(model)")
            checked += 1
        }
        #expect(checked > 300 || TestEnvironment.isReduced)
    }
}
