import CalcEngine
import CalcNumerics
import Foundation

/// Section `functions`: what a correctly rounded function key costs on Double.
///
/// For each function key, the nanoseconds per evaluation on seeded random arguments through the
/// platform's libm alone (`LibmBinary64.libm`), through MPFR's IEEE mode (MPFR build only), through the
/// Swift correctly rounded path (`CorrectlyRounded`, for the keys it covers) and through the Double
/// backend's key (whichever of those it uses in this build); the fraction of arguments that took the
/// Swift path's accurate path, and how many libm results differ from the Double key's. Then the engine on the basic-calculator key mix (``KeyMix``: + − × ÷,
/// %, ±, √, memory), whose keys stay native `Double` operations: its speed must not change.
struct FunctionKeyBenchmark {
    var quick: Bool
    /// Only the keys with these names (`--key`), all when empty; the basic key mix runs only then.
    var keys: Set<String> = []

    /// A function key and the range its random arguments are drawn from.
    struct Case {
        var name: String
        var arguments: ClosedRange<Double>
        var libm: (Double) -> Double
        var correctlyRounded: (Double) -> Double
        /// MPFR's IEEE mode, where MPFR is linked.
        var mpfr: ((Double) -> Double)?
        /// The Swift correctly rounded path and whether it took its accurate path, for the keys it covers.
        var swift: ((Double) -> (value: Double, tookAccuratePath: Bool))?
        /// The same path's value alone: the closure timed against `libm`, one call and one dispatch on the
        /// key as `libm` is (timing `swift` through a second closure would add a call to one side only).
        var swiftValue: ((Double) -> Double)?
    }

    static func unary(_ function: UnaryFunction, _ angle: AngleUnit = .radians, _ range: ClosedRange<Double>) -> Case {
        let suffix = function.usesAngleUnit ? " (\(Key(selecting: angle).name))" : ""
        #if MPFR
            let mpfr: ((Double) -> Double)? = { x in
                Double(MPFRBackend.ieeeBinary64.apply(function, to: MPFRValue(x, precision: 53), angle: angle))
            }
        #else
            let mpfr: ((Double) -> Double)? = nil
        #endif
        return Case(
            name: function.rawValue + suffix, arguments: range,
            libm: { LibmBinary64.libm(function, to: $0, angle: angle) },
            correctlyRounded: { DoubleBackend().apply(function, to: $0, angle: angle) }, mpfr: mpfr,
            swift: CorrectlyRounded.covers(function) ? { CorrectlyRounded.evaluate(function, $0, angle: angle)! } : nil,
            swiftValue: CorrectlyRounded.covers(function)
                ? { CorrectlyRounded.evaluate(function, $0, angle: angle)!.value } : nil)
    }

    /// `x op b` for a fixed second operand b (the exponent, the degree of the root, the base).
    static func binary(
        _ name: String, _ operation: BinaryOperation, _ b: Double, _ range: ClosedRange<Double>
    ) -> Case {
        #if MPFR
            let mpfr: ((Double) -> Double)? = { x in
                Double(
                    MPFRBackend.ieeeBinary64.apply(operation, MPFRValue(x, precision: 53), MPFRValue(b, precision: 53)))
            }
        #else
            let mpfr: ((Double) -> Double)? = nil
        #endif
        return Case(
            name: name, arguments: range, libm: { LibmBinary64.libm(operation, $0, b) },
            correctlyRounded: { DoubleBackend().apply(operation, $0, b) }, mpfr: mpfr,
            swift: CorrectlyRounded.covers(operation) ? { CorrectlyRounded.evaluate(operation, $0, b)! } : nil,
            swiftValue: CorrectlyRounded.covers(operation) ? { CorrectlyRounded.apply(operation, $0, b)! } : nil)
    }

    /// `c` under another name.
    static func named(_ name: String, _ c: Case) -> Case {
        var renamed = c
        renamed.name = name
        return renamed
    }

