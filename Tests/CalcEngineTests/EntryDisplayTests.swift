import CalcEngine
import CalcNumerics
import CalcTestSupport
import Testing

/// An operator leaves a typed number on the display without formatting it again when formatting would
/// give it back (`Calculator.entryDisplay`). That shortcut must never change what is shown: after random
/// typed entries and an operator, the display equals the displayed value formatted by `DisplayFormatter`,
/// on every backend and at digit counts where the shortcut applies and where it must not (Double at 17).
@Suite struct EntryDisplayTests {
    static func randomEntry(_ random: inout SplitMix64) -> [Key] {
        var keys: [Key] = []
        for _ in 0..<Int.random(in: 1...20, using: &random) {
            switch Int.random(in: 0..<12, using: &random) {
            case 0: keys.append(.point)
            case 1: keys.append(.negate)
            case 2, 3: keys.append(.digit(.zero))
            default: keys.append(.digit(Digit.allCases.randomElement(using: &random)!))
            }
        }
        return keys
    }

    func check<B: NumericBackend>(_ backend: B, digits: Int, label: String, salt: UInt64) {
        var random = TestEnvironment.generator(salt: salt)
        let formatter = DisplayFormatter(significantDigits: digits)
        var checked = 0
        for _ in 0..<3000 {
            var calculator = Calculator(configuration: try! .init(backend: backend, displayDigits: digits))
            let entry = Self.randomEntry(&random)
            calculator.press(entry)
            calculator.press(.binary([.add, .multiply, .power][Int.random(in: 0..<3, using: &random)]))
            guard let value = calculator.displayedValue, !calculator.isError else { continue }
            checked += 1
            let expected = formatter.string(for: value, backend: backend)
            #expect(
                calculator.display == expected,
                "\(label), D = \(digits): `\(KeyScript(keys: entry).text) +` shows \(calculator.display), formatted \(expected); \(TestEnvironment.replayHint)"
            )
        }
        #expect(checked > 2000)
    }

    @Test func doubleAtFifteenAndSeventeenDigits() {
        check(DoubleBackend(), digits: 15, label: "double", salt: 1)
        check(DoubleBackend(), digits: 17, label: "double", salt: 2)
    }

    @Test func mpfrExactAndVerified() throws {
        check(try MPFRBackend(precision: 256), digits: 50, label: "mpfr 256", salt: 3)
        check(try MPFRBackend(precision: 64), digits: 21, label: "mpfr 64", salt: 4)
        check(MPFRBackend.ieeeBinary64, digits: 15, label: "ieee", salt: 5)
        check(try ExactBackend(precision: 128), digits: 39, label: "exact", salt: 6)
        check(try VerifiedBackend(precision: 64), digits: 18, label: "verified", salt: 7)
    }

    @Test(arguments: [
        ("1 2 . 5 0 +", "12.5"), ("0 . 0 0 1 2 +", "0.0012"), ("1 2 0 0 +", "1200"), ("5 neg +", "-5"),
        ("0 . +", "0"), ("0 . 0 0 0 0 0 0 0 1 2 +", "1.2e-8"), ("3 . +", "3"),
    ])
    func examples(_ script: String, _ display: String) throws {
        var calculator = Calculator(configuration: .init(backend: DoubleBackend()))
        calculator.press(try KeyScript(parsing: script).keys)
        #expect(calculator.display == display)
    }
}
