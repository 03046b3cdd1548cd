import CalcEngine
import CalcTestSupport
import Testing

/// Rule 19: the same keys give the same display after every key on `Double` and on MPFR in IEEE mode.
///
/// Every real key is correctly rounded on both (Double computes its function keys through the same MPFR
/// code as IEEE mode), so the displays agree bit for bit on every key, in both angle units, with and
/// without the cancellation rule.
///
/// The keys are compared up to the first complex value of a sequence and no further (`i` is a key in
/// every configuration; complex results on make more real keys leave the reals, detected by a witness
/// calculator with them off, since such a value may be taken by a pending operation without being shown): IEEE mode computes complex × ÷ and functions with GNU MPC (each part correctly rounded), and
/// Double with the shared formulas (within the bounds of `ComplexArithmetic`), so their complex displays
/// may differ in the last digit. The key that makes the first complex value is compared when both compute
/// it with one correctly rounded step per part: `i`, and √ and ln of a negative number.
@Suite struct BackendIdentityPropertyTests {
    /// At least this many keys are pressed (on each backend) per run, over all configurations.
    static let minimumKeyCount = 200_000
    static let digits = 15

    /// A starting angle unit and cancellation rule; the random keys include `deg` and `rad`, so each
    /// sequence switches units along the way too.
    struct Configuration: Sendable, CustomTestStringConvertible {
        var angleUnit: AngleUnit
        var snapsCancellation: Bool
        var complexResults = false
        var testDescription: String {
            "\(angleUnit)\(snapsCancellation ? "" : ", no snap")\(complexResults ? ", complex results" : "")"
        }

        func calculator<B: NumericBackend>(_ backend: B) -> Calculator<B> {
            var configuration = CalculatorConfiguration(
                backend: backend, angleUnit: angleUnit, snapsCancellation: snapsCancellation)
            configuration.complexResults = complexResults
            return Calculator(configuration: configuration)
        }
    }

    static let configurations: [Configuration] = [
        .init(angleUnit: .degrees, snapsCancellation: true), .init(angleUnit: .radians, snapsCancellation: true),
        .init(angleUnit: .degrees, snapsCancellation: false), .init(angleUnit: .radians, snapsCancellation: false),
        .init(angleUnit: .degrees, snapsCancellation: true, complexResults: true),
        .init(angleUnit: .radians, snapsCancellation: false, complexResults: true),
    ]

    /// Random key sequences over every key (`Key.allKeys`, so a new key is drawn as soon as it exists):
    /// typing and arithmetic more often than the rest, so that the function keys meet all kinds of values.
    struct KeyGenerator {
        var random: SplitMix64

        /// How often `key` is drawn, relative to the others.
        static func weight(of key: Key) -> Int {
            switch key {
            case .digit: 3
            case .point: 4
            case .binary(.add), .binary(.subtract), .binary(.multiply), .binary(.divide): 4
            case .binary(let operation) where operation.isProgrammerOnly: 0
            case .binary: 2
            case .equals: 6
            case .negate: 3
            case .percent, .memoryAdd, .memorySubtract, .memoryRecall, .clear, .backspace: 2
            case .openParenthesis, .closeParenthesis: 3
            case .function: 1
            case .allClear, .memoryClear, .pi, .e, .random, .degrees, .radians, .literal, .imaginaryUnit: 1
            // Programmer mode's keys give Error on these backends (ProgrammerModeTests test them).
            case .programmer: 0
            }
        }

        /// The keys drawn one at a time, with their weights; `nil` stands for a `pow` group (see
        /// ``powerGroup()``).
        static let weighted: [(weight: Int, key: Key?)] = Key.allKeys.map { (weight(of: $0), $0) } + [(3, nil)]
        static let totalWeight = weighted.reduce(0) { $0 + $1.weight }

        /// `pow`, a one- or two-digit exponent, maybe `neg`, then a key that ends the exponent (+ − × ÷ =):
        /// integer powers, which reach overflow, underflow and subnormal results often.
        mutating func powerGroup() -> [Key] {
            var keys: [Key] = [.binary(.power), .digit(Digit.allCases[Int(random.next() % 10)])]
            if random.chance(0.5) { keys.append(.digit(Digit.allCases[Int(random.next() % 10)])) }
            if random.chance(0.3) { keys.append(.negate) }
            let enders: [Key] = [.binary(.add), .binary(.subtract), .binary(.multiply), .binary(.divide), .equals]
            keys.append(enders[Int(random.next() % UInt64(enders.count))])
            return keys
        }

        mutating func sequence() -> [Key] {
            let length = 20 + Int(random.next() % 41)
            var keys: [Key] = []
            while keys.count < length {
                var pick = Int(random.next() % UInt64(Self.totalWeight))
                for (weight, key) in Self.weighted {
                    if pick < weight {
                        if let key { keys.append(key) } else { keys += powerGroup() }
                        break
                    }
                    pick -= weight
                }
            }
            return keys
        }
    }

