extension Key {
    /// The text an iPhone-style keypad shows on the key (`÷`, `x²`, `²√x`, `log₁₀`, `sin⁻¹`, `mc`).
    ///
    /// The clear keys show `AC` and `C`; a keypad shows the one ``Calculator/clearKeyLabel`` names.
    public var keypadLabel: String {
        switch self {
        case .digit(let d): String(d)
        case .point: "."
        case .binary(.add): "+"
        case .binary(.subtract): "−"
        case .binary(.multiply): "×"
        case .binary(.divide): "÷"
        case .binary(.power): "xʸ"
        case .binary(.root): "ʸ√x"
        case .binary(.scaleByPowerOfTen): "EE"
        case .equals: "="
        case .allClear: "AC"
        case .clear: "C"
        case .backspace: "⌫"
        case .negate: "±"
        case .percent: "%"
        case .function(let f): Key.keypadLabel(of: f)
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

    /// What VoiceOver says for the key: what it does, in words (`plus`, `divide`, `all clear`,
    /// `square root`, `x to the power y`).
    ///
    /// Digits are spoken as the digit itself (`7`), which every speech synthesizer reads as a number.
    public var accessibilityLabel: String {
        switch self {
        case .digit(let d): String(d)
        case .point: "decimal point"
        case .binary(.add): "plus"
        case .binary(.subtract): "minus"
        case .binary(.multiply): "multiply"
        case .binary(.divide): "divide"
        case .binary(.power): "x to the power y"
        case .binary(.root): "y-th root of x"
        case .binary(.scaleByPowerOfTen): "times ten to the power"
        case .equals: "equals"
        case .allClear: "all clear"
        case .clear: "clear"
        case .backspace: "delete"
        case .negate: "change sign"
        case .percent: "percent"
        case .function(let f): Key.accessibilityLabel(of: f)
        case .pi: "pi"
        case .e: "e"
        case .random: "random number"
        case .openParenthesis: "open parenthesis"
        case .closeParenthesis: "close parenthesis"
        case .memoryClear: "memory clear"
        case .memoryAdd: "memory plus"
        case .memorySubtract: "memory minus"
        case .memoryRecall: "memory recall"
        case .degrees: "degrees"
        case .radians: "radians"
        }
    }

    /// The styling role of the key on a keypad.
    public var role: KeyRole {
        switch self {
        case .digit, .point: .digit
        case .binary(.add), .binary(.subtract), .binary(.multiply), .binary(.divide): .operator
        case .binary: .function
        case .equals: .equals
        case .allClear, .clear, .backspace: .clear
        case .negate, .percent: .modifier
        case .function, .pi, .e, .random, .openParenthesis, .closeParenthesis: .function
        case .memoryClear, .memoryAdd, .memorySubtract, .memoryRecall: .memory
        case .degrees, .radians: .toggle
        }
    }

    private static func keypadLabel(of f: UnaryFunction) -> String {
        switch f {
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
        case .sin, .cos, .tan, .sinh, .cosh, .tanh: f.rawValue
        case .asin, .acos, .atan, .asinh, .acosh, .atanh: String(f.rawValue.dropFirst()) + "⁻¹"
        case .factorial: "x!"
        }
    }

    private static func accessibilityLabel(of f: UnaryFunction) -> String {
        switch f {
        case .squareRoot: "square root"
        case .square: "x squared"
        case .cube: "x cubed"
        case .cubeRoot: "cube root"
        case .reciprocal: "reciprocal"
        case .exp: "e to the power x"
        case .exp10: "10 to the power x"
        case .exp2: "2 to the power x"
        case .log: "natural logarithm"
        case .log10: "log base 10"
        case .log2: "log base 2"
        case .sin: "sine"
        case .cos: "cosine"
        case .tan: "tangent"
        case .asin: "inverse sine"
        case .acos: "inverse cosine"
        case .atan: "inverse tangent"
        case .sinh: "hyperbolic sine"
        case .cosh: "hyperbolic cosine"
        case .tanh: "hyperbolic tangent"
        case .asinh: "inverse hyperbolic sine"
        case .acosh: "inverse hyperbolic cosine"
        case .atanh: "inverse hyperbolic tangent"
        case .factorial: "factorial"
        }
    }
}
