/// A keypad layout as data: rows of ``KeypadCell``s on a grid, for a view to lay out (a `LazyVGrid`,
/// a `UIStackView`, a terminal).
///
/// Every row covers ``columns`` grid columns: the sum of its cells' ``KeypadCell/columnSpan``s.
/// The two iPhone layouts are ``portrait`` and ``landscapeScientific``; pass a ``KeypadState`` to get
/// the labels a calculator's state calls for (`AC`/`C`, the selected operator, `2nd`, `Rad`/`Deg`).
///
/// ```swift
/// let keypad = Keypad.portrait(KeypadState(calculator: calculator))
/// for row in keypad.rows { for cell in row { /* a button: cell.label, cell.role, cell.columnSpan */ } }
/// ```
public struct Keypad: Sendable, Hashable, Codable {
    /// The number of grid columns.
    public var columns: Int
    /// The rows, top to bottom; each row's cells left to right.
    public var rows: [[KeypadCell]]

    /// A keypad of these rows; every row must cover `columns` grid columns.
    ///
    /// - Precondition: the column spans of each row add up to `columns` (a layout written in code; a
    ///   decoded one that does not is refused with an error).
    public init(columns: Int, rows: [[KeypadCell]]) {
        for row in rows {
            precondition(row.reduce(0) { $0 + $1.columnSpan } == columns, "a row must cover every column")
        }
        self.columns = columns
        self.rows = rows
    }