    /// The first key after which the displays differ, and both displays.
    struct Difference {
        var index: Int
        var double: String
        var mpfr: String
    }

    static func firstDifference(_ keys: [Key], _ configuration: Configuration = configurations[0]) -> Difference? {
        var pair = Pair(configuration)
        for (index, key) in keys.enumerated() {
            pair.press(key)
            let stops = pair.stops
            if (!stops || agreesOnFirstComplexValue(key)) && pair.double.display != pair.mpfr.display {
                return Difference(index: index, double: pair.double.display, mpfr: pair.mpfr.display)
            }
            if stops { return nil }
        }
        return nil
    }

    /// Double and IEEE mode pressed together and, when complex results are on, a witness of each with
    /// complex results off.
    struct Pair {
        var double: Calculator<DoubleBackend>
        var mpfr: Calculator<MPFRBackend>
        var witnesses: (double: Calculator<DoubleBackend>, mpfr: Calculator<MPFRBackend>)?

        init(_ configuration: Configuration) {
            double = configuration.calculator(DoubleBackend())
            mpfr = configuration.calculator(MPFRBackend.ieeeBinary64)
            if configuration.complexResults {
                var off = configuration
                off.complexResults = false
                witnesses = (off.calculator(DoubleBackend()), off.calculator(MPFRBackend.ieeeBinary64))
            }
        }

        mutating func press(_ key: Key) {
            double.press(key)
            mpfr.press(key)
            witnesses?.double.press(key)
            witnesses?.mpfr.press(key)
        }

        /// Whether the sequence is compared no further: a display is complex (`i` makes complex values
        /// whether complex results are on or not), or a display differs from its witness's, so that it
        /// was reached through a complex value made from real inputs, perhaps one that a pending operation
        /// took at once and that was never shown (`5 sin mod log logy =` is `sin 5 mod (log_b b)` for a
        /// negative b: exactly 1 with MPC, so the result is real; 1 + 1e-17i on Double, so `mod` is
        /// `Error`).
        var stops: Bool {
            if double.isDisplayComplex || mpfr.isDisplayComplex { return true }
            guard let witnesses else { return false }
            return witnesses.double.display != double.display || witnesses.mpfr.display != mpfr.display
        }
    }

    /// Whether Double and IEEE mode compute the first complex value of a sequence, made by `key`, with one
    /// correctly rounded step per part: `i`, and √ and ln of a negative number (√−x = i√x; ln −x = ln x + πi,
    /// ln x and π each correctly rounded).
    static func agreesOnFirstComplexValue(_ key: Key) -> Bool {
        if key == .imaginaryUnit { return true }
        if case .function(let f) = key { return f == .squareRoot || f == .log }
        return false
    }

    /// The shortest prefix that differs, then shrunk further by deleting single keys while it still differs.
    static func shrink(_ keys: [Key], _ configuration: Configuration = configurations[0])
        -> (prefix: [Key], shrunk: [Key], difference: Difference)?
    {
        guard let first = firstDifference(keys, configuration) else { return nil }
        let prefix = Array(keys[...first.index])
        var shrunk = prefix
        var difference = first
        var changed = true
        while changed {
            changed = false
            for index in shrunk.indices.reversed() {
                var candidate = shrunk
                candidate.remove(at: index)
                if let found = firstDifference(candidate, configuration) {
                    shrunk = Array(candidate[...found.index])
                    difference = found
                    changed = true
                    break
                }
            }
        }
        return (prefix, shrunk, difference)
    }

    /// Significant digits of a display: from the first non-zero digit to the last digit of the mantissa.
    static func significantDigitCount(_ display: String) -> Int {
        let mantissa = display.split(separator: "e", maxSplits: 1).first ?? ""
        let digits = mantissa.filter(\.isNumber).drop { $0 == "0" }
        return digits.count
    }

    /// Whether `display` is how a value shows: the formatter's text of the value it denotes.
    static func isFormattedValue(_ display: String) -> Bool {
        guard let value = Double(display) else { return false }
        let formatter = DisplayFormatter(significantDigits: digits)
        return formatter.string(for: value, backend: DoubleBackend()) == display
    }

    /// Keys after which the display shows a value (never a typed entry) unless it shows `Error`.
    static func showsValue(after key: Key, openParenthesesBefore: Int) -> Bool {
        switch key {
        case .binary, .equals, .percent, .function, .memoryAdd, .memorySubtract, .memoryRecall,
            .allClear, .clear, .openParenthesis:
            true
        case .closeParenthesis:
            openParenthesesBefore > 0
        default:
            false
        }
    }

