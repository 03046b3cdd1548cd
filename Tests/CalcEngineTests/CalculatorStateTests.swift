import CalcEngine
import Testing

/// The state a user interface shows besides the display: clear key label, highlighted operator, memory
/// flag, open parentheses, angle unit, error flag and displayed value. (The key names it binds:
/// `KeyNameTests`; scripts of keys: `KeyScriptParsingTests`.)
@Suite struct CalculatorStateTests {
    /// The backends every state test runs on (MPFR at 256 bits with D = 15, so displays agree).
    enum Backend: CaseIterable, CustomTestStringConvertible {
        case double, ieee, mpfr256

        var testDescription: String {
            switch self {
            case .double: "double"
            case .ieee: "mpfr-ieee"
            case .mpfr256: "mpfr-256"
            }
        }
    }

    /// What a user interface reads from a calculator after some keys.
    struct UIState: Equatable, CustomStringConvertible {
        var display: String
        var isError: Bool
        var clearKeyLabel: ClearKeyLabel
        var pendingOperator: BinaryOperation?
        var highlightedOperator: BinaryOperation?
        var hasMemory: Bool
        var openParentheses: Int
        var angleUnit: AngleUnit
        /// The displayed value rounded to a `Double`, `nil` in the error state.
        var displayedValue: Double?

        var description: String {
            "display \(display), error \(isError), clear \(clearKeyLabel.rawValue), "
                + "pending \(pendingOperator?.keyName ?? "-"), highlighted \(highlightedOperator?.keyName ?? "-"), "
                + "memory \(hasMemory), parentheses \(openParentheses), \(angleUnit), value \(displayedValue.map { "\($0)" } ?? "nil")"
        }
    }

    static func state(after script: String, on backend: Backend, angleUnit: AngleUnit = .degrees) throws -> UIState {
        let keys = try KeyScript(parsing: script).keys
        switch backend {
        case .double:
            return state(of: keys, .init(backend: DoubleBackend(), angleUnit: angleUnit)) { $0 }
        case .ieee:
            return state(of: keys, .init(backend: MPFRBackend.ieeeBinary64, angleUnit: angleUnit)) { Double($0) }
        case .mpfr256:
            return state(
                of: keys, try .init(backend: try MPFRBackend(precision: 256), displayDigits: 15, angleUnit: angleUnit)
            ) { Double($0) }
        }
    }

    static func state<B: NumericBackend>(
        of keys: [Key], _ configuration: CalculatorConfiguration<B>, _ toDouble: (B.Value) -> Double
    ) -> UIState {
        var calculator = Calculator(configuration: configuration)
        calculator.press(keys)
        return UIState(
            display: calculator.display, isError: calculator.isError, clearKeyLabel: calculator.clearKeyLabel,
            pendingOperator: calculator.pendingOperator, highlightedOperator: calculator.highlightedOperator,
            hasMemory: calculator.hasMemory, openParentheses: calculator.openParentheses,
            angleUnit: calculator.angleUnit, displayedValue: calculator.displayedValue.map(toDouble))
    }

    // MARK: Clear key label

    @Test(
        arguments: Backend.allCases,
        [
            ("", ClearKeyLabel.allClear),
            ("AC", .allClear),
            ("5", .clear),
            ("0", .clear),
            (".", .clear),
            ("1 2 . 5", .clear),
            ("5 +", .allClear),
            ("5 + 3", .clear),
            ("5 + 3 *", .allClear),
            ("5 + -", .allClear),
            ("(", .allClear),
            ("5 + (", .allClear),
            ("5 + 3 =", .allClear),
            ("5 =", .allClear),
            ("5 C", .allClear),
            ("5 + 3 C", .allClear),
            ("5 + 3 C C", .allClear),
            ("5 + 3 C 2", .clear),
            ("pi", .clear),
            ("e", .clear),
            ("rand", .clear),
            ("5 + pi", .clear),
            ("MR", .clear),
            ("5 M+ AC MR", .clear),
            ("9 sqrt", .clear),
            ("5 + 9 sqrt", .clear),
            ("5 + 3 = sqr", .clear),
            ("( 2 + 3 )", .clear),
            ("1 + ( 2 + 3 )", .clear),
            ("10 %", .clear),
            ("50 + 10 %", .clear),
            ("50 + %", .clear),
            ("1 / 0 =", .allClear),
        ])
    func clearKeyLabel(backend: Backend, example: (script: String, label: ClearKeyLabel)) throws {
        let state = try Self.state(after: example.script, on: backend)
        #expect(state.clearKeyLabel == example.label, "'\(example.script)': \(state)")
    }

