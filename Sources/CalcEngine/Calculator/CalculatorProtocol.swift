/// What a user interface reads from a calculator and does to it, whether its backend is a type
/// (``Calculator``) or chosen at run time (``AnyCalculator``).
///
/// CalcPresentation's model, keypad state, tape and clipboard work on any conforming type.
public protocol CalculatorProtocol: Sendable {
    /// Everything the screen shows, computed at once (the display formatted once).
    var screen: CalculatorScreen { get }
    /// Whether the display shows an entry, a value, the result of `=`, or `Error`.
    var displayKind: DisplayKind { get }
    /// The tape: the calculations completed, oldest first (capacity 0: no tape).
    var tape: Tape { get set }
    /// The expression being keyed, as the tape will write it (`2 × ( 3 + 4`).
    var tapeLine: String { get }
    /// The text on the display: a typed entry exactly as typed, a formatted value, or `Error`.
    var display: String { get }
    /// Whether the display shows `Error`.
    var isError: Bool { get }
    /// Why the display shows `Error`, or nil when it does not.
    var errorReason: ArithmeticError? { get }
    /// The displayed real value as a literal with every digit the backend tells apart, or nil on `Error`
    /// and when it is complex.
    var resultLiteral: NumberLiteral? { get }
    /// The displayed value, real or complex, with every digit the backend tells apart, or nil on `Error`.
    var resultValue: ValueLiteral? { get }
    /// Keys that rebuild the calculation in progress on a fresh calculator with the same settings, angle
    /// unit and memory (pending operands as literals, operators, open parentheses, the computed value on
    /// the display); nil while a number is typed or on `Error`.
    var calculationKeys: [Key]? { get }
    /// The parts of the complex value on the display, or nil when it is real (or an entry, or `Error`).
    var complexDisplay: ComplexDisplay? { get }
    /// Whether the display shows a typed entry (exactly as typed) rather than a formatted value.
    var isShowingEntry: Bool { get }
    /// Whether the display shows its value exactly (only backends with exact values know).
    var isDisplayExact: Bool { get }
    /// Whether the displayed digits could not all be verified (only with verified digits).
    var isDisplayApproximate: Bool { get }
    /// What the clear key shows: `C` when there is a current operand to clear, else `AC`.
    var clearKeyLabel: ClearKeyLabel { get }
    /// The operator of the innermost group that waits for its right operand, if any.
    var pendingOperator: BinaryOperation? { get }
    /// The operator key to highlight: the one just pressed, until an operand starts.
    var highlightedOperator: BinaryOperation? { get }
    /// Whether memory holds a non-zero value.
    var hasMemory: Bool { get }
    /// The value in memory as the display would show it (`0` when empty).
    var memoryDisplay: String { get }
    /// How many parentheses are open.
    var openParentheses: Int { get }
    /// The angle unit of trigonometric keys.
    var angleUnit: AngleUnit { get }
    /// D: the significant digits of results.
    var displayDigits: Int { get }
    /// The most digits a typed number may have (`CalculatorConfiguration/entryDigitLimit`: D unless
    /// set lower).
    var entryDigitLimit: Int { get }
    /// The short name of the numeric backend (`double`, `mpfr`, `mpfr-ieee`, `exact`…).
    var backendName: String { get }
    /// The word format of programmer mode (width, signedness, radix), nil on the other backends: how
    /// text typed or pasted into this calculator reads (`FF` in hexadecimal).
    var wordFormat: WordFormat? { get }

    /// Presses one key.
    mutating func press(_ key: Key)
    /// Presses each key in turn, as pressing them one by one does.
    mutating func press(_ keys: some Sequence<Key>)
    /// Returns to the state the calculator was created in.
    mutating func reset()
    /// The value of `expression`: its translation and `=` on this calculator reset, stopping at the first
    /// `Error`.
    @discardableResult
    mutating func evaluate(_ expression: Expression) -> String
    /// When an exact rational result is shown as a fraction (`.off` by default).
    var fractions: FractionDisplay { get set }
    /// The display as a fraction under ``fractions`` (`1/3`), or nil when the decimal display stands.
    var fractionDisplay: String? { get }
}

extension Calculator: CalculatorProtocol {}
extension AnyCalculator: CalculatorProtocol {}

extension CalculatorProtocol {
    /// The value of the expression `text` (``evaluate(_:)-(Expression)``), read as this calculator reads
    /// text: in programmer mode with its ``wordFormat`` (`FF` in hexadecimal, `and`, `<<`).
    ///
    /// - Throws: ``ExpressionError`` when `text` is not an expression.
    @discardableResult
    public mutating func evaluate(_ text: String) throws(ExpressionError) -> String {
        evaluate(try Expression(parsing: text, variables: nil, programmer: wordFormat))
    }

    /// The value of the expression `text` in a session: `ans` and variables come from `variables`; a
    /// result that is not `Error` becomes the new `ans` (and the assigned variable's value).
    ///
    /// - Throws: ``ExpressionError`` when `text` is not an expression.
    @discardableResult
    public mutating func evaluate(_ text: String, variables: inout ExpressionVariables) throws(ExpressionError)
        -> String
    {
        let expression = try Expression(parsing: text, variables: variables, programmer: wordFormat)
        let display = evaluate(expression)
        if let value = resultValue {
            variables.answer = value
            if let name = expression.assignedName { variables.assign(value, to: name) }
        }
        return display
    }
}
