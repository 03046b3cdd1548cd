/// A key of the calculator's keypad; `Calculator.press(_:)` takes one at a time.
///
/// Every key has a stable ``name`` (what `calc-eval` scripts use) and may have ``symbols`` that people
/// type or paste (`×`, `√`, `π`…).
public enum Key: Hashable, Sendable {
    /// A digit key, 0 through 9 (``Digit``; `Key(digit:)` makes one from an `Int` that may be out of range).
    case digit(Digit)
    /// The decimal point.
    case point
    /// A binary operator: + − × ÷ xʸ yˣ ʸ√x EE.
    case binary(BinaryOperation)
    /// `=`: completes everything pending; pressed again, repeats the last operation.
    case equals
    /// `AC`: resets the calculation; memory and settings stay.
    case allClear
    /// `C`: clears the current operand; without one, acts as `AC`.
    case clear
    /// `back`: deletes the last typed character.
    case backspace
    /// `neg` (±): changes the sign of the entry or the value.
    case negate
    /// `%`: percent of the pending operand for + and −, else a hundredth.
    case percent
    /// A function key applied at once to the displayed value.
    case function(UnaryFunction)
    /// A trigonometric function key whose angle (the argument of sin, cos, tan, sec, csc and cot, the
    /// result of their inverses and of arg) is in `unit` whatever the calculator's angle unit: what an
    /// expression's `sin(30, deg)`, `sin₀(30)`, `sind(30)` and `sin(30°)` press, so that `cos(90°)` is
    /// exactly 0 in radians too (multiplied by π/180 rounded, 90 was a hair from 90°). Spelt `sin@deg`
    /// in key scripts. Only functions that use the angle unit (`UnaryFunction.usesAngleUnit`) have such
    /// keys in ``allKeys``; for another, the unit changes nothing.
    case angleFunction(UnaryFunction, in: AngleUnit)
    /// `pi`: π.
    case pi
    /// `e`: Euler's number.
    case e
    /// `rand`: a random number in [0, 1) with as many digits as the display shows.
    case random
    /// `(`: opens a group.
    case openParenthesis
    /// `)`: completes the innermost group.
    case closeParenthesis
    /// `MC`: sets memory to 0.
    case memoryClear
    /// `M+`: adds the displayed value to memory.
    case memoryAdd
    /// `M-`: subtracts the displayed value from memory.
    case memorySubtract
    /// `MR`: recalls memory.
    case memoryRecall
    /// `deg`: angles in degrees.
    case degrees
    /// `rad`: angles in radians.
    case radians
    /// `grad`: angles in gradians (a right angle is 100).
    case gradians
    /// A whole number entered at once, correctly rounded from its text (what an expression or a paste
    /// types); spelt `[1.5e-3]` in key scripts. After `Error` it is ignored, like an operator: only a
    /// typed digit starts a new calculation.
    case literal(NumberLiteral)
    /// A key of programmer mode (``ProgrammerKey``): hex digits, NOT, rotations, bit toggles, the radix,
    /// width and signedness switches. NOT and popcount work on integers on a calculator not in programmer
    /// mode; the others give `Error` there (``ProgrammerKey/needsWord``).
    case programmer(ProgrammerKey)
    /// `i`: the imaginary unit (a complex value whatever the complex-results setting; `Error` in
    /// programmer mode).
    case imaginaryUnit

    /// Every key, in keypad order.
    public static let allKeys: [Key] =
        Digit.allCases.map { Key.digit($0) } + [.point]
        + BinaryOperation.allCases.map { Key.binary($0) }
        + [.equals, .allClear, .clear, .backspace, .negate, .percent]
        + UnaryFunction.allCases.map { Key.function($0) }
        + UnaryFunction.allCases.filter(\.usesAngleUnit).flatMap { f in
            AngleUnit.allCases.map { Key.angleFunction(f, in: $0) }
        }
        + [
            .pi, .e, .random, .openParenthesis, .closeParenthesis,
            .memoryClear, .memoryAdd, .memorySubtract, .memoryRecall, .degrees, .radians, .gradians, .imaginaryUnit,
        ]
        + ProgrammerKey.allKeys.map { Key.programmer($0) }