    /// The label says what the key will do: `C` keeps what is pending, `AC` drops it.
    @Test(arguments: Backend.allCases)
    func clearKeyDoesWhatItsLabelSays(backend: Backend) throws {
        let cleared = try Self.state(after: "5 + 3 C", on: backend)
        #expect(cleared.display == "0")
        #expect(cleared.pendingOperator == .add)
        #expect(try Self.state(after: "5 + 3 C 2 =", on: backend).display == "7")
        let allCleared = try Self.state(after: "5 + 3 C C", on: backend)
        #expect(allCleared.display == "0")
        #expect(allCleared.pendingOperator == nil)
        #expect(try Self.state(after: "5 + 3 C C 2 =", on: backend).display == "2")
        #expect(try Self.state(after: "5 + 3 C * 2 =", on: backend).display == "5")
    }

    // MARK: Pending and highlighted operator

    @Test(
        arguments: Backend.allCases,
        [
            ("", nil, nil),
            ("2", nil, nil),
            ("2 +", BinaryOperation.add, BinaryOperation.add),
            ("+", .add, .add),
            ("2 + 3", .add, nil),
            ("2 + -", .subtract, .subtract),
            ("2 * + pow", .power, .power),
            ("2 + 3 *", .multiply, .multiply),
            ("2 + 3 * 4", .multiply, nil),
            ("2 * 3 +", .add, .add),
            ("2 + 3 * 4 +", .add, .add),
            ("2 + 3 =", nil, nil),
            ("2 + 3 = *", .multiply, .multiply),
            ("2 + neg", .add, nil),
            ("2 + .", .add, nil),
            ("2 + 9 sqrt", .add, nil),
            ("2 + sqrt", .add, nil),
            ("2 + pi", .add, nil),
            ("2 + MR", .add, nil),
            ("2 + %", .add, nil),
            ("2 + 3 C", .add, nil),
            ("2 + M+", .add, .add),
            ("2 + MC", .add, .add),
            ("2 + (", nil, nil),
            ("2 + ( 3", nil, nil),
            ("2 + ( 3 *", .multiply, .multiply),
            ("2 + ( 3 )", .add, nil),
            ("2 ( 3", nil, nil),
            ("2 ( 3 )", .multiply, nil),
            ("2 + 3 AC", nil, nil),
            ("2 + 1 / 0 =", nil, nil),
            ("2 + 1 / 0 = +", nil, nil),
        ] as [(String, BinaryOperation?, BinaryOperation?)])
    func pendingAndHighlightedOperator(
        backend: Backend, example: (script: String, pending: BinaryOperation?, highlighted: BinaryOperation?)
    ) throws {
        let state = try Self.state(after: example.script, on: backend)
        #expect(state.pendingOperator == example.pending, "'\(example.script)': \(state)")
        #expect(state.highlightedOperator == example.highlighted, "'\(example.script)': \(state)")
    }

    /// A highlighted operator is the one a following operator replaces; `M+` and `MC` leave it so.
    @Test(
        arguments: Backend.allCases,
        [
            ("2 + * 3 =", "6"),
            ("2 + M+ * 3 =", "6"),
            ("2 + MC * 3 =", "6"),
            ("2 + M+ * 3 = AC MR", "2"),
            ("2 + 3 * - 4 =", "1"),
        ])
    func highlightedOperatorIsReplaced(backend: Backend, example: (script: String, display: String)) throws {
        #expect(try Self.state(after: example.script, on: backend).display == example.display, "'\(example.script)'")
    }

    // MARK: Memory flag

    @Test(
        arguments: Backend.allCases,
        [
            ("", false),
            ("5 M+", true),
            ("5 M-", true),
            ("0 M+", false),
            ("5 M+ 5 M-", false),
            ("5 M+ MC", false),
            ("5 M+ AC", true),
            ("5 M+ 2 + 3 =", true),
            ("5 M+ 1 / 0 =", true),
            ("5 M+ 1 / 0 = MC", false),
            ("0.1 M+ 0.2 M+ 0.3 M-", false),
            ("2 + M+", true),
            ("MR M+", false),
        ])
    func hasMemory(backend: Backend, example: (script: String, hasMemory: Bool)) throws {
        let state = try Self.state(after: example.script, on: backend)
        #expect(state.hasMemory == example.hasMemory, "'\(example.script)': \(state)")
    }

