extension Key {
    /// The text an iPhone-style keypad shows on the key (`÷`, `x²`, `²√x`, `log₁₀`, `sin⁻¹`, `mc`): the one
    /// place that labels a key.
    ///
    /// ``init(name:)`` accepts every label as the key's name, so that what a keypad shows can be typed.
    /// The clear keys show `AC` and `C`; a keypad shows the one `Calculator/clearKeyLabel` names.
    public var keypadLabel: String {
        switch self {
        case .digit(let d): d.description
        case .point: "."
        case .binary(.add): "+"
        case .binary(.subtract): "−"
        case .binary(.multiply): "×"
        case .binary(.divide): "÷"
        case .binary(.power): "xʸ"
        case .binary(.root): "ʸ√x"
        case .binary(.scaleByPowerOfTen): "EE"
        case .binary(.modulo): "mod"
        case .binary(.combinations): "nCr"
        case .binary(.permutations): "nPr"
        case .binary(.logarithm): "logᵧx"
        case .binary(.reversedPower): "yˣ"
        case .binary(.minimum): "min"
        case .binary(.maximum): "max"
        case .binary(.gcd): "gcd"
        case .binary(.lcm): "lcm"
        case .binary(.hypot): "hypot"
        case .binary(.and): "AND"
        case .binary(.or): "OR"
        case .binary(.xor): "XOR"
        case .binary(.nand): "NAND"
        case .binary(.nor): "NOR"
        case .binary(.xnor): "XNOR"
        case .binary(.shiftLeft): "Lsh"
        case .binary(.shiftRightArithmetic): "Rsh"
        case .binary(.shiftRightLogical): "Rsh logical"
        case .programmer(let key): key.keypadLabel
        case .equals: "="
        case .allClear: "AC"
        case .clear: "C"
        case .backspace: "⌫"
        case .negate: "±"
        case .percent: "%"
        case .function(let function): Self.keypadLabel(of: function)
        case .literal(let number): number.text
        case .pi: "π"
        case .e: "e"
        case .random: "Rand"
        case .openParenthesis: "("
        case .closeParenthesis: ")"
        case .memoryClear: "mc"
        case .memoryAdd: "m+"
        case .memorySubtract: "m-"
        case .memoryRecall: "mr"
        case .degrees: "Deg"
        case .radians: "Rad"
        }
    }

    /// The keypad label of a function key.
    private static func keypadLabel(of function: UnaryFunction) -> String {
        switch function {
        case .squareRoot: "²√x"
        case .square: "x²"
        case .cube: "x³"
        case .cubeRoot: "³√x"
        case .reciprocal: "¹/x"
        case .exp: "eˣ"
        case .exp10: "10ˣ"
        case .exp2: "2ˣ"
        case .log: "ln"
        case .log10: "log₁₀"
        case .log2: "log₂"
        case .sin: "sin"
        case .cos: "cos"
        case .tan: "tan"
        case .asin: "sin⁻¹"
        case .acos: "cos⁻¹"
        case .atan: "tan⁻¹"
        case .sinh: "sinh"
        case .cosh: "cosh"
        case .tanh: "tanh"
        case .asinh: "sinh⁻¹"
        case .acosh: "cosh⁻¹"
        case .atanh: "tanh⁻¹"
        case .factorial: "x!"
        case .abs: "|x|"
        case .floor: "⌊x⌋"
        case .ceil: "⌈x⌉"
        case .sec: "sec"
        case .csc: "csc"
        case .cot: "cot"
        case .asec: "sec⁻¹"
        case .acsc: "csc⁻¹"
        case .acot: "cot⁻¹"
        case .sech: "sech"
        case .csch: "csch"
        case .coth: "coth"
        case .asech: "sech⁻¹"
        case .acsch: "csch⁻¹"
        case .acoth: "coth⁻¹"
        case .doubleFactorial: "x!!"
        case .round: "round"
        case .trunc: "trunc"
        case .frac: "frac"
        case .sign: "sign"
        }
    }
}
