/// Programmer mode's backend: integer words of 8, 16, 32 or 64 bits, signed or unsigned (``WordFormat``).
///
/// Every result is truncated toward zero and reduced mod 2^w: + − × wrap, ÷ truncates, `mod` has the
/// dividend's sign, xʸ is the truncated integer power; the bitwise operations and shifts act on the
/// w-bit pattern. A shift count below 0 or at least w, ÷ or `mod` by 0, and every operation and function
/// without integer meaning (roots, logarithms, trigonometry, `EE`, nCr…) give the invalid value, which a
/// calculator shows as `Error`. It holds its words exactly whatever backend the calculator was set to:
/// programmer mode runs on this integer representation on every backend.
///
/// The format (width, signedness, radix) and the carry bit of rotate through carry change while a
/// calculator runs, through the calculator's programmer keys; ``initialFormat`` is what a reset returns to.
/// Typed text (``value(decimal:)``) is read in the current radix.
public struct ProgrammerBackend: NumericBackend, Hashable, Codable {
    /// The current width, signedness and radix.
    public var format: WordFormat
    /// The format the backend was made with (a calculator's reset returns to it).
    public let initialFormat: WordFormat
    /// The carry bit of rotate through carry (cleared by `C` and `AC`).
    public var carry: Bool

    /// A backend of words in `format` (by default signed 64-bit words shown in decimal).
    public init(format: WordFormat = WordFormat()) {
        self.format = format
        initialFormat = format
        carry = false
    }

    /// `"programmer"`.
    public var name: String { "programmer" }

    /// 64: the bits of the widest word.
    public var precision: Int { 64 }

    // MARK: Values