    static var cases: [Case] {
        [
            unary(.sin, .degrees, -720...720), unary(.sin, .radians, -10...10), unary(.cos, .radians, -10...10),
            unary(.cos, .degrees, -720...720), unary(.tan, .radians, -10...10), unary(.tan, .degrees, -720...720),
            named("sin (rad, huge)", unary(.sin, .radians, -1e300...1e300)), unary(.atan, .radians, -10...10),
            unary(.atan, .degrees, -10...10), unary(.asin, .radians, -1...1), unary(.asin, .degrees, -1...1),
            unary(.acos, .radians, -1...1), unary(.acos, .degrees, -1...1),
            unary(.exp, .radians, -20...20), unary(.exp2, .radians, -30...30), unary(.exp10, .radians, -20...20),
            unary(.log, .radians, 0.001...1000), unary(.log2, .radians, 0.001...1000),
            unary(.log10, .radians, 0.001...1000), unary(.sinh, .radians, -10...10), unary(.cosh, .radians, -10...10),
            unary(.tanh, .radians, -10...10), unary(.asinh, .radians, -100...100), unary(.acosh, .radians, 1...100),
            unary(.atanh, .radians, -0.99...0.99),
            unary(.cubeRoot, .radians, -1000...1000), unary(.sec, .radians, -10...10),
            unary(.csc, .degrees, -720...720),
            unary(.cot, .radians, -10...10), unary(.asec, .radians, -100...100), unary(.acsc, .degrees, -100...100),
            unary(.acot, .radians, -10...10), unary(.sech, .radians, -10...10), unary(.csch, .radians, -10...10),
            unary(.coth, .radians, -10...10), unary(.asech, .radians, 0.001...1), unary(.acsch, .radians, -100...100),
            unary(.acoth, .radians, 1.001...100), binary("logy (base 3.7)", .logarithm, 3.7, 0.001...1000),
            unary(.factorial, .radians, 0...30), unary(.gamma, .radians, -10...30),
            binary("pow (x^1.37)", .power, 1.37, 0.01...100), binary("root (3rd)", .root, 3, -1000...1000),
        ]
    }

    /// Whether `c` is among the keys asked for: by its whole name or by the name before its unit or
    /// operand (`sin` for `sin (deg)`, `logy` for `logy (base 3.7)`).
    func isChosen(_ c: Case) -> Bool {
        keys.isEmpty || keys.contains(c.name) || keys.contains(Self.shortName(c))
    }

    /// The name before the unit or operand: `sin` for `sin (deg)`.
    static func shortName(_ c: Case) -> String { String(c.name.prefix { $0 != " " }) }