    /// Decodes a keypad; a row that does not cover every column is refused.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let columns = try container.decode(Int.self, forKey: .columns)
        let rows = try container.decode([[KeypadCell]].self, forKey: .rows)
        for (index, row) in rows.enumerated() where Self.span(of: row) != columns {
            throw DecodingError.dataCorruptedError(
                forKey: .rows, in: container, debugDescription: "row \(index + 1) does not cover \(columns) columns")
        }
        self.columns = columns
        self.rows = rows
    }

    /// The columns `row` covers, or nil when the sum overflows (a decoded row may hold any spans).
    static func span(of row: [KeypadCell]) -> Int? {
        var total = 0
        for cell in row {
            let (sum, overflow) = total.addingReportingOverflow(cell.columnSpan)
            if overflow { return nil }
            total = sum
        }
        return total
    }

    /// Every cell, row by row.
    public var cells: [KeypadCell] { rows.flatMap { $0 } }

    /// The first cell whose action presses `key`, if the keypad has one.
    public func cell(for key: Key) -> KeypadCell? {
        cells.first { $0.key == key }
    }

    // MARK: Layouts

    /// The iPhone's upright keypad for a fresh calculator: 4 columns, 5 rows, a double-width `0`.
    ///
    /// ```
    /// AC  ±  %  ÷
    ///  7  8  9  ×
    ///  4  5  6  −
    ///  1  2  3  +
    ///  0     .  =
    /// ```
    public static var portrait: Keypad { portrait(KeypadState()) }

    /// The upright keypad for `state`: the clear key shows `AC` or `C` (pressing `AC` or `C`), and the
    /// highlighted operator's cell is selected. `2nd` and the angle unit do not apply.
    public static func portrait(_ state: KeypadState) -> Keypad {
        Keypad(columns: 4, rows: basicBlock(state))
    }

    /// The iPhone's sideways scientific keypad for a fresh calculator: 10 columns, 5 rows.
    public static var landscapeScientific: Keypad { landscapeScientific(KeypadState()) }

    /// The sideways scientific keypad for `state`: six scientific columns left of the basic block.
    ///
    /// ```
    /// (    )    mc   m+   m-   mr    | AC ± % ÷
    /// 2nd  x²   x³   xʸ   eˣ   10ˣ   | 7  8 9 ×
    /// ¹/x  ²√x  ³√x  ʸ√x  ln   log₁₀ | 4  5 6 −
    /// x!   sin  cos  tan  e    EE    | 1  2 3 +
    /// Rad  sinh cosh tanh π    Rand  | 0    . =
    /// ```
    ///
    /// With ``KeypadState/showsSecondFunctions``, as on the iPhone: `eˣ`→`yˣ` (ypow: the next number
    /// typed to the power of the displayed one), `10ˣ`→`2ˣ`, `ln`→`logᵧx`, `log₁₀`→`log₂`,
    /// `sin cos tan`→`sin⁻¹ cos⁻¹ tan⁻¹` and `sinh cosh tanh`→`sinh⁻¹ cosh⁻¹ tanh⁻¹`; the `2nd` cell is
    /// selected. Every cell's label is the `Key.keypadLabel` of the key it presses, and `Key(name:)`
    /// reads it back.
    ///
    /// In second-function mode `x²` `x³` `xʸ` `¹/x` `³√x` `x!` become `|x|` `⌊x⌋` `⌈x⌉` `mod` `nPr` `nCr`, and
    /// `ln` becomes `logᵧx` (x logy b). The reciprocal trigonometric and hyperbolic functions
    /// (sec … acoth) have no key: they are typed or pasted as expressions.
    ///
    /// The angle key offers the other unit: `Rad` (pressing `rad`) while in degrees, `Deg` (pressing
    /// `deg`) while in radians or gradians; in second-function mode `Grad` (`Rad` while in gradians).
    public static func landscapeScientific(_ state: KeypadState) -> Keypad {
        let second = state.showsSecondFunctions
        func function(_ first: UnaryFunction, _ inverse: UnaryFunction) -> KeypadCell {
            KeypadCell(.function(second ? inverse : first))
        }
        let power = KeypadCell(second ? .binary(.reversedPower) : .function(.exp))
        let logarithm = KeypadCell(second ? .binary(.logarithm) : .function(.log))
        func shifted(_ first: Key, _ second: Key) -> KeypadCell {
            KeypadCell(state.showsSecondFunctions ? second : first)
        }
        // The iPhone's Rad/Deg key selects the other of the two, and from gradians degrees; with `2nd` it
        // selects gradians (radians when already in gradians), so that each unit is one key away.
        let angleKey: Key =
            switch (state.angleUnit, second) {
            case (.degrees, false): .radians
            case (.radians, false), (.gradians, false): .degrees
            case (.degrees, true), (.radians, true): .gradians
            case (.gradians, true): .radians
            }
        let scientific: [[KeypadCell]] = [
            [
                KeypadCell(.openParenthesis), KeypadCell(.closeParenthesis), KeypadCell(.memoryClear),
                KeypadCell(.memoryAdd), KeypadCell(.memorySubtract), KeypadCell(.memoryRecall),
            ],
            [
                KeypadCell(.toggleSecondFunctions, label: "2nd", role: .toggle, isSelected: second),
                shifted(.function(.square), .function(.abs)), shifted(.function(.cube), .function(.floor)),
                shifted(.binary(.power), .function(.ceil)),
                power,
                KeypadCell(.function(second ? .exp2 : .exp10)),
            ],
            [
                shifted(.function(.reciprocal), .binary(.modulo)), KeypadCell(.function(.squareRoot)),
                shifted(.function(.cubeRoot), .binary(.permutations)), KeypadCell(.binary(.root)),
                logarithm,
                KeypadCell(.function(second ? .log2 : .log10)),
            ],
            [
                shifted(.function(.factorial), .binary(.combinations)), function(.sin, .asin), function(.cos, .acos),
                function(.tan, .atan), KeypadCell(.e), KeypadCell(.binary(.scaleByPowerOfTen)),
            ],
            [
                KeypadCell(angleKey), function(.sinh, .asinh), function(.cosh, .acosh), function(.tanh, .atanh),
                KeypadCell(.pi), KeypadCell(.random),
            ],
        ]
        return Keypad(columns: 10, rows: zip(scientific, basicBlock(state)).map { $0 + $1 })
    }

    /// The sideways scientific keypad with a row of complex keys above it, for a calculator with complex
    /// numbers: 10 columns, 6 rows.
    ///
    /// ```
    /// i       Re   Im   z̄    arg  ∠         |x|
    /// (    )    mc   m+   m-   mr    | AC ± % ÷
    /// …    (the rows of landscapeScientific(_:))
    /// ```
    ///
    /// `∠` is the polar entry operator (r ∠ θ, θ in the angle unit) and `|x|` the modulus.
    public static var landscapeComplex: Keypad { landscapeComplex(KeypadState()) }

    /// The sideways scientific keypad with the complex row, for `state` (see ``landscapeScientific(_:)``).
    public static func landscapeComplex(_ state: KeypadState) -> Keypad {
        let complexRow = [
            KeypadCell(.imaginaryUnit, columnSpan: 2), KeypadCell(.function(.realPart)),
            KeypadCell(.function(.imaginaryPart)), KeypadCell(.function(.conjugate)),
            KeypadCell(.function(.argument)), KeypadCell(.binary(.polar), columnSpan: 2),
            KeypadCell(.function(.abs), columnSpan: 2),
        ]
        return Keypad(columns: 10, rows: [complexRow] + landscapeScientific(state).rows)
    }

    /// The 4×5 basic block shared by both layouts.
    static func basicBlock(_ state: KeypadState) -> [[KeypadCell]] {
        func op(_ op: BinaryOperation) -> KeypadCell {
            KeypadCell(.binary(op), isSelected: state.highlightedOperator == op)
        }
        let clear: Key = state.clearKeyLabel == .clear ? .clear : .allClear
        return [
            [KeypadCell(clear), KeypadCell(.negate), KeypadCell(.percent), op(.divide)],
            [KeypadCell(.digit(.seven)), KeypadCell(.digit(.eight)), KeypadCell(.digit(.nine)), op(.multiply)],
            [KeypadCell(.digit(.four)), KeypadCell(.digit(.five)), KeypadCell(.digit(.six)), op(.subtract)],
            [KeypadCell(.digit(.one)), KeypadCell(.digit(.two)), KeypadCell(.digit(.three)), op(.add)],
            [KeypadCell(.digit(.zero), columnSpan: 2), KeypadCell(.point), KeypadCell(.equals)],
        ]
    }
}