    /// The stable name of the key, as `calc-eval` scripts write it (`7`, `.`, `+`, `sqrt`, `M+`…).
    public var name: String { facts.name }

    /// Other spellings people type or paste for this key (`×`, `÷`, `−`, `^`, `√`, `π`, `±`, `⌫`…).
    public var symbols: [String] { facts.symbols }

    /// What the key does, in a few words.
    public var summary: String { facts.summary }

    /// The name, symbols and summary of the key (``KeyFacts``).
    ///
    /// Looked up in tables made once from ``allKeys`` (a key's name is read per key of a traced script),
    /// digits by their value.
    public var facts: KeyFacts {
        if case .digit(let d) = self { return Key.factsOfDigits[d.value] }
        return Key.factsOfKeys[self] ?? describe()
    }

    private static let factsOfKeys: [Key: KeyFacts] =
        Dictionary(uniqueKeysWithValues: allKeys.map { ($0, $0.describe()) })

    /// The facts of the digit keys 0 through 9, the keys pressed most.
    private static let factsOfDigits: [KeyFacts] = Digit.allCases.map { Key.digit($0).describe() }

    /// The facts of every key: the one place that names and explains a key.
    private func describe() -> KeyFacts {
        switch self {
        case .digit(let d): KeyFacts(d.description, "types the digit \(d)")
        case .point: KeyFacts(".", "types the decimal point (once per entry)")
        case .binary(.add): KeyFacts("+", "adds")
        case .binary(.subtract): KeyFacts("-", ["−"], "subtracts")
        case .binary(.multiply): KeyFacts("*", ["×"], "multiplies")
        case .binary(.divide): KeyFacts("/", ["÷"], "divides")
        case .binary(.power): KeyFacts("pow", ["^"], "x to the power y")
        case .binary(.root): KeyFacts("root", "x root y: the y-th root of x")
        case .binary(.scaleByPowerOfTen): KeyFacts("EE", "a EE b: a times ten to the power b")
        case .equals: KeyFacts("=", "completes the calculation; again: repeats the last operation")
        case .allClear: KeyFacts("AC", "all clear (memory and settings stay)")
        case .clear: KeyFacts("C", ["CE"], "clears the current operand, or all when there is none")
        case .backspace: KeyFacts("back", ["⌫"], "deletes the last typed character")
        case .negate: KeyFacts("neg", ["±"], "changes the sign")
        case .percent: KeyFacts("%", "percent: a×b/100 after + or −, else b/100")
        case .function(.squareRoot): KeyFacts("sqrt", ["√"], "square root")
        case .function(.square): KeyFacts("sqr", ["x²"], "x squared")
        case .function(.cube): KeyFacts("cube", ["x³"], "x cubed")
        case .function(.cubeRoot): KeyFacts("cbrt", "cube root")
        case .function(.reciprocal): KeyFacts("inv", ["1/x"], "1/x")
        case .function(.exp): KeyFacts("exp", "e to the power x")
        case .function(.exp10): KeyFacts("pow10", "10 to the power x")
        case .function(.exp2): KeyFacts("pow2", "2 to the power x")
        case .function(.log): KeyFacts("ln", "natural logarithm")
        case .function(.log10): KeyFacts("log", "logarithm to base 10")
        case .function(.log2): KeyFacts("log2", "logarithm to base 2")
        case .function(.sin): KeyFacts("sin", "sin (angle in the current unit)")
        case .function(.cos): KeyFacts("cos", "cos (angle in the current unit)")
        case .function(.tan): KeyFacts("tan", "tan (angle in the current unit)")
        case .function(.asin): KeyFacts("asin", "inverse sin (angle in the current unit)")
        case .function(.acos): KeyFacts("acos", "inverse cos (angle in the current unit)")
        case .function(.atan): KeyFacts("atan", "inverse tan (angle in the current unit)")
        case .function(.sinh): KeyFacts("sinh", "hyperbolic sin")
        case .function(.cosh): KeyFacts("cosh", "hyperbolic cos")
        case .function(.tanh): KeyFacts("tanh", "hyperbolic tan")
        case .function(.asinh): KeyFacts("asinh", "inverse hyperbolic sin")
        case .function(.acosh): KeyFacts("acosh", "inverse hyperbolic cos")
        case .function(.atanh): KeyFacts("atanh", "inverse hyperbolic tan")
        case .function(.factorial): KeyFacts("fact", ["!"], "factorial, Γ(x+1)")
        case .function(.abs): KeyFacts("abs", ["|x|"], "absolute value")
        case .function(.floor): KeyFacts("floor", ["⌊x⌋"], "rounds down to an integer")
        case .function(.ceil): KeyFacts("ceil", ["⌈x⌉"], "rounds up to an integer")
        case .function(.sec): KeyFacts("sec", "secant, 1/cos (angle in the current unit)")
        case .function(.csc): KeyFacts("csc", "cosecant, 1/sin (angle in the current unit)")
        case .function(.cot): KeyFacts("cot", "cotangent, 1/tan (angle in the current unit)")
        case .function(.asec): KeyFacts("asec", "inverse secant, acos(1/x) (angle in the current unit)")
        case .function(.acsc): KeyFacts("acsc", "inverse cosecant, asin(1/x) (angle in the current unit)")
        case .function(.acot): KeyFacts("acot", "inverse cotangent, atan(1/x) (angle in the current unit)")
        case .function(.sech): KeyFacts("sech", "hyperbolic secant, 1/cosh")
        case .function(.csch): KeyFacts("csch", "hyperbolic cosecant, 1/sinh")
        case .function(.coth): KeyFacts("coth", "hyperbolic cotangent, 1/tanh")
        case .function(.asech): KeyFacts("asech", "inverse hyperbolic secant, acosh(1/x)")
        case .function(.acsch): KeyFacts("acsch", "inverse hyperbolic cosecant, asinh(1/x)")
        case .function(.acoth): KeyFacts("acoth", "inverse hyperbolic cotangent, atanh(1/x)")
        case .binary(.modulo):
            KeyFacts("mod", "a mod b: the remainder of a ÷ b, with the sign of b (of a in programmer mode)")
        case .binary(.combinations): KeyFacts("nCr", "n nCr r: combinations of r among n")
        case .binary(.permutations): KeyFacts("nPr", "n nPr r: ordered choices of r among n")
        case .binary(.logarithm): KeyFacts("logy", "x logy b: the logarithm of x to base b")
        case .binary(.reversedPower): KeyFacts("ypow", "raises the next number to the power of this one")
        case .binary(.minimum): KeyFacts("min", "a min b: the smaller of a and b")
        case .binary(.maximum): KeyFacts("max", "a max b: the larger of a and b")
        case .binary(.gcd): KeyFacts("gcd", "a gcd b: the greatest common divisor of integers")
        case .binary(.lcm): KeyFacts("lcm", "a lcm b: the least common multiple of integers")
        case .binary(.hypot): KeyFacts("hypot", "a hypot b: √(a² + b²)")
        case .function(.doubleFactorial): KeyFacts("dfact", ["!!"], "double factorial, n(n−2)(n−4)…")
        case .function(.gamma): KeyFacts("gamma", ["Γ"], "the gamma function, Γ(x) = (x−1)!")
        case .function(.round): KeyFacts("round", "rounds to the nearest integer, halves away from zero")
        case .function(.trunc): KeyFacts("trunc", "rounds toward zero to an integer")
        case .function(.frac): KeyFacts("frac", "the fractional part, x − trunc x")
        case .function(.sign): KeyFacts("sign", "the sign: −1, 0 or 1")
        case .binary(.and): KeyFacts("and", ["&"], "bitwise AND (two's complement)")
        case .binary(.or): KeyFacts("or", ["|"], "bitwise OR (two's complement)")
        case .binary(.xor): KeyFacts("xor", "bitwise exclusive OR (two's complement)")
        case .binary(.nand): KeyFacts("nand", "bitwise NOT AND (two's complement)")
        case .binary(.nor): KeyFacts("nor", "bitwise NOT OR (two's complement)")
        case .binary(.xnor): KeyFacts("xnor", "bitwise NOT exclusive OR (two's complement)")
        case .binary(.shiftLeft): KeyFacts("shl", ["<<"], "a shl b: a shifted left by b bits, a·2ᵇ")
        case .binary(.shiftRightArithmetic):
            KeyFacts("sar", [">>"], "a sar b: a shifted right by b bits, keeping the sign")
        case .binary(.shiftRightLogical):
            KeyFacts("shr", [">>>"], "a shr b: a's bits shifted right by b, zeros in (a negative needs a word)")
        case .programmer(let key): key.facts
        case .angleFunction(let f, let unit):
            // From the facts made here, not looked up: this runs while the table of facts is made.
            KeyFacts(
                Key.function(f).describe().name + "@" + Key(selecting: unit).describe().name,
                "\(Key.function(f).describe().name), the angle in \(unit.rawValue) whatever the angle unit")
        case .literal(let number): KeyFacts(number.description, "enters the number \(number.text) at once")
        case .pi: KeyFacts("pi", ["π"], "π")
        case .e: KeyFacts("e", "Euler's number e")
        case .random: KeyFacts("rand", "a random number in [0, 1)")
        case .openParenthesis: KeyFacts("(", "opens a group (after a number: multiplies)")
        case .closeParenthesis: KeyFacts(")", "closes the innermost group")
        case .memoryClear: KeyFacts("MC", "memory clear")
        case .memoryAdd: KeyFacts("M+", "adds the displayed value to memory")
        case .memorySubtract: KeyFacts("M-", "subtracts the displayed value from memory")
        case .memoryRecall: KeyFacts("MR", "recalls memory")
        case .degrees: KeyFacts("deg", "angles in degrees")
        case .radians: KeyFacts("rad", "angles in radians")
        case .gradians: KeyFacts("grad", "angles in gradians")
        case .imaginaryUnit: KeyFacts("i", "the imaginary unit i (i² = −1)")
        case .function(.realPart): KeyFacts("re", "the real part of a complex number")
        case .function(.imaginaryPart): KeyFacts("im", "the imaginary part of a complex number")
        case .function(.conjugate): KeyFacts("conj", "the complex conjugate, a − bi")
        case .function(.argument): KeyFacts("arg", "the angle of a complex number, in the angle unit")
        case .binary(.polar): KeyFacts("polar", ["∠"], "r polar θ: the complex number r∠θ (θ in the angle unit)")
        case .binary(.modularPower):
            KeyFacts("powmod", "after x pow y: x to the power y modulo the next number, without computing x^y")
        }
    }

