import CalcEngine

extension Keypad {
    /// Programmer mode's keypad for `state` and the word `format`: 6 columns, 9 rows.
    ///
    /// ```
    /// HEX   DEC   OCT   BIN   Unsigned AC
    /// BYTE  WORD  DWORD QWORD RoL      RoR
    /// AND   OR    XOR   NOT   Lsh      Rsh
    /// NAND  NOR   XNOR  RCL   RCR      Rsh logical
    /// 0xA   0xB   7     8     9        ÷
    /// 0xC   0xD   4     5     6        ×
    /// 0xE   0xF   1     2     3        −
    /// (     )     ±     0     ⌫        +
    /// mc    m+    mr    xʸ    mod      =
    /// ```
    ///
    /// The current radix and width are selected; the signedness cell offers the other one (`Unsigned`
    /// while signed). Digits the radix does not have are still there (the engine refuses them), so that
    /// the layout does not move; ``isAvailable(_:format:)`` tells a view which to dim. The clear key
    /// shows `AC` or `C` and the waiting operator is selected, as on the other layouts.
    public static func programmer(_ state: KeypadState, format: WordFormat) -> Keypad {
        func op(_ op: BinaryOperation) -> KeypadCell {
            KeypadCell(.binary(op), isSelected: state.highlightedOperator == op)
        }
        func key(_ key: ProgrammerKey, isSelected: Bool = false) -> KeypadCell {
            KeypadCell(.programmer(key), isSelected: isSelected)
        }
        func radix(_ radix: Radix) -> KeypadCell { key(.radix(radix), isSelected: format.radix == radix) }
        func width(_ width: WordWidth) -> KeypadCell { key(.width(width), isSelected: format.width == width) }
        func digit(_ digit: Digit) -> KeypadCell { KeypadCell(.digit(digit)) }
        func hex(_ digit: HexDigit) -> KeypadCell { key(.hexDigit(digit)) }
        let clear: Key = state.clearKeyLabel == .clear ? .clear : .allClear
        return Keypad(
            columns: 6,
            rows: [
                [
                    radix(.hexadecimal), radix(.decimal), radix(.octal), radix(.binary),
                    key(format.isSigned ? .unsigned : .signed), KeypadCell(clear),
                ],
                [
                    width(.byte), width(.word), width(.doubleWord), width(.quadWord), key(.rotateLeft),
                    key(.rotateRight),
                ],
                [op(.and), op(.or), op(.xor), key(.not), op(.shiftLeft), op(.shiftRightArithmetic)],
                [
                    op(.nand), op(.nor), op(.xnor), key(.rotateLeftThroughCarry), key(.rotateRightThroughCarry),
                    op(.shiftRightLogical),
                ],
                [hex(.a), hex(.b), digit(.seven), digit(.eight), digit(.nine), op(.divide)],
                [hex(.c), hex(.d), digit(.four), digit(.five), digit(.six), op(.multiply)],
                [hex(.e), hex(.f), digit(.one), digit(.two), digit(.three), op(.subtract)],
                [
                    KeypadCell(.openParenthesis), KeypadCell(.closeParenthesis), KeypadCell(.negate),
                    digit(.zero), KeypadCell(.backspace), op(.add),
                ],
                [
                    KeypadCell(.memoryClear), KeypadCell(.memoryAdd), KeypadCell(.memoryRecall), op(.power),
                    op(.modulo), KeypadCell(.equals),
                ],
            ])
    }

    /// Whether `key` does something in `format`'s radix: digit keys beyond the radix do not (the engine
    /// refuses them); every other key does.
    public static func isAvailable(_ key: Key, format: WordFormat) -> Bool {
        switch key {
        case .digit(let digit): digit.value < format.radix.base
        case .programmer(.hexDigit): format.radix == .hexadecimal
        default: true
        }
    }
}