    /// The greatest common divisor of two magnitudes (gcd(0, 0) = 0).
    static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }

    /// Why a decoded word cannot be a calculator's: an invalid word (what `Error` holds), or nil.
    public func problem(withDecoded value: ProgrammerWord) -> String? {
        value.isValid ? nil : "an invalid word"
    }

    /// True: a word is exact, and snapping (for inexact values) never applies to one.
    public func allowsSnapping(_ x: ProgrammerWord, onto point: ProgrammerWord) -> Bool { true }

    /// `integer` reduced to a word.
    public func value(_ integer: Int) -> ProgrammerWord { format.word(bits: UInt64(bitPattern: Int64(integer))) }

    /// Typed text in the current radix (digits, an optional leading `-`), reduced to a word; invalid
    /// otherwise (a fraction or an exponent: `2 EE 3` is `Error`, as `EE` is). Literal keys, which
    /// carry decimal text, are read by ``word(decimalLiteral:)``.
    public func value(decimal text: String) -> ProgrammerWord {
        if let typed = WordFormat(width: .quadWord, isSigned: true, radix: format.radix).typedWord(text) {
            return format.reduced(typed)
        }
        if format.radix == .decimal, let typed = WordFormat(isSigned: false).typedWord(text) {
            return format.reduced(typed)
        }
        return .invalid
    }

    /// Decimal text (`31`, `-2.5`, `1.5e3`: what an expression's literal keys carry) truncated toward zero
    /// and reduced mod 2^w; invalid when malformed.
    public func word(decimalLiteral text: String) -> ProgrammerWord {
        var bytes = Array(text.utf8)[...]
        var isNegative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            isNegative = first == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        var digits: [UInt8] = []
        var pointPosition: Int?
        var exponent = 0
        var index = bytes.startIndex
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        while index < bytes.endIndex {
            let byte = bytes[index]
            if isDigit(byte) {
                digits.append(byte - UInt8(ascii: "0"))
            } else if byte == UInt8(ascii: "."), pointPosition == nil {
                pointPosition = digits.count
            } else {
                break
            }
            index += 1
        }
        guard !digits.isEmpty else { return .invalid }
        if index < bytes.endIndex {
            guard bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") else { return .invalid }
            index += 1
            var exponentIsNegative = false
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponentIsNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < bytes.endIndex else { return .invalid }
            while index < bytes.endIndex {
                guard isDigit(bytes[index]) else { return .invalid }
                exponent = min(exponent * 10 + Int(bytes[index] - UInt8(ascii: "0")), 1_000_000)
                index += 1
            }
            if exponentIsNegative { exponent = -exponent }
        }
        // The integer part: the digits before the point once the exponent has moved it.
        let integerCount = (pointPosition ?? digits.count) + exponent
        var bits: UInt64 = 0
        for position in 0..<max(0, min(integerCount, digits.count + 64)) {
            // 10^64 is 0 mod 2^64: zeros past 64 more digits change nothing.
            bits = bits &* 10 &+ UInt64(position < digits.count ? digits[position] : 0)
        }
        return format.word(bits: isNegative ? 0 &- bits : bits)
    }

    /// The invalid value: π has no word.
    public var pi: ProgrammerWord { .invalid }

    /// The invalid value: e has no word.
    public var e: ProgrammerWord { .invalid }

    // MARK: Arithmetic

    /// `a op b` on words (see ``ProgrammerBackend``).
    public func apply(_ operation: BinaryOperation, _ a: ProgrammerWord, _ b: ProgrammerWord) -> ProgrammerWord {
        guard a.isValid, b.isValid else { return .invalid }
        let x = format.reduced(a)
        let y = format.reduced(b)
        let width = format.width
        switch operation {
        case .add: return format.word(bits: x.bits &+ y.bits)
        case .subtract: return format.word(bits: x.bits &- y.bits)
        case .multiply: return format.word(bits: x.bits &* y.bits)
        case .divide, .modulo:
            guard y.magnitude != 0 else { return .invalid }
            if operation == .divide {
                let q = x.magnitude / y.magnitude
                return format.word(bits: x.isNegative != y.isNegative ? 0 &- q : q)
            }
            let r = x.magnitude % y.magnitude
            return format.word(bits: x.isNegative ? 0 &- r : r)
        case .power: return power(x, y)
        case .reversedPower: return power(y, x)
        case .and: return format.word(bits: x.bits & y.bits)
        case .or: return format.word(bits: x.bits | y.bits)
        case .xor: return format.word(bits: x.bits ^ y.bits)
        case .nand: return format.word(bits: ~(x.bits & y.bits))
        case .nor: return format.word(bits: ~(x.bits | y.bits))
        case .xnor: return format.word(bits: ~(x.bits ^ y.bits))
        case .shiftLeft, .shiftRightArithmetic, .shiftRightLogical:
            guard !y.isNegative, y.magnitude < UInt64(width.bits) else { return .invalid }
            let count = y.magnitude
            switch operation {
            case .shiftLeft: return format.word(bits: x.bits << count)
            case .shiftRightArithmetic where format.isSigned:
                // x is sign-extended in its 64 bits.
                return format.word(bits: UInt64(bitPattern: Int64(bitPattern: x.bits) >> Int64(count)))
            default:
                // Logical, and arithmetic on unsigned words (there is no sign bit to fill with).
                return format.word(bits: format.pattern(of: x) >> count)
            }
        case .minimum: return isLess(y, than: x) ? y : x
        case .maximum: return isLess(x, than: y) ? y : x
        case .gcd: return format.word(bits: Self.gcd(x.magnitude, y.magnitude))
        case .lcm:
            guard x.magnitude != 0, y.magnitude != 0 else { return format.word(bits: 0) }
            return format.word(bits: (x.magnitude / Self.gcd(x.magnitude, y.magnitude)) &* y.magnitude)
        case .root, .scaleByPowerOfTen, .combinations, .permutations, .logarithm, .hypot, .polar, .modularPower:
            return .invalid
        }
    }

    /// xʸ truncated toward zero and reduced: 0 for |x| > 1 and y < 0, invalid for 0 to a negative power.
    func power(_ x: ProgrammerWord, _ y: ProgrammerWord) -> ProgrammerWord {
        if y.isNegative && y.magnitude != 0 {
            switch x.magnitude {
            case 0: return .invalid
            case 1: return format.word(bits: x.isNegative && y.magnitude % 2 == 1 ? 0 &- 1 : 1)
            default: return format.word(bits: 0)
            }
        }
        var result: UInt64 = 1
        var base = x.bits
        var exponent = y.magnitude
        while exponent > 0 {
            if exponent & 1 == 1 { result = result &* base }
            base = base &* base
            exponent >>= 1
        }
        return format.word(bits: result)
    }

    /// −a, exact (−0 for 0; the most negative word's negation is reduced by the next operation).
    public func negation(_ a: ProgrammerWord) -> ProgrammerWord {
        guard a.isValid else { return .invalid }
        return ProgrammerWord(magnitude: a.magnitude, isNegative: !a.isNegative)
    }

    /// a × 2ⁿ reduced (n < 0 shifts right, truncating toward zero).
    public func scaled(_ a: ProgrammerWord, byPowerOfTwo n: Int) -> ProgrammerWord {
        guard a.isValid else { return .invalid }
        let magnitude = n >= 0 ? (n >= 64 ? 0 : a.magnitude << UInt64(n)) : (n <= -64 ? 0 : a.magnitude >> UInt64(-n))
        return format.word(bits: a.isNegative ? 0 &- magnitude : magnitude)
    }

    /// Whether a < b as integers (false when either is invalid).
    public func isLess(_ a: ProgrammerWord, than b: ProgrammerWord) -> Bool {
        guard a.isValid, b.isValid else { return false }
        switch (a.isNegative && a.magnitude != 0, b.isNegative && b.magnitude != 0) {
        case (true, false): return true
        case (false, true): return false
        case (true, true): return a.magnitude > b.magnitude
        case (false, false): return a.magnitude < b.magnitude
        }
    }

    /// Whether a is negative or −0.
    public func hasNegativeSign(_ a: ProgrammerWord) -> Bool { a.isValid && a.isNegative }

    /// Whether a is a word (not the invalid value).
    public func isFinite(_ a: ProgrammerWord) -> Bool { a.isValid }

    /// Whether a is a word: every word is an integer.
    public func isInteger(_ a: ProgrammerWord) -> Bool { a.isValid }

    /// f(x) for the functions with integer meaning: x², x³, |x| (reduced), ⌊x⌋ and ⌈x⌉ (x itself), 2ˣ
    /// and 10ˣ (as xʸ); the invalid value for every other function.
    public func apply(_ function: UnaryFunction, to x: ProgrammerWord, angle: AngleUnit) -> ProgrammerWord {
        guard x.isValid else { return .invalid }
        let x = format.reduced(x)
        switch function {
        case .square: return format.word(bits: x.bits &* x.bits)
        case .cube: return format.word(bits: x.bits &* x.bits &* x.bits)
        case .abs: return format.word(bits: x.magnitude)
        case .floor, .ceil, .round, .trunc: return x
        case .frac: return format.word(bits: 0)
        case .sign: return format.word(bits: x.isNegative ? UInt64.max : x.magnitude == 0 ? 0 : 1)
        // 2ˣ and 10ˣ as xʸ is: truncated (2^−1 is 0) and reduced.
        case .exp2: return power(format.word(bits: 2), x)
        case .exp10: return power(format.word(bits: 10), x)
        case .squareRoot, .cubeRoot, .reciprocal, .exp, .log, .log10, .log2, .sin, .cos, .tan,
            .asin, .acos, .atan, .sinh, .cosh, .tanh, .asinh, .acosh, .atanh, .factorial, .gamma, .sec, .csc, .cot,
            .asec,
            .acsc, .acot, .sech, .csch, .coth, .asech, .acsch, .acoth, .doubleFactorial, .realPart, .imaginaryPart,
            .conjugate, .argument:
            return .invalid
        }
    }

    // MARK: Programmer keys

    /// ~x: every bit of the w-bit pattern flipped.
    public func not(_ x: ProgrammerWord) -> ProgrammerWord {
        x.isValid ? format.word(bits: ~x.bits) : .invalid
    }

    /// The number of one bits in the word's pattern (population count, the HP-16C's #B): 0 … the width.
    /// A negative word counts its two's complement bits, so −1 in 8 bits has 8.
    public func bitCount(_ x: ProgrammerWord) -> ProgrammerWord {
        x.isValid ? format.word(bits: UInt64(format.pattern(of: x).nonzeroBitCount)) : .invalid
    }

    /// The pattern rotated left by one bit (the top bit comes in at the bottom).
    public func rotatedLeft(_ x: ProgrammerWord) -> ProgrammerWord {
        guard x.isValid else { return .invalid }
        let p = format.pattern(of: x)
        return format.word(bits: (p << 1) | (p >> UInt64(format.width.bits - 1)))
    }

    /// The pattern rotated right by one bit (the bottom bit comes in at the top).
    public func rotatedRight(_ x: ProgrammerWord) -> ProgrammerWord {
        guard x.isValid else { return .invalid }
        let p = format.pattern(of: x)
        return format.word(bits: (p >> 1) | ((p & 1) << UInt64(format.width.bits - 1)))
    }

    /// The pattern rotated left through the carry: the carry comes in at the bottom, the top bit goes
    /// into the carry.
    public func rotatedLeftThroughCarry(_ x: ProgrammerWord, carry: Bool) -> (word: ProgrammerWord, carry: Bool) {
        guard x.isValid else { return (.invalid, carry) }
        let p = format.pattern(of: x)
        let top = (p >> UInt64(format.width.bits - 1)) & 1 == 1
        return (format.word(bits: (p << 1) | (carry ? 1 : 0)), top)
    }

    /// The pattern rotated right through the carry: the carry comes in at the top, the bottom bit goes
    /// into the carry.
    public func rotatedRightThroughCarry(_ x: ProgrammerWord, carry: Bool) -> (word: ProgrammerWord, carry: Bool) {
        guard x.isValid else { return (.invalid, carry) }
        let p = format.pattern(of: x)
        let topBit: UInt64 = carry ? 1 << UInt64(format.width.bits - 1) : 0
        return (format.word(bits: (p >> 1) | topBit), p & 1 == 1)
    }

    /// x with bit `k` flipped (0 is the lowest); nil when k is not a bit of the word.
    public func toggling(bit k: Int, of x: ProgrammerWord) -> ProgrammerWord? {
        guard x.isValid, k >= 0, k < format.width.bits else { return nil }
        return format.word(bits: x.bits ^ (1 << UInt64(k)))
    }

    // MARK: Display

    /// x's digits, rounded to `count` significant digits, half to even.
    public func decimalDigits(of x: ProgrammerWord, significantDigits count: Int) -> DecimalDigits {
        let word = format.reduced(x)
        var digits = Array(String(word.magnitude).utf8)
        if word.magnitude == 0 {
            return DecimalDigits(
                isNegative: x.isNegative, digits: Array(repeating: UInt8(ascii: "0"), count: count),
                exponent: 0)
        }
        var exponent = digits.count - 1
        if digits.count > count {
            let rest = digits[count...]
            let first = rest.first!
            let tail = rest.dropFirst().contains { $0 != UInt8(ascii: "0") }
            digits.removeLast(digits.count - count)
            let half = first == UInt8(ascii: "5") && !tail
            let roundsUp =
                first > UInt8(ascii: "5") || (first == UInt8(ascii: "5") && tail)
                || (half && (digits.last! - UInt8(ascii: "0")) % 2 == 1)
            if roundsUp {
                var index = digits.count - 1
                while index >= 0 {
                    if digits[index] == UInt8(ascii: "9") {
                        digits[index] = UInt8(ascii: "0")
                        index -= 1
                    } else {
                        digits[index] += 1
                        break
                    }
                }
                if index < 0 {
                    digits.insert(UInt8(ascii: "1"), at: 0)
                    digits.removeLast()
                    exponent += 1
                }
            }
        } else {
            digits += Array(repeating: UInt8(ascii: "0"), count: count - digits.count)
        }
        return DecimalDigits(isNegative: word.isNegative, digits: digits, exponent: exponent)
    }

    /// The word as the display shows it, in the current radix (``WordFormat/text(of:)``).
    public func displayText(of value: ProgrammerWord) -> String? { format.text(of: value) }

    /// A typed entry, grouped when the format groups digits.
    public func displayText(ofEntry text: String) -> String? { format.grouped(text) }

    /// ``format``: the word's radix, width and grouping.
    public var wordFormat: WordFormat? { format }

    /// Words are exact.
    public static var hasExactValues: Bool { true }

    /// Every word is shown exactly.
    public func showsExactly(_ value: ProgrammerWord, significantDigits count: Int) -> Bool { value.isValid }

    /// No digit is uncertain.
    public func hasUncertainDigits(_ value: ProgrammerWord, significantDigits count: Int) -> Bool { false }

    /// Words never cancel.
    public func isCancellation(_ result: ProgrammerWord, _ a: ProgrammerWord, _ b: ProgrammerWord) -> Bool { false }

    /// 20: every digit of a 64-bit word.
    public var defaultSignificantDigits: Int { 20 }

    /// 20: every digit of a 64-bit word.
    public var maximumSignificantDigits: Int { 20 }

    /// The typed text's word, exact.
    public func valueReportingExactness(decimal text: String) -> (value: ProgrammerWord, isExact: Bool) {
        (value(decimal: text), true)
    }

    /// The integer's word (reduced mod 2^w), from decimal digits whatever the radix, exact.
    public func valueReportingExactness(integerDigits digits: String, isNegative: Bool) -> (
        value: ProgrammerWord, isExact: Bool
    ) {
        (word(decimalLiteral: (isNegative ? "-" : "") + digits), true)
    }

    /// The integer a valid word is in the format (signed or not), as a fraction over 1; nil for the
    /// invalid value.
    public func exactFraction(of x: ProgrammerWord, maximumDigits: Int) -> ExactFraction? {
        guard x.isValid else { return nil }
        let word = format.reduced(x)
        let digits = String(word.magnitude)
        guard digits.utf8.count <= maximumDigits else { return nil }
        return ExactFraction(isNegative: word.isNegative && word.magnitude != 0, numerator: digits, denominator: "1")
    }

    /// `a op b`, exact.
    public func applyReportingExactness(_ operation: BinaryOperation, _ a: ProgrammerWord, _ b: ProgrammerWord)
        -> (value: ProgrammerWord, isExact: Bool)
    {
        (apply(operation, a, b), true)
    }

    /// f(x), exact.
    public func applyReportingExactness(_ function: UnaryFunction, to x: ProgrammerWord, angle: AngleUnit)
        -> (value: ProgrammerWord, isExact: Bool)
    {
        (apply(function, to: x, angle: angle), true)
    }
}

// MARK: - No complex values

extension ProgrammerBackend {
    /// Invalid: words have no complex values (`i` and the complex keys are `Error` in programmer mode).
    public func complexApply(
        _ operation: BinaryOperation, _ a: ComplexValue<ProgrammerWord>, _ b: ComplexValue<ProgrammerWord>,
        angle: AngleUnit, exactOperands: Bool
    ) throws(ArithmeticError) -> (value: ComplexValue<ProgrammerWord>, isExact: Bool, partsAreCorrectlyRounded: Bool) {
        throw .invalidOperation
    }

    /// Invalid: words have no complex values.
    public func complexApply(
        _ function: UnaryFunction, to z: ComplexValue<ProgrammerWord>, angle: AngleUnit, exactArgument: Bool
    ) throws(ArithmeticError) -> (value: ComplexValue<ProgrammerWord>, isExact: Bool, partsAreCorrectlyRounded: Bool) {
        throw .invalidOperation
    }

    /// Invalid: words have no complex values, so no `i`.
    public func imaginaryUnit() throws(ArithmeticError) -> ComplexValue<ProgrammerWord> {
        throw .invalidOperation
    }
}
