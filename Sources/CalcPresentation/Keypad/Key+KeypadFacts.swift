extension Key {
    /// What VoiceOver says for the key: what it does, in words (`plus`, `divide`, `all clear`,
    /// `square root`, `x to the power y`).
    ///
    /// Digits are spoken as the digit itself (`7`), which every speech synthesizer reads as a number.
    public var accessibilityLabel: String { keypadFacts.accessibilityLabel }

    /// The styling role of the key on a keypad.
    public var role: KeyRole { keypadFacts.role }

    /// The keypad label (`Key.keypadLabel`, the engine's), accessibility label and role of
    /// the key: the one place a keypad says how a key is spoken and styled.
    public var keypadFacts: KeypadFacts {
        let (accessibilityLabel, role) = spokenLabelAndRole
        return KeypadFacts(keypadLabel, accessibilityLabel, role)
    }

    /// What VoiceOver says for the key, and its styling role.
    private var spokenLabelAndRole: (String, KeyRole) {
        switch self {
        case .digit(let d): (d.description, .digit)
        case .point: ("decimal point", .digit)
        case .binary(.add): ("plus", .operator)
        case .binary(.subtract): ("minus", .operator)
        case .binary(.multiply): ("multiply", .operator)
        case .binary(.divide): ("divide", .operator)
        case .binary(.power): ("x to the power y", .function)
        case .binary(.reversedPower): ("y to the power x", .function)
        case .binary(.root): ("y-th root of x", .function)
        case .binary(.scaleByPowerOfTen): ("times ten to the power", .function)
        case .equals: ("equals", .equals)
        case .allClear: ("all clear", .clear)
        case .clear: ("clear", .clear)
        case .backspace: ("delete", .clear)
        case .negate: ("change sign", .modifier)
        case .percent: ("percent", .modifier)
        case .function(.squareRoot): ("square root", .function)
        case .function(.square): ("x squared", .function)
        case .function(.cube): ("x cubed", .function)
        case .function(.cubeRoot): ("cube root", .function)
        case .function(.reciprocal): ("reciprocal", .function)
        case .function(.exp): ("e to the power x", .function)
        case .function(.exp10): ("10 to the power x", .function)
        case .function(.exp2): ("2 to the power x", .function)
        case .function(.log): ("natural logarithm", .function)
        case .function(.log10): ("log base 10", .function)
        case .function(.log2): ("log base 2", .function)
        case .function(.sin): ("sine", .function)
        case .function(.cos): ("cosine", .function)
        case .function(.tan): ("tangent", .function)
        case .function(.asin): ("inverse sine", .function)
        case .function(.acos): ("inverse cosine", .function)
        case .function(.atan): ("inverse tangent", .function)
        case .function(.sinh): ("hyperbolic sine", .function)
        case .function(.cosh): ("hyperbolic cosine", .function)
        case .function(.tanh): ("hyperbolic tangent", .function)
        case .function(.asinh): ("inverse hyperbolic sine", .function)
        case .function(.acosh): ("inverse hyperbolic cosine", .function)
        case .function(.atanh): ("inverse hyperbolic tangent", .function)
        case .function(.factorial): ("factorial", .function)
        case .function(.doubleFactorial): ("double factorial", .function)
        case .function(.gamma): ("gamma", .function)
        case .function(.round): ("round", .function)
        case .function(.trunc): ("truncate", .function)
        case .function(.frac): ("fractional part", .function)
        case .function(.sign): ("sign", .function)
        case .binary(.minimum): ("minimum", .function)
        case .binary(.maximum): ("maximum", .function)
        case .binary(.gcd): ("greatest common divisor", .function)
        case .binary(.lcm): ("least common multiple", .function)
        case .binary(.hypot): ("hypotenuse", .function)
        case .binary(.polar): ("polar, r angle theta", .function)
        case .binary(.modularPower): ("power modulo", .function)
        case .function(.realPart): ("real part", .function)
        case .function(.imaginaryPart): ("imaginary part", .function)
        case .function(.conjugate): ("complex conjugate", .function)
        case .function(.argument): ("argument", .function)
        case .angleFunction(let function, let unit):
            (Key.function(function).accessibilityLabel + " in " + unit.rawValue, .function)
        case .imaginaryUnit: ("i", .function)
        case .function(.abs): ("absolute value", .function)
        case .function(.floor): ("floor", .function)
        case .function(.ceil): ("ceiling", .function)
        case .function(.sec): ("secant", .function)
        case .function(.csc): ("cosecant", .function)
        case .function(.cot): ("cotangent", .function)
        case .function(.asec): ("inverse secant", .function)
        case .function(.acsc): ("inverse cosecant", .function)
        case .function(.acot): ("inverse cotangent", .function)
        case .function(.sech): ("hyperbolic secant", .function)
        case .function(.csch): ("hyperbolic cosecant", .function)
        case .function(.coth): ("hyperbolic cotangent", .function)
        case .function(.asech): ("inverse hyperbolic secant", .function)
        case .function(.acsch): ("inverse hyperbolic cosecant", .function)
        case .function(.acoth): ("inverse hyperbolic cotangent", .function)
        case .binary(.modulo): ("modulo", .function)
        case .binary(.combinations): ("combinations", .function)
        case .binary(.permutations): ("permutations", .function)
        case .binary(.logarithm): ("logarithm of x to base y", .function)
        case .literal(let number): (number.text, .digit)
        case .pi: ("pi", .function)
        case .e: ("e", .function)
        case .random: ("random number", .function)
        case .openParenthesis: ("open parenthesis", .function)
        case .closeParenthesis: ("close parenthesis", .function)
        case .memoryClear: ("memory clear", .memory)
        case .memoryAdd: ("memory plus", .memory)
        case .memorySubtract: ("memory minus", .memory)
        case .memoryRecall: ("memory recall", .memory)
        case .degrees: ("degrees", .toggle)
        case .radians: ("radians", .toggle)
        case .gradians: ("gradians", .toggle)
        case .binary(.and): ("bitwise and", .operator)
        case .binary(.or): ("bitwise or", .operator)
        case .binary(.xor): ("bitwise exclusive or", .operator)
        case .binary(.nand): ("bitwise not and", .operator)
        case .binary(.nor): ("bitwise not or", .operator)
        case .binary(.xnor): ("bitwise not exclusive or", .operator)
        case .binary(.shiftLeft): ("shift left", .operator)
        case .binary(.shiftRightArithmetic): ("arithmetic shift right", .operator)
        case .binary(.shiftRightLogical): ("logical shift right", .operator)
        case .programmer(let key): Self.spokenLabelAndRole(of: key)
        }
    }

    /// What VoiceOver says for a programmer key, and its styling role.
    private static func spokenLabelAndRole(of key: ProgrammerKey) -> (String, KeyRole) {
        switch key {
        case .hexDigit(let d): (d.description, .digit)
        case .not: ("bitwise not", .function)
        case .rotateLeft: ("rotate left", .function)
        case .rotateRight: ("rotate right", .function)
        case .rotateLeftThroughCarry: ("rotate left through carry", .function)
        case .rotateRightThroughCarry: ("rotate right through carry", .function)
        case .bitCount: ("count of one bits", .function)
        case .toggleBit(let k): ("toggle bit \(k)", .function)
        case .radix(.binary): ("binary", .toggle)
        case .radix(.octal): ("octal", .toggle)
        case .radix(.decimal): ("decimal", .toggle)
        case .radix(.hexadecimal): ("hexadecimal", .toggle)
        case .width(let width): ("\(width.bits)-bit words", .toggle)
        case .signed: ("signed", .toggle)
        case .unsigned: ("unsigned", .toggle)
        }
    }
}