    /// What is wrong with a display after `key`, if anything.
    static func invariantViolation(_ display: String, after key: Key, openParenthesesBefore: Int) -> String? {
        let lowered = display.lowercased()
        if lowered.contains("nan") || lowered.contains("inf") { return "shows '\(display)'" }
        if display == "Error" { return nil }
        if let complex = ComplexDisplayText.parts(of: display) {
            // A complex value: each part as a real one.
            for part in [complex.real, complex.imaginary].compactMap({ $0 }) {
                if let violation = invariantViolation(part, after: key, openParenthesesBefore: openParenthesesBefore) {
                    return "complex '\(display)': \(violation)"
                }
            }
            return nil
        }
        if !DecimalSyntax.isValid(display) { return "'\(display)' is not a decimal number" }
        if significantDigitCount(display) > digits { return "'\(display)' has more than \(digits) significant digits" }
        if showsValue(after: key, openParenthesesBefore: openParenthesesBefore), !isFormattedValue(display) {
            return "'\(display)' after \(key.name) is not a formatted value"
        }
        return nil
    }

    @Test(arguments: configurations.indices)
    func sameDisplayAfterEveryKeyOnDoubleAndIEEEMode(_ index: Int) {
        let configuration = Self.configurations[index]
        let seed = "\(TestEnvironment.replayHint), \(configuration.testDescription)"
        var generator = KeyGenerator(random: TestEnvironment.generator(salt: 0x1D3E_7171 &+ UInt64(index)))
        let minimumKeyCount = Self.minimumKeyCount / Self.configurations.count
        var pressed = 0
        var sequences = 0
        var errors = 0
        var exponentDisplays = 0
        var failed = false
        var functionKeys = 0
        var complexStops = 0
        var comparedComplex = 0
        run: while pressed < minimumKeyCount {
            let keys = generator.sequence()
            sequences += 1
            var pair = Pair(configuration)
            for (index, key) in keys.enumerated() {
                let openBefore = (pair.double.openParentheses, pair.mpfr.openParentheses)
                pair.press(key)
                let (double, mpfr) = (pair.double, pair.mpfr)
                pressed += 1
                let soFar = KeyScript(keys: Array(keys[...index])).text
                let stops = pair.stops
                let compared = !stops || Self.agreesOnFirstComplexValue(key)
                if stops {
                    complexStops += 1
                    if compared { comparedComplex += 1 }
                }
                if compared && double.display != mpfr.display {
                    var report =
                        "\(seed), sequence \(sequences): displays differ after key \(index + 1) of '\(soFar)': "
                        + "double '\(double.display)', mpfr-ieee '\(mpfr.display)'"
                    if let shrunk = Self.shrink(keys, configuration) {
                        report += "; shortest differing prefix: '\(KeyScript(keys: shrunk.prefix).text)'"
                        report +=
                            "; shrunk: '\(KeyScript(keys: shrunk.shrunk).text)' → double '\(shrunk.difference.double)', "
                            + "mpfr-ieee '\(shrunk.difference.mpfr)'"
                    }
                    Issue.record(Comment(rawValue: report))
                    failed = true
                    break run
                }
                for (label, display, open) in [
                    ("double", double.display, openBefore.0), ("mpfr-ieee", mpfr.display, openBefore.1),
                ] {
                    if let violation = Self.invariantViolation(display, after: key, openParenthesesBefore: open) {
                        Issue.record(
                            Comment(
                                rawValue: "\(seed), sequence \(sequences), \(label): \(violation), after '\(soFar)'"))
                        failed = true
                        break run
                    }
                }
                if case .function = key { functionKeys += 1 }
                if double.isError { errors += 1 }
                if double.display.contains("e") && !double.isError { exponentDisplays += 1 }
                if stops { break }
            }
        }
        print(
            "identity (\(configuration.testDescription)): \(pressed) keys (\(functionKeys) function keys) in "
                + "\(sequences) sequences; \(errors) Error displays, \(exponentDisplays) in exponent form; "
                + "\(complexStops) sequences stopped at their first complex value (\(comparedComplex) of them compared)"
        )
        guard !failed else { return }
        #expect(pressed >= minimumKeyCount, "\(seed)")
        #expect(functionKeys > 0, "\(seed)")
        // The generator reaches the interesting states: errors and exponent-form results.
        #expect(errors > 0, "\(seed)")
        #expect(exponentDisplays > 0, "\(seed)")
        // Sequences do reach complex values, and some of the first ones are compared.
        #expect(comparedComplex > 0, "\(seed)")
    }

    /// The checker's own helpers.
    @Test func checkerHelpers() {
        let noDifference: [Key] = [.digit(.two), .binary(.add), .digit(.three), .equals]
        #expect(Self.firstDifference(noDifference) == nil)
        #expect(Self.shrink(noDifference) == nil)
        #expect(Self.significantDigitCount("-0.000123") == 3)
        #expect(Self.significantDigitCount("1.50") == 3)
        #expect(Self.significantDigitCount("1.23456789012345e-300") == 15)
        #expect(Self.isFormattedValue("0.333333333333333"))
        #expect(!Self.isFormattedValue("1.50"))
        #expect(!Self.isFormattedValue("-0"))
    }
}