    private static let byName: [String: Key] = {
        var table: [String: Key] = [:]
        for key in allKeys {
            // The facts made here, not looked up: a run that never shows a key's facts never builds their
            // table (a third of calc-eval's start).
            let facts = key.describe()
            table[facts.name] = key
            for symbol in facts.symbols { table[symbol] = key }
        }
        return table
    }()

    /// The keys named by one ASCII character (`+ - * / = % ( ) ^ ! e C`, digits and `.`), by that byte.
    private static let bySingleByte: [Key?] = {
        var table = [Key?](repeating: nil, count: 128)
        for (name, key) in byName where name.utf8.count == 1 && name.utf8.first! < 0x80 {
            table[Int(name.utf8.first!)] = key
        }
        return table
    }()

    /// The key named by one ASCII character (`+ - * / = % ( ) ^ ! e C`), without a dictionary lookup.
    static func singleCharacterKey(_ byte: UInt8) -> Key? {
        byte < 0x80 ? bySingleByte[Int(byte)] : nil
    }

    /// The keys whose name or symbol has at most 7 bytes of UTF-8, by ``packedName(_:)``: a key script's
    /// tokens are looked up without making a String of each.
    private static let byPackedName = PackedNameTable(
        byName.compactMap { name, key in
            var name = name
            return name.withUTF8 { packedName($0) }.map { (packedName: $0, key: key) }
        })

