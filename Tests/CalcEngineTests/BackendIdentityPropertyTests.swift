import CalcEngine
import CalcTestSupport
import Testing

/// Rule 19: the same keys give the same display after every key on `Double` and on MPFR in IEEE mode.
///
/// Every key is correctly rounded on both (Double computes its function keys through the same MPFR code
/// as IEEE mode), so the displays agree bit for bit on every key, in both angle units, with and without
/// the cancellation rule, and with complex results (Double's complex keys are IEEE mode's GNU MPC
/// functions, each part correctly rounded, so complex displays agree bit for bit too).
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
        .init(angleUnit: .gradians, snapsCancellation: true, complexResults: true),
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
            case .binary(let operation) where operation.isBitwise: 1
            case .binary: 2
            case .equals: 6
            case .negate: 3
            case .percent, .memoryAdd, .memorySubtract, .memoryRecall, .clear, .backspace: 2
            case .openParenthesis, .closeParenthesis: 3
            case .function, .angleFunction: 1
            case .allClear, .memoryClear, .pi, .e, .random, .degrees, .radians, .gradians, .literal, .imaginaryUnit: 1
            // NOT and popcount work on integers here; the keys that need a word give Error on these
            // backends (ProgrammerModeTests test them).
            case .programmer(let key): key.needsWord ? 0 : 1
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
        var double = configuration.calculator(DoubleBackend())
        var mpfr = configuration.calculator(MPFRBackend.ieeeBinary64)
        for (index, key) in keys.enumerated() {
            double.press(key)
            mpfr.press(key)
            if double.display != mpfr.display {
                return Difference(index: index, double: double.display, mpfr: mpfr.display)
            }
        }
        return nil
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
        run: while pressed < minimumKeyCount {
            let keys = generator.sequence()
            sequences += 1
            var double = configuration.calculator(DoubleBackend())
            var mpfr = configuration.calculator(MPFRBackend.ieeeBinary64)
            for (index, key) in keys.enumerated() {
                let openBefore = (double.openParentheses, mpfr.openParentheses)
                double.press(key)
                mpfr.press(key)
                pressed += 1
                let soFar = KeyScript(keys: Array(keys[...index])).text
                if double.display != mpfr.display {
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
            }
        }
        print(
            "identity (\(configuration.testDescription)): \(pressed) keys (\(functionKeys) function keys) in "
                + "\(sequences) sequences; \(errors) Error displays, \(exponentDisplays) in exponent form")
        guard !failed else { return }
        #expect(pressed >= minimumKeyCount, "\(seed)")
        #expect(functionKeys > 0, "\(seed)")
        // The generator reaches the interesting states: errors and exponent-form results.
        #expect(errors > 0, "\(seed)")
        #expect(exponentDisplays > 0, "\(seed)")
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