    @Test(arguments: Backend.allCases)
    func memorySurvivesAllClearAndErrors(backend: Backend) throws {
        #expect(try Self.state(after: "5 M+ AC MR", on: backend).display == "5")
        #expect(try Self.state(after: "5 M+ 1 / 0 = AC MR", on: backend).display == "5")
        #expect(try Self.state(after: "5 M+ 1 / 0 = MR", on: backend).display == "5")
        let cleared = try Self.state(after: "5 M+ 1 / 0 = MC", on: backend)
        #expect(cleared.isError)
        #expect(!cleared.hasMemory)
    }

    // MARK: Parentheses

    @Test(
        arguments: Backend.allCases,
        [
            ("", 0),
            ("(", 1),
            ("( ( (", 3),
            ("( ( )", 1),
            (")", 0),
            ("( 2 + 3 ) )", 0),
            ("( ( 2 =", 0),
            ("2 (", 1),
            ("2 + ( 3 * (", 2),
            ("( ( AC", 0),
            ("( ( 5 C", 2),
            ("( ( C", 0),
            ("( 1 / 0 =", 0),
            ("( 1 / 0 ) ", 0),
        ])
    func openParentheses(backend: Backend, example: (script: String, count: Int)) throws {
        let state = try Self.state(after: example.script, on: backend)
        #expect(state.openParentheses == example.count, "'\(example.script)': \(state)")
    }

    @Test(arguments: Backend.allCases)
    func atMost256ParenthesesOpen(backend: Backend) throws {
        #expect(Calculator<DoubleBackend>.maximumOpenParentheses == 256)
        let open = { (count: Int) in Array(repeating: "(", count: count).joined(separator: " ") }
        let full = try Self.state(after: open(256), on: backend)
        #expect(full.openParentheses == 256)
        let over = try Self.state(after: open(257), on: backend)
        #expect(over.openParentheses == 256)
        #expect(over.display == "0")
        #expect(!over.isError)
        #expect(try Self.state(after: open(300), on: backend).openParentheses == 256)
        // One closed makes room for one more.
        #expect(try Self.state(after: open(257) + " )", on: backend).openParentheses == 255)
        #expect(try Self.state(after: open(257) + " ) ( (", on: backend).openParentheses == 256)
        // The ignored ones do not have to be closed: = closes all, and the value is that of 256 groups.
        let closed = try Self.state(after: open(257) + " 1 + 2 =", on: backend)
        #expect(closed.openParentheses == 0)
        #expect(closed.display == "3")
        let twoNested = try Self.state(
            after: "2 * " + open(257) + " 3 " + Array(repeating: ")", count: 257).joined(separator: " ") + " =",
            on: backend)
        #expect(twoNested.display == "6")
    }

    // MARK: Angle unit

    @Test(arguments: Backend.allCases)
    func angleUnitKeys(backend: Backend) throws {
        #expect(try Self.state(after: "", on: backend).angleUnit == .degrees)
        #expect(try Self.state(after: "rad", on: backend).angleUnit == .radians)
        #expect(try Self.state(after: "rad deg", on: backend).angleUnit == .degrees)
        #expect(try Self.state(after: "", on: backend, angleUnit: .radians).angleUnit == .radians)
        #expect(try Self.state(after: "deg", on: backend, angleUnit: .radians).angleUnit == .degrees)
        // A setting: AC keeps it.
        #expect(try Self.state(after: "rad AC", on: backend).angleUnit == .radians)
        // It changes what the trigonometric keys do.
        #expect(try Self.state(after: "30 sin", on: backend).display == "0.5")
        #expect(try Self.state(after: "rad 30 sin", on: backend).display == "-0.988031624092862")
        #expect(try Self.state(after: "rad 1 atan", on: backend).display == "0.785398163397448")
        #expect(try Self.state(after: "1 atan", on: backend).display == "45")
    }