    /// Up to 7 bytes and their count in one integer (nil for longer text).
    static func packedName(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard bytes.count <= 7 else { return nil }
        var packed = UInt64(bytes.count) << 56
        for (index, byte) in bytes.enumerated() { packed |= UInt64(byte) << (8 * index) }
        return packed
    }

    /// The key named by this UTF-8 text (as ``init(exactName:)``), or `nil`.
    static func named(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Key? {
        if let literal = NumberLiteral(spelling: bytes) { return .literal(literal) }
        if let packed = packedName(bytes) { return byPackedName.key(for: packed) }
        return Key(exactName: String(decoding: bytes, as: UTF8.self))
    }

    /// The key with exactly this name or symbol (`"sqrt"`, `"√"`, `"×"`, `"M+"`, a literal `"[1.5e-3]"`),
    /// or `nil`: the names key scripts (`KeyScript`, calc-eval) accept, where case matters.
    public init?(exactName name: String) {
        if let key = Key.byName[name] {
            self = key
            return
        }
        var name = name
        guard let literal = name.withUTF8({ NumberLiteral(spelling: $0) }) else { return nil }
        self = .literal(literal)
    }

    /// The key people mean by `name`, or `nil`: a name or symbol in any case (`"ac"`, `"SQRT"`, `"m+"`,
    /// `"Pi"`), or a common spelling of it (`"x"` and `"·"` for ×, `"**"` for xʸ, `"+/-"` for ±, every
    /// key's ``keypadLabel``: `"xʸ"`, `"eˣ"`, `"²√x"`, `"sec⁻¹"`, `"logᵧx"`…). Surrounding white space is ignored.
    ///
    /// ``init(validatingName:)`` throws instead, with a "did you mean" suggestion.
    public init?(name: String) {
        if let key = Key.byName[name] {
            self = key
            return
        }
        let folded = Key.folded(name)
        guard let key = Key.byFoldedName[folded] ?? Key.byAlias[folded] ?? Key(exactName: name.trimmingWhiteSpace)
        else { return nil }
        self = key
    }

    /// The key people mean by `name` (as ``init(name:)``).
    ///
    /// - Throws: `KeyScriptError` of kind `unknownKey` whose `message` is calc-eval's: `unknown key 'sqtr'
    ///   (did you mean 'sqrt'?)`.
    public init(validatingName name: String) throws(KeyScriptError) {
        guard let key = Key(name: name) else {
            let token = name.trimmingWhiteSpace
            throw KeyScriptError(
                kind: .unknownKey, column: 1, token: token, suggestion: KeyScript.suggestion(for: token[...]))
        }
        self = key
    }

    /// The digit key of `value`, or `nil` outside 0…9.
    public init?(digit value: Int) {
        guard let digit = Digit(value) else { return nil }
        self = .digit(digit)
    }

    /// A name as ``init(name:)`` compares it: without surrounding white space, in lower case.
    private static func folded(_ name: String) -> String { name.trimmingWhiteSpace.lowercased() }

    /// Every name and symbol in lower case (no two keys share one).
    private static let byFoldedName: [String: Key] = {
        var table: [String: Key] = [:]
        for (name, key) in byName { table[folded(name)] = key }
        return table
    }()

    /// Common spellings that are no key's name or symbol, in lower case: operator look-alikes
    /// (`KeyScript`'s suggestions), every key's ``keypadLabel`` and a few ASCII spellings of the labels.
    private static let byAlias: [String: Key] = {
        var table: [String: Key] = [:]
        for (alias, name) in KeyScript.lookalikes { table[folded(alias)] = byName[name] }
        for key in allKeys { table[folded(key.keypadLabel)] = key }
        let spellings: [(String, Key)] = [
            ("+/-", .negate), ("−/+", .negate), ("√x", .function(.squareRoot)), ("∛", .function(.cubeRoot)),
            ("∛x", .function(.cubeRoot)), ("x^y", .binary(.power)), ("y^x", .binary(.reversedPower)),
            ("e^x", .function(.exp)),
            ("10^x", .function(.exp10)), ("2^x", .function(.exp2)), ("log10", .function(.log10)),
            ("n!", .function(.factorial)), ("m−", .memorySubtract), ("del", .backspace), ("backspace", .backspace),
        ]
        for (alias, key) in spellings { table[folded(alias)] = key }
        return table
    }()
}

extension String {
    /// The text without leading and trailing white space.
    fileprivate var trimmingWhiteSpace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
