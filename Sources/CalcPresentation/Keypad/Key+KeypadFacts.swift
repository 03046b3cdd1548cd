extension Key {
    /// The text an iPhone-style keypad shows on the key (`÷`, `x²`, `²√x`, `log₁₀`, `sin⁻¹`, `mc`).
    ///
    /// The clear keys show `AC` and `C`; a keypad shows the one `Calculator/clearKeyLabel` names.
    public var keypadLabel: String { keypadFacts.label }

    /// What VoiceOver says for the key: what it does, in words (`plus`, `divide`, `all clear`,
    /// `square root`, `x to the power y`).
    ///
    /// Digits are spoken as the digit itself (`7`), which every speech synthesizer reads as a number.
    public var accessibilityLabel: String { keypadFacts.accessibilityLabel }

    /// The styling role of the key on a keypad.
    public var role: KeyRole { keypadFacts.role }

    /// The keypad label, accessibility label and role of the key: the one place a keypad describes a key.
    public var keypadFacts: KeypadFacts {
        switch self {
        case .digit(let d): KeypadFacts(d.description, d.description, .digit)
        case .point: KeypadFacts(".", "decimal point", .digit)
        case .binary(.add): KeypadFacts("+", "plus", .operator)
        case .binary(.subtract): KeypadFacts("−", "minus", .operator)
        case .binary(.multiply): KeypadFacts("×", "multiply", .operator)
        case .binary(.divide): KeypadFacts("÷", "divide", .operator)
        case .binary(.power): KeypadFacts("xʸ", "x to the power y", .function)
        case .binary(.root): KeypadFacts("ʸ√x", "y-th root of x", .function)
        case .binary(.scaleByPowerOfTen): KeypadFacts("EE", "times ten to the power", .function)
        case .equals: KeypadFacts("=", "equals", .equals)
        case .allClear: KeypadFacts("AC", "all clear", .clear)
        case .clear: KeypadFacts("C", "clear", .clear)
        case .backspace: KeypadFacts("⌫", "delete", .clear)
        case .negate: KeypadFacts("±", "change sign", .modifier)
        case .percent: KeypadFacts("%", "percent", .modifier)
        case .function(.squareRoot): KeypadFacts("²√x", "square root", .function)
        case .function(.square): KeypadFacts("x²", "x squared", .function)
        case .function(.cube): KeypadFacts("x³", "x cubed", .function)
        case .function(.cubeRoot): KeypadFacts("³√x", "cube root", .function)
        case .function(.reciprocal): KeypadFacts("¹/x", "reciprocal", .function)
        case .function(.exp): KeypadFacts("eˣ", "e to the power x", .function)
        case .function(.exp10): KeypadFacts("10ˣ", "10 to the power x", .function)
        case .function(.exp2): KeypadFacts("2ˣ", "2 to the power x", .function)
        case .function(.log): KeypadFacts("ln", "natural logarithm", .function)
        case .function(.log10): KeypadFacts("log₁₀", "log base 10", .function)
        case .function(.log2): KeypadFacts("log₂", "log base 2", .function)
        case .function(.sin): KeypadFacts("sin", "sine", .function)
        case .function(.cos): KeypadFacts("cos", "cosine", .function)
        case .function(.tan): KeypadFacts("tan", "tangent", .function)
        case .function(.asin): KeypadFacts("sin⁻¹", "inverse sine", .function)
        case .function(.acos): KeypadFacts("cos⁻¹", "inverse cosine", .function)
        case .function(.atan): KeypadFacts("tan⁻¹", "inverse tangent", .function)
        case .function(.sinh): KeypadFacts("sinh", "hyperbolic sine", .function)
        case .function(.cosh): KeypadFacts("cosh", "hyperbolic cosine", .function)
        case .function(.tanh): KeypadFacts("tanh", "hyperbolic tangent", .function)
        case .function(.asinh): KeypadFacts("sinh⁻¹", "inverse hyperbolic sine", .function)
        case .function(.acosh): KeypadFacts("cosh⁻¹", "inverse hyperbolic cosine", .function)
        case .function(.atanh): KeypadFacts("tanh⁻¹", "inverse hyperbolic tangent", .function)
        case .function(.factorial): KeypadFacts("x!", "factorial", .function)
        case .function(.abs): KeypadFacts("|x|", "absolute value", .function)
        case .function(.floor): KeypadFacts("⌊x⌋", "floor", .function)
        case .function(.ceil): KeypadFacts("⌈x⌉", "ceiling", .function)
        case .function(.sec): KeypadFacts("sec", "secant", .function)
        case .function(.csc): KeypadFacts("csc", "cosecant", .function)
        case .function(.cot): KeypadFacts("cot", "cotangent", .function)
        case .function(.asec): KeypadFacts("sec⁻¹", "inverse secant", .function)
        case .function(.acsc): KeypadFacts("csc⁻¹", "inverse cosecant", .function)
        case .function(.acot): KeypadFacts("cot⁻¹", "inverse cotangent", .function)
        case .function(.sech): KeypadFacts("sech", "hyperbolic secant", .function)
        case .function(.csch): KeypadFacts("csch", "hyperbolic cosecant", .function)
        case .function(.coth): KeypadFacts("coth", "hyperbolic cotangent", .function)
        case .function(.asech): KeypadFacts("sech⁻¹", "inverse hyperbolic secant", .function)
        case .function(.acsch): KeypadFacts("csch⁻¹", "inverse hyperbolic cosecant", .function)
        case .function(.acoth): KeypadFacts("coth⁻¹", "inverse hyperbolic cotangent", .function)
        case .binary(.modulo): KeypadFacts("mod", "modulo", .function)
        case .binary(.combinations): KeypadFacts("nCr", "combinations", .function)
        case .binary(.permutations): KeypadFacts("nPr", "permutations", .function)
        case .binary(.logarithm): KeypadFacts("logᵧx", "logarithm of x to base y", .function)
        case .literal(let number): KeypadFacts(number.text, number.text, .digit)
        case .pi: KeypadFacts("π", "pi", .function)
        case .e: KeypadFacts("e", "e", .function)
        case .random: KeypadFacts("Rand", "random number", .function)
        case .openParenthesis: KeypadFacts("(", "open parenthesis", .function)
        case .closeParenthesis: KeypadFacts(")", "close parenthesis", .function)
        case .memoryClear: KeypadFacts("mc", "memory clear", .memory)
        case .memoryAdd: KeypadFacts("m+", "memory plus", .memory)
        case .memorySubtract: KeypadFacts("m-", "memory minus", .memory)
        case .memoryRecall: KeypadFacts("mr", "memory recall", .memory)
        case .degrees: KeypadFacts("Deg", "degrees", .toggle)
        case .radians: KeypadFacts("Rad", "radians", .toggle)
        }
    }
}
