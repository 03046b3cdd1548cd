import CalcBatch
import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// The exact backend through the engine: random chains of + − × ÷ on random decimals equal an independent
/// Fraction computation (Python's `fractions`, Tests/Oracles/exact_chain_oracle.py), and the display is
/// that fraction correctly rounded to D digits (round half to even) in the display rules; the issue's
/// examples; `isDisplayExact`; the size limit through a calculator; `exact` in calc-eval's JSON.
@Suite struct ExactBackendPropertyTests {
    /// Random chains per run (plus the fixed ones from the issue); fewer under valgrind or a sanitizer.
    static let chainCount = TestEnvironment.isReduced ? 200 : 2000
    static let digitCounts = [15, 50]

    // MARK: The oracle

    static let oracleScript = TestEnvironment.repositoryRoot.appendingPathComponent(
        "Tests/Oracles/exact_chain_oracle.py")

    /// `python3` on the PATH, if it runs and has `fractions` and `decimal`.
    static let python3: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("python3")
            guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
            if let output = try? ProcessRunner.run(candidate, ["-c", "import fractions, decimal; print('ok')"]),
                output.status == 0, output.standardOutput == "ok\n"
            {
                return candidate
            }
        }
        return nil
    }()

    static var hasPython: Bool { python3 != nil }

    /// What the oracle says for one chain and one D.
    struct Expected: Equatable, CustomStringConvertible {
        var display: String
        var isExact: Bool
        var description: String { "\(display) (\(isExact ? "exact" : "rounded"))" }
    }

    /// The oracle's displays of `chains`, one array per chain, in the order of ``digitCounts``.
    static func oracle(_ chains: [Chain]) throws -> [[Expected]] {
        let python = try #require(python3)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "exact-chains-\(UUID().uuidString).txt")
        try Data(chains.map(\.oracleLine).joined(separator: "\n").utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let output = try ProcessRunner.run(python, [oracleScript.path, file.path] + digitCounts.map(String.init))
        try #require(output.status == 0, "the oracle failed: \(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        try #require(lines.count == chains.count, "the oracle answered \(lines.count) lines for \(chains.count) chains")
        return try lines.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            try #require(fields.count == 2 * digitCounts.count, "oracle line: \(line)")
            return digitCounts.indices.map {
                Expected(display: String(fields[2 * $0]), isExact: fields[2 * $0 + 1] == "true")
            }
        }
    }

    // MARK: Chains

    /// `a op b op c …`: operands as decimal text (`-0.05e-3`), operators `+ - * /`.
    struct Chain: CustomStringConvertible {
        var operands: [String]
        var operators: [BinaryOperation]

        /// The line the oracle reads.
        var oracleLine: String {
            var tokens = [operands[0]]
            for (op, operand) in zip(operators, operands.dropFirst()) { tokens += [op.keyName, operand] }
            return tokens.joined(separator: " ")
        }

        /// The keys: each operand typed (mantissa, `neg`, then `EE` exponent `neg`), the operators, `=`.
        var keys: [Key] {
            var keys = Chain.keys(forOperand: operands[0])
            for (op, operand) in zip(operators, operands.dropFirst()) {
                keys.append(.binary(op))
                keys += Chain.keys(forOperand: operand)
            }
            keys.append(.equals)
            return keys
        }

        var description: String { KeyScript(keys: keys).text }

        static func keys(forOperand text: String) -> [Key] {
            var mantissa = Substring(text)
            var exponent: Substring?
            if let e = text.firstIndex(of: "e") {
                mantissa = text[..<e]
                exponent = text[text.index(after: e)...]
            }
            let negative = mantissa.hasPrefix("-")
            if negative { mantissa = mantissa.dropFirst() }
            var keys = typed(mantissa)
            if negative { keys.append(.negate) }
            if var exponent {
                keys.append(.binary(.scaleByPowerOfTen))
                let negativeExponent = exponent.hasPrefix("-")
                if negativeExponent { exponent = exponent.dropFirst() }
                keys += typed(exponent)
                if negativeExponent { keys.append(.negate) }
            }
            return keys
        }

        static func typed(_ text: Substring) -> [Key] {
            text.map { $0 == "." ? Key.point : (Digit($0).map { Key.digit($0) } ?? Key.point) }
        }
    }

    /// The issue's examples and a few edges, as chains.
    static let fixedChains: [Chain] = [
        Chain(operands: ["0.1", "0.2", "0.3"], operators: [.add, .subtract]),
        Chain(
            operands: ["44.23", "8.10", "11.23", "6.9", "18"], operators: [.subtract, .subtract, .subtract, .subtract]),
        Chain(operands: ["1", "3", "3"], operators: [.divide, .multiply]),
        Chain(operands: ["1e-20", "1", "1"], operators: [.add, .subtract]),
        Chain(operands: ["1e15", "1", "1e15"], operators: [.add, .subtract]),
        Chain(operands: ["9533.24", "215.10"], operators: [.subtract]),
        Chain(operands: ["2", "3"], operators: [.divide]),
        Chain(operands: ["1", "7"], operators: [.divide]),
        Chain(operands: ["1", "8"], operators: [.divide]),
        Chain(operands: ["5", "0"], operators: [.divide]),
        Chain(operands: ["0", "0"], operators: [.divide]),
        Chain(operands: ["1", "2", "0", "3"], operators: [.add, .divide, .multiply]),
        Chain(operands: ["0.000000125", "1"], operators: [.multiply]),
        Chain(operands: ["0.0000000125", "1"], operators: [.multiply]),
        Chain(operands: ["999999999999999", "0.5"], operators: [.add]),
        Chain(operands: ["999999999999999", "1"], operators: [.add]),
        Chain(operands: ["-2.5", "1e-14"], operators: [.multiply]),
        Chain(operands: ["1", "3", "1", "3"], operators: [.divide, .subtract, .divide]),
    ]

    /// A random decimal: zero, an integer, a decimal fraction or a short special, maybe negative, maybe with
    /// an `EE` exponent; never more digits than an entry takes at D = 15.
    static func randomOperand(_ random: inout SplitMix64) -> String {
        func digit(_ range: ClosedRange<Int> = 0...9) -> String { String(Int.random(in: range, using: &random)) }
        var mantissa: String
        let kind = Int.random(in: 0..<100, using: &random)
        switch kind {
        case ..<8:
            mantissa = "0"
        case ..<38:
            mantissa = digit(1...9) + (0..<Int.random(in: 0...5, using: &random)).map { _ in digit() }.joined()
        case ..<88:
            let count = Int.random(in: 1...10, using: &random)
            let integerDigits = Int.random(in: 0...min(count, 6), using: &random)
            if integerDigits == 0 {
                let zeros = Int.random(in: 0...4, using: &random)
                mantissa =
                    "0." + String(repeating: "0", count: zeros) + digit(1...9)
                    + (1..<count).map { _ in digit() }.joined()
            } else {
                let all = digit(1...9) + (1..<count).map { _ in digit() }.joined()
                mantissa =
                    count == integerDigits
                    ? all : String(all.prefix(integerDigits)) + "." + String(all.dropFirst(integerDigits))
            }
        default:
            let specials = ["0.1", "0.2", "0.3", "8.10", "3", "7", "0.5", "2.5", "0.125", "1.5", "10", "100"]
            mantissa = specials[Int.random(in: 0..<specials.count, using: &random)]
        }
        if random.chance(0.25) { mantissa = "-" + mantissa }
        if random.chance(0.15) { mantissa += "e\(Int.random(in: -25...25, using: &random))" }
        return mantissa
    }

    static func randomChain(_ random: inout SplitMix64) -> Chain {
        let count = Int.random(in: 2...8, using: &random)
        let operators: [BinaryOperation] = [.add, .subtract, .multiply, .divide]
        return Chain(
            operands: (0..<count).map { _ in randomOperand(&random) },
            operators: (1..<count).map { _ in operators[Int.random(in: 0..<4, using: &random)] })
    }

    /// The display and `isDisplayExact` after pressing the chain's keys (stopping at `Error`: a digit
    /// typed after `Error` would start a new calculation).
    static func evaluate(_ keys: [Key], digits: Int) -> Expected {
        var calculator = Calculator(
            configuration: try! .init(backend: try! ExactBackend(precision: 256), displayDigits: digits))
        for key in keys {
            calculator.press(key)
            if calculator.isError { break }
        }
        return Expected(display: calculator.display, isExact: calculator.isDisplayExact)
    }

    @Test(
        "random + − × ÷ chains equal a Fraction computation, correctly rounded",
        .enabled(if: hasPython, "python3 (with fractions and decimal) is needed for the oracle"))
    func chainsMatchFractions() throws {
        var random = TestEnvironment.generator(salt: 0x4558_4143_5443_4841)
        let chains = Self.fixedChains + (0..<Self.chainCount).map { _ in Self.randomChain(&random) }
        let clock = ContinuousClock()
        var expectations: [[Expected]] = []
        let oracleTime = try clock.measure { expectations = try Self.oracle(chains) }
        var mismatches = 0
        var errors = 0
        var exactCount = 0
        let engineTime = clock.measure {
            for (chain, expected) in zip(chains, expectations) {
                let keys = chain.keys
                for (index, digits) in Self.digitCounts.enumerated() {
                    let got = Self.evaluate(keys, digits: digits)
                    if got.display == "Error" { errors += 1 }
                    if got.isExact { exactCount += 1 }
                    guard got != expected[index] else { continue }
                    mismatches += 1
                    if mismatches <= 10 {
                        Issue.record(
                            "D = \(digits): `\(chain)` (oracle: \(chain.oracleLine)) shows \(got), expected \(expected[index]); \(TestEnvironment.replayHint)"
                        )
                    }
                }
            }
        }
        print(
            "ExactBackendPropertyTests: \(chains.count) chains × D ∈ \(Self.digitCounts): oracle \(oracleTime), engine \(engineTime); \(errors) Error displays, \(exactCount) exact displays; \(TestEnvironment.replayHint)"
        )
        #expect(mismatches == 0, "\(mismatches) mismatches; \(TestEnvironment.replayHint)")
        // The generator reaches both kinds of display and the error.
        #expect(errors > 0 && exactCount > 0 && exactCount < chains.count * Self.digitCounts.count)
    }

    @Test("the oracle itself: the issue's examples", .enabled(if: hasPython, "python3 is needed for the oracle"))
    func oracleSanity() throws {
        let expected = try Self.oracle(Array(Self.fixedChains.prefix(12)))
        #expect(
            expected.map { $0[0].display } == [
                "0", "0", "1", "1e-20", "1", "9318.14", "0.666666666666667", "0.142857142857143", "0.125", "Error",
                "Error", "Error",
            ])
        #expect(expected[6][1].display == "0.66666666666666666666666666666666666666666666666667")
        #expect(
            expected.map { $0[0].isExact } == [
                true, true, true, true, true, true, false, false, true, false, false, false,
            ])
    }

    // MARK: The issue's examples through a calculator

    static func calculator(digits: Int = 15, _ script: String) throws -> Calculator<ExactBackend> {
        var calculator = Calculator(
            configuration: try .init(backend: try ExactBackend(precision: 256), displayDigits: digits))
        calculator.press(try KeyScript(parsing: script).keys)
        return calculator
    }

    static let examples: [(script: String, display: String, isExact: Bool)] = [
        ("0.1 + 0.2 - 0.3 =", "0", true),
        ("44.23 - 8.10 - 11.23 - 6.9 - 18 =", "0", true),
        ("1 / 3 * 3 =", "1", true),
        ("1 EE 20 neg + 1 - 1 =", "1e-20", true),
        ("1 EE 80 neg + 1 - 1 =", "1e-80", true),
        ("2 / 3 =", "0.666666666666667", false),
        ("1 / 4 =", "0.25", true),
        ("9533.24 - 215.10 =", "9318.14", true),
        ("2.25 sqrt", "1.5", true),
        ("27 neg cbrt", "-3", true),
        ("1000 log", "3", true),
        ("3 pow10", "1000", true),
        ("27 pow ( 2 / 3 ) =", "9", true),
        ("8 neg root 3 =", "-2", true),
        ("30 sin", "0.5", true),
        ("50 + 10 % =", "55", true),
        ("20 fact", "2.43290200817664e18", true),  // 2432902008176640000: 15 significant digits
        ("21 fact", "5.10909421717094e19", false),  // 51090942171709440000: 16 significant digits
        ("2 sqrt", "1.4142135623731", false),
        ("2 sqrt sqr", "2", false),
        ("2 sqrt sqr * 1 =", "2", false),
        ("1 / 0 =", "Error", false),
        ("0 / 0 =", "Error", false),
        ("4 neg sqrt", "Error", false),
        ("0 ln", "Error", false),
        ("90 tan", "Error", false),
        ("12.50", "12.50", true),  // a typed entry is exact
    ]

    @Test("the issue's examples", arguments: examples)
    func example(_ row: (script: String, display: String, isExact: Bool)) throws {
        let calculator = try Self.calculator(row.script)
        #expect(calculator.display == row.display, "\(row.script)")
        #expect(calculator.isDisplayExact == row.isExact, "\(row.script)")
    }

    /// The cancellation rule (`Calculator.combine`) replaces an approximate sum or difference that is
    /// rounding noise by the calculator's `zero`, which on the exact backend is an exact 0: the result of
    /// `2 sqrt sqr - 2 =` is then reported exact, and so is everything computed from it, although the
    /// backend's rule is "once approximate, a value stays approximate" (the issue: `2 sqrt sqr - 2 =` → `0`
    /// with the approximate flag). The snapped zero is as approximate as the residue it replaces.
    static let snappedApproximations: [(script: String, display: String)] = [
        ("2 sqrt sqr - 2 =", "0"),
        ("pi - pi =", "0"),
        ("2 sqrt sqr - 2 + 1 / 4 =", "0.25"),
        ("2 sqrt sqr - 2 = + 1 =", "1"),
        ("2 sqrt sqr - 2 * 1 =", "0"),
    ]

    @Test("a snapped approximate residue is shown as 0 but stays approximate", arguments: snappedApproximations)
    func snappedResidueStaysApproximate(_ row: (script: String, display: String)) throws {
        let calculator = try Self.calculator(row.script)
        #expect(calculator.display == row.display)
        let isDisplayExact = calculator.isDisplayExact
        #expect(!isDisplayExact, "\(row.script)")
        #expect(calculator.displayedValue.map(\.isExact) == false, "\(row.script)")
        // Without the cancellation rule the residue shows, approximate.
        var unsnapped = Calculator(
            configuration: try .init(
                backend: try ExactBackend(precision: 256), displayDigits: 15, snapsCancellation: false)
        )
        unsnapped.press(try KeyScript(parsing: row.script).keys)
        #expect(!unsnapped.isDisplayExact, "\(row.script) without the cancellation rule")
    }

    @Test("isDisplayExact depends on D")
    func exactnessDependsOnDigits() throws {
        #expect(try Self.calculator(digits: 50, "20 fact").display == "2432902008176640000")
        #expect(try Self.calculator(digits: 50, "20 fact").isDisplayExact)
        #expect(try !Self.calculator(digits: 50, "100 fact").isDisplayExact)
        #expect(
            try Self.calculator(digits: 50, "100 fact").display
                == "9.3326215443944152681699238856266700490715968264382e157")
        #expect(try Self.calculator(digits: 2, "1 / 8 =").display == "0.12")
        #expect(try !Self.calculator(digits: 2, "1 / 8 =").isDisplayExact)
        #expect(try Self.calculator(digits: 3, "1 / 8 =").isDisplayExact)
        #expect(try Self.calculator(digits: 1, "5 / 2 =").display == "2")
        #expect(try Self.calculator(digits: 1, "7 / 2 =").display == "4")
        #expect(try !Self.calculator(digits: 1, "7 / 2 =").isDisplayExact)
    }

    @Test("1 / 3 pow 100000 = stays fast through a calculator")
    func largePowerThroughCalculator() throws {
        let clock = ContinuousClock()
        var calculator: Calculator<ExactBackend>?
        let elapsed = try clock.measure { calculator = try Self.calculator("1 / 3 pow 100000 =") }
        print("ExactBackendPropertyTests: 1 / 3 pow 100000 = took \(elapsed)")
        let result = try #require(calculator)
        #expect(result.display == "7.49079710127344e-47713")
        #expect(!result.isDisplayExact)
        #expect(elapsed < .seconds(5))
        // Beyond the limit in a long product: 2 pow 50000 is exact, times 2 is not.
        #expect(try Self.calculator(digits: 50, "2 pow 50000 =").isDisplayExact == false, "15052 digits do not fit 50")
        let beyond = try Self.calculator("2 pow 50000 * 2 pow 50000 / 2 pow 50000 / 2 pow 49999 =")
        #expect(beyond.display == "2")
        #expect(beyond.displayedValue.map { !$0.isExact } == true, "2^100000 became approximate and stays so")
        #expect(!beyond.isDisplayExact)
        let within = try Self.calculator("2 pow 50000 * 2 pow 49999 / 2 pow 50000 / 2 pow 49998 =")
        #expect(within.display == "2")
        #expect(within.isDisplayExact, "2^99999 has exactly maximumBits bits")
    }

    /// The limit is the power's own bits: 2⁶⁰⁰⁰⁰ (60,001 bits) and 2⁹⁹⁹⁹⁹ stay exact (the estimate counted
    /// 2's two bits n times), and typed decimals up to 10^30,102, the largest power of ten within it.
    @Test(arguments: [
        ("2 pow 60000 + 1 - 2 pow 60000 =", "1"), ("2 pow 99999 + 1 - 2 pow 99999 =", "1"),
        ("2 pow 100001 + 1 - 2 pow 100001 =", "~"), ("[2/3] pow 60000 * [3/2] pow 60000 =", "1"),
        ("[1e12000] + 1 - [1e12000] =", "1"), ("[1e30102] + 1 - [1e30102] =", "1"),
        ("[1e30103] + 1 - [1e30103] =", "~"), ("[1e-30000] * [1e30000] =", "1"),
    ])
    func exactUpToTheBitLimit(script: String, display: String) throws {
        let calculator = try Self.calculator(script)
        if display == "~" {
            #expect(!calculator.isDisplayExact, "beyond 100,000 bits: approximate")
        } else {
            #expect(calculator.display == display)
            #expect(calculator.isDisplayExact)
        }
    }

    @Test("exact values survive Codable in the middle of a calculation")
    func codableMidCalculation() throws {
        let calculator = try Self.calculator("1 / 3 + 1 /")
        let data = try JSONEncoder().encode(calculator)
        var restored = try JSONDecoder().decode(Calculator<ExactBackend>.self, from: data)
        restored.press(try KeyScript(parsing: "6 =").keys)
        #expect(restored.display == "0.5")
        #expect(restored.isDisplayExact)
        #expect(restored.displayedValue.map(\.description) == "1/2")
    }

    // MARK: calc-eval's JSON

    @Test(
        "calc-eval --backend exact --format json reports exact",
        .enabled(
            if: BuiltProgram.calcEval.isAvailable,
            "needs the calc-eval binary built next to the tests (and not valgrind)"))
    func calcEvalReportsExact() throws {
        let output = try BuiltProgram.calcEval.run(
            ["--backend", "exact", "--format", "json"], input: "1 / 4 =\n2 / 3 =\n")
        #expect(output.status == 0, "\(output.standardError)")
        let objects = output.standardOutput.split(separator: "\n").map {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
        try #require(objects.count == 2)
        #expect(objects[0]?["display"] as? String == "0.25")
        #expect(objects[0]?["exact"] as? Bool == true)
        #expect(objects[0]?["backend"] as? String == "exact")
        #expect(objects[1]?["display"] as? String == "0.66666666666666666666666666666666666666666666666667")
        #expect(objects[1]?["exact"] as? Bool == false)
    }
}