    @Test(
        arguments: Backend.allCases,
        [
            ("1 2 rad 3", "123"),
            ("1 . rad 5", "1.5"),
            ("0 neg rad 7", "-7"),
            ("1 . 5 0 rad", "1.50"),
            ("2 + 3 rad 4 =", "36"),
            ("2 + rad 3 =", "5"),
            ("rad 1 2 deg 3 0 sin", "0.5"),
        ])
    func angleUnitKeysWhileTyping(backend: Backend, example: (script: String, display: String)) throws {
        #expect(try Self.state(after: example.script, on: backend).display == example.display, "'\(example.script)'")
    }

    @Test(arguments: Backend.allCases)
    func angleUnitKeysInTheErrorState(backend: Backend) throws {
        let error = try Self.state(after: "1 / 0 = rad", on: backend)
        #expect(error.isError)
        #expect(error.display == "Error")
        #expect(error.angleUnit == .radians)
        let back = try Self.state(after: "rad 1 / 0 = deg", on: backend)
        #expect(back.isError)
        #expect(back.angleUnit == .degrees)
        let recovered = try Self.state(after: "1 / 0 = rad AC", on: backend)
        #expect(!recovered.isError)
        #expect(recovered.angleUnit == .radians)
        #expect(try Self.state(after: "1 / 0 = rad 30 sin", on: backend).display == "-0.988031624092862")
    }

    // MARK: Error flag and displayed value

    @Test(
        arguments: Backend.allCases,
        [
            ("", false, "0"),
            ("1 / 0 =", true, "Error"),
            ("0 / 0 =", true, "Error"),
            ("4 neg sqrt", true, "Error"),
            ("0 ln", true, "Error"),
            ("90 tan", true, "Error"),
            ("1 / 0 = +", true, "Error"),
            ("1 / 0 = sqrt", true, "Error"),
            ("1 / 0 = )", true, "Error"),
            ("1 / 0 = (", true, "Error"),
            ("1 / 0 = neg", true, "Error"),
            ("1 / 0 = =", true, "Error"),
            ("1 / 0 = %", true, "Error"),
            ("1 / 0 = M+", true, "Error"),
            ("1 / 0 = 5", false, "5"),
            ("1 / 0 = .", false, "0."),
            ("1 / 0 = pi", false, "3.14159265358979"),
            ("1 / 0 = MR", false, "0"),
            ("1 / 0 = C", false, "0"),
            ("1 / 0 = AC", false, "0"),
            ("1 / 0 = back", false, "0"),
            ("1 / 0 = + 2 =", false, "2"),
        ])
    func errorFlag(backend: Backend, example: (script: String, isError: Bool, display: String)) throws {
        let state = try Self.state(after: example.script, on: backend)
        #expect(state.isError == example.isError, "'\(example.script)': \(state)")
        #expect(state.display == example.display, "'\(example.script)': \(state)")
        #expect((state.displayedValue == nil) == example.isError, "'\(example.script)': \(state)")
    }

    @Test(
        arguments: Backend.allCases,
        [
            ("", 0.0),
            ("1 . 5 0", 1.5),
            ("1 .", 1.0),
            (".", 0.0),
            ("0 neg", -0.0),
            ("0 neg 7", -7.0),
            ("2 +", 2.0),
            ("2 + 3", 3.0),
            ("2 + 3 =", 5.0),
            ("2 + 3 *", 3.0),
            ("2 + 3 * 4 +", 14.0),
            ("9 sqrt", 3.0),
            ("10 %", 0.1),
            ("( 2 + 3 )", 5.0),
            ("(", 0.0),
            ("5 + 3 C", 0.0),
            ("1 EE 15 =", 1e15),
            ("1 . 5 EE 8 neg =", 1.5e-8),
        ])
    func displayedValue(backend: Backend, example: (script: String, value: Double)) throws {
        let state = try Self.state(after: example.script, on: backend)
        let value = try #require(state.displayedValue, "'\(example.script)': \(state)")
        #expect(value == example.value && value.sign == example.value.sign, "'\(example.script)': \(state)")
    }

    /// The displayed value is the value `=` would show, at full precision (not the rounded display).
    @Test func displayedValueHasFullPrecision() throws {
        var calculator = Calculator(backend: DoubleBackend())
        calculator.press(try KeyScript(parsing: "1 / 3 =").keys)
        #expect(calculator.display == "0.333333333333333")
        #expect(calculator.displayedValue == 1.0 / 3.0)
    }
}