    func run() -> [BenchmarkRecord] {
        var records: [BenchmarkRecord] = []
        let count = quick ? 20_000 : 200_000
        let names = Set(Self.cases.flatMap { [$0.name, Self.shortName($0)] })
        let unknown = keys.subtracting(names).sorted()
        if !unknown.isEmpty {
            BenchmarkOptions.fail("no function key is named \(unknown.map { "'\($0)'" }.joined(separator: ", "))")
        }
        let chosen = Self.cases.filter(isChosen)
        var summaries: [(name: String, ratio: Double, accurate: Int)] = []
        print(
            "\n== Function keys on Double: libm, MPFR's IEEE mode, Swift (CorrectlyRounded), \(count) seeded arguments")
        print("  key             libm ns  MPFR ns   Swift ns  Swift/libm  Double key ns  accurate path  libm differs")
        for c in chosen {
            var generator = SeededRandomGenerator(seed: 17)
            let arguments = (0..<count).map { _ in Double.random(in: c.arguments, using: &generator) }
            let rounded = measure(arguments, c.correctlyRounded)
            let mpfr = c.mpfr.map { measure(quick ? Array(arguments.prefix(count / 4)) : arguments, $0) }
            // libm and Swift alternate, round by round, so that a change of the machine's speed during
            // the run falls on both: the ratio is the median of the rounds' ratios.
            let paired = c.swiftValue.map { measurePair(arguments, c.libm, $0) }
            let libm = paired?.first ?? measure(arguments, c.libm)
            let swift = paired?.second
            let accurate = c.swift.map { path in arguments.reduce(0) { $0 + (path($1).tookAccuratePath ? 1 : 0) } }
            let differing = arguments.reduce(0) { n, x in
                let (a, b) = (c.libm(x), c.correctlyRounded(x))
                return n + (a == b || (a.isNaN && b.isNaN) ? 0 : 1)
            }
            let text = { (value: Double?) in value.map { String(format: "%.1f", $0) } ?? "-" }
            print(
                "  \(pad(c.name, 15)) \(pad(text(libm), 8)) \(pad(text(mpfr), 9)) \(pad(text(swift), 9)) "
                    + "\(pad(paired.map { String(format: "%.1f×", $0.ratio) } ?? "-", 11)) \(pad(text(rounded), 14)) "
                    + "\(pad(accurate.map { "\($0) of \(count)" } ?? "-", 14)) \(differing) of \(count)")
            var fields: [(String, BenchmarkValue)] = [
                ("name", .text(c.name)), ("libm_ns", .number(libm)), ("correctly_rounded_ns", .number(rounded)),
                ("differing", .integer(differing)), ("count", .integer(count)),
            ]
            if let mpfr { fields.append(("mpfr_ieee_ns", .number(mpfr))) }
            if let swift { fields.append(("swift_ns", .number(swift))) }
            if let paired { fields.append(("swift_libm_ratio", .number(paired.ratio))) }
            if let accurate { fields.append(("accurate_path", .integer(accurate))) }
            records.append(BenchmarkRecord(section: "functions", fields))
            if let paired, let accurate { summaries.append((c.name, paired.ratio, accurate)) }
        }
        if let summary = Self.summary(of: summaries, count: count) {
            print(summary.text)
            records.append(BenchmarkRecord(section: "functions", summary.fields))
        }
        guard keys.isEmpty else { return records }
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

    /// Issue 22's goals against this run: the median and the worst Swift/libm ratio (goals 3× and 10×)
    /// and the largest share of arguments that took the accurate path (goal: under 1 in 1,000).
    static func summary(
        of keys: [(name: String, ratio: Double, accurate: Int)], count: Int
    ) -> (text: String, fields: [(String, BenchmarkValue)])? {
        let ratios = keys.map(\.ratio).sorted()
        guard let worst = keys.max(by: { $0.ratio < $1.ratio }),
            let rarest = keys.max(by: { $0.accurate < $1.accurate })
        else { return nil }
        let middle = ratios.count / 2
        let median = ratios.count % 2 == 1 ? ratios[middle] : (ratios[middle - 1] + ratios[middle]) / 2
        let text =
            "  Swift/libm over \(keys.count) keys: median \(String(format: "%.1f", median))× (goal 3×), worst "
            + "\(String(format: "%.1f", worst.ratio))× \(worst.name) (goal 10×); accurate path at most "
            + "\(rarest.accurate) of \(count) (\(rarest.name); goal under 1 in 1,000)"
        let fields: [(String, BenchmarkValue)] = [
            ("name", .text("summary")), ("median_ratio", .number(median)), ("worst_ratio", .number(worst.ratio)),
            ("worst_key", .text(worst.name)), ("most_accurate_path", .integer(rarest.accurate)),
        ]
        return (text, fields)
    }

    /// The median over 5 runs of the nanoseconds per call of `body` on `arguments`.
    func measure(_ arguments: [Double], _ body: (Double) -> Double) -> Double {
        BenchmarkClock.repeated(runs: 5) { timePerCall(arguments, body) }.median
    }

    /// Nanoseconds per call of `first` and of `second` on `arguments`, each the median over 7 rounds in
    /// which the two run one after the other, and the median of the rounds' ratios second/first.
    func measurePair(
        _ arguments: [Double], _ first: (Double) -> Double, _ second: (Double) -> Double
    ) -> (first: Double, second: Double, ratio: Double) {
        _ = (timePerCall(arguments, first), timePerCall(arguments, second))
        let rounds = (0..<7).map { _ in (timePerCall(arguments, first), timePerCall(arguments, second)) }
        let median = { (values: [Double]) in values.sorted()[values.count / 2] }
        return (median(rounds.map(\.0)), median(rounds.map(\.1)), median(rounds.map { $0.1 / $0.0 }))
    }

    /// The nanoseconds per call of `body` over one pass through `arguments` (the results summed into
    /// `benchmarkSink`, so that the calls are not optimised away).
    func timePerCall(_ arguments: [Double], _ body: (Double) -> Double) -> Double {
        var sum = 0.0
        let start = BenchmarkClock.now()
        for x in arguments { sum += body(x) }
        let elapsed = BenchmarkClock.now() - start
        benchmarkSink += sum
        return elapsed / Double(arguments.count)
    }

    func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
