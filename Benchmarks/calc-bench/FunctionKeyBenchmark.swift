import CalcEngine
import CalcNumerics
import Foundation

/// Section `functions`: what a correctly rounded function key costs on Double.
///
/// For each function key, the nanoseconds per evaluation on seeded random arguments through the
/// platform's libm (`LibmBinary64`, what the Double backend used before, and what a build without MPFR
/// uses) and through the correctly rounded path the Double backend uses (MPFR emulating binary64), and
/// how many of the results differ. Then the engine on the basic-calculator key mix (``KeyMix``: + − × ÷,
/// %, ±, √, memory), whose keys stay native `Double` operations: its speed must not change.
struct FunctionKeyBenchmark {
    var quick: Bool

    /// A function key and the range its random arguments are drawn from.
    struct Case {
        var name: String
        var arguments: ClosedRange<Double>
        var libm: (Double) -> Double
        var correctlyRounded: (Double) -> Double
    }

    static func unary(_ function: UnaryFunction, _ angle: AngleUnit = .radians, _ range: ClosedRange<Double>) -> Case {
        let suffix = function.usesAngleUnit ? (angle == .degrees ? " (deg)" : " (rad)") : ""
        return Case(
            name: function.rawValue + suffix, arguments: range,
            libm: { LibmBinary64.apply(function, to: $0, angle: angle) },
            correctlyRounded: { DoubleBackend().apply(function, to: $0, angle: angle) })
    }

    static var cases: [Case] {
        [
            unary(.sin, .degrees, -720...720), unary(.sin, .radians, -10...10), unary(.cos, .radians, -10...10),
            unary(.tan, .degrees, -720...720), unary(.atan, .radians, -10...10), unary(.asin, .degrees, -1...1),
            unary(.exp, .radians, -20...20), unary(.log, .radians, 0.001...1000), unary(.log10, .radians, 0.001...1000),
            unary(.exp10, .radians, -20...20), unary(.sinh, .radians, -10...10), unary(.atanh, .radians, -0.99...0.99),
            unary(.cubeRoot, .radians, -1000...1000), unary(.factorial, .radians, 0...30),
            Case(
                name: "pow (x^1.37)", arguments: 0.01...100,
                libm: { LibmBinary64.apply(.power, $0, 1.37) },
                correctlyRounded: { DoubleBackend().apply(.power, $0, 1.37) }),
        ]
    }

    func run() -> [BenchmarkRecord] {
        var records: [BenchmarkRecord] = []
        let count = quick ? 20_000 : 200_000
        print(
            "\n== Function keys on Double: libm against correctly rounded (MPFR at 53 bits), \(count) seeded arguments")
        print("  key             libm ns/key   correctly rounded ns/key   ratio   results that differ")
        for c in Self.cases {
            var generator = SeededRandomGenerator(seed: 17)
            let arguments = (0..<count).map { _ in Double.random(in: c.arguments, using: &generator) }
            let libm = measure(arguments, c.libm)
            let rounded = measure(arguments, c.correctlyRounded)
            let differing = arguments.reduce(0) { n, x in
                let (a, b) = (c.libm(x), c.correctlyRounded(x))
                return n + (a == b || (a.isNaN && b.isNaN) ? 0 : 1)
            }
            print(
                "  \(pad(c.name, 15)) \(pad(String(format: "%.1f", libm), 13)) "
                    + "\(pad(String(format: "%.1f", rounded), 26)) "
                    + "\(pad(String(format: "%.1f×", rounded / libm), 7)) \(differing) of \(count)")
            records.append(
                BenchmarkRecord(
                    section: "functions",
                    [
                        ("name", .text(c.name)), ("libm_ns", .number(libm)), ("correctly_rounded_ns", .number(rounded)),
                        ("differing", .integer(differing)), ("count", .integer(count)),
                    ]))
        }
        let scripts = KeyMix.scripts(count: quick ? 20_000 : 200_000)
        let keyCount = scripts.reduce(0) { $0 + $1.count }
        let summary = BenchmarkClock.repeated(runs: quick ? 3 : 5) {
            var calculator = Calculator(backend: DoubleBackend())
            var length = 0
            let start = BenchmarkClock.now()
            for script in scripts {
                for key in script {
                    calculator.press(key)
                    length &+= calculator.display.utf8.count
                }
            }
            benchmarkSink += Double(length)
            return BenchmarkClock.now() - start
        }
        let perKey = summary.median / Double(keyCount)
        print(
            "  basic key mix (+ − × ÷ % ± √ memory, native Double): \(String(format: "%.1f", perKey)) ns/key "
                + "[\(String(format: "%.1f", summary.minimum / Double(keyCount)))–"
                + "\(String(format: "%.1f", summary.maximum / Double(keyCount)))]")
        records.append(
            BenchmarkRecord(section: "functions", [("name", .text("basic key mix")), ("ns_per_key", .number(perKey))]))
        return records
    }

    /// The median over 5 runs of the nanoseconds per call of `body` on `arguments`.
    func measure(_ arguments: [Double], _ body: (Double) -> Double) -> Double {
        let summary = BenchmarkClock.repeated(runs: 5) {
            var sum = 0.0
            let start = BenchmarkClock.now()
            for x in arguments { sum += body(x) }
            let elapsed = BenchmarkClock.now() - start
            benchmarkSink += sum
            return elapsed
        }
        return summary.median / Double(arguments.count)
    }

    func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
