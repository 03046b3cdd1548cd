import CalcNumerics
import CalcTestSupport
import Testing

/// `ProgrammerBackend` against an independent model of its words: 128-bit integer arithmetic on each
/// word's value, truncated toward zero and reduced mod 2^w (the rules of issue 25), on seeded random
/// words of every width and signedness.
@Suite struct ProgrammerBackendTests {
    static let formats: [WordFormat] = WordWidth.allCases.flatMap { width in
        [true, false].map { WordFormat(width: width, isSigned: $0) }
    }

    /// The value of a w-bit pattern: two's complement when signed.
    static func value(_ pattern: UInt64, _ format: WordFormat) -> Int128 {
        let w = format.width.bits
        let masked = w == 64 ? pattern : pattern & ((1 << UInt64(w)) - 1)
        guard format.isSigned, masked >> UInt64(w - 1) & 1 == 1 else { return Int128(masked) }
        return Int128(masked) - (Int128(1) << w)
    }

    /// `x` reduced mod 2^w, as a pattern.
    static func pattern(_ x: Int128, _ format: WordFormat) -> UInt64 {
        let w = format.width.bits
        let modulus = Int128(1) << w
        var r = x % modulus
        if r < 0 { r += modulus }
        return UInt64(r)
    }

    /// Random words biased to the edges: 0, ±1, the extremes, alternating bits, small and random.
    static func words(_ random: inout SplitMix64, count: Int) -> [UInt64] {
        let edges: [UInt64] = [
            0, 1, .max, 2, 0x8000_0000_0000_0000, 0x7FFF_FFFF_FFFF_FFFF, 0x5555_5555_5555_5555,
            0xAAAA_AAAA_AAAA_AAAA, 0x80, 0x7F, 0xFF, 0x8000, 0xFFFF, 0x8000_0000,
        ]
        return edges
            + (0..<count).map { index in
                let r = random.next()
                return index % 3 == 0 ? r % 16 : r
            }
    }

    @Test func arithmeticAndBitwiseAgreeWithTheModel() {
        let seed = TestEnvironment.seed ^ 0x9A0_6A11
        print("ProgrammerBackendTests seed: \(seed)")
        var random = SplitMix64(seed: seed)
        let operations: [BinaryOperation] = [
            .add, .subtract, .multiply, .divide, .modulo, .and, .or, .xor, .nand, .nor, .xnor, .minimum, .maximum,
        ]
        for format in Self.formats {
            let backend = ProgrammerBackend(format: format)
            let words = Self.words(&random, count: 40)
            for a in words {
                for b in words.prefix(30) {
                    let x = format.word(bits: a)
                    let y = format.word(bits: b)
                    let (u, v) = (Self.value(a, format), Self.value(b, format))
                    for op in operations {
                        let result = backend.apply(op, x, y)
                        let expected: Int128? =
                            switch op {
                            case .add: u + v
                            case .subtract: u - v
                            case .multiply: u &* v  // mod 2^128, so right mod 2^w
                            case .divide: v == 0 ? nil : u / v
                            case .modulo: v == 0 ? nil : u % v
                            case .and: Int128(a & b)
                            case .or: Int128(a | b)
                            case .xor: Int128(a ^ b)
                            case .nand: Int128(~(a & b))
                            case .nor: Int128(~(a | b))
                            case .xnor: Int128(~(a ^ b))
                            case .minimum: min(u, v)
                            case .maximum: max(u, v)
                            default: nil
                            }
                        guard let expected else {
                            #expect(!result.isValid, "\(op) \(a) \(b) in \(format)")
                            continue
                        }
                        #expect(
                            result.isValid && format.pattern(of: result) == Self.pattern(expected, format),
                            "\(op) \(a) \(b) in \(format)")
                    }
                }
            }
        }
    }

    @Test func shiftsAndRotations() {
        for format in Self.formats {
            let backend = ProgrammerBackend(format: format)
            let w = format.width.bits
            let top = format.word(bits: 1 << UInt64(w - 1))
            let one = format.word(bits: 1)
            #expect(backend.apply(.shiftLeft, one, format.word(bits: UInt64(w - 1))) == top)
            #expect(!backend.apply(.shiftLeft, one, format.word(bits: UInt64(w))).isValid, "a shift by w")
            #expect(!backend.apply(.shiftLeft, one, backend.negation(one)).isValid, "a negative shift")
            // Arithmetic right shift fills with the sign bit only in signed mode.
            let arithmetic = backend.apply(.shiftRightArithmetic, top, one)
            let logical = backend.apply(.shiftRightLogical, top, one)
            #expect(format.pattern(of: logical) == 1 << UInt64(w - 2))
            let filled: UInt64 = format.isSigned ? (3 << UInt64(w - 2)) : 1 << UInt64(w - 2)
            #expect(format.pattern(of: arithmetic) == filled, "\(format)")
            #expect(backend.rotatedLeft(top) == one)
            #expect(backend.rotatedRight(one) == top)
            let (through, carry) = backend.rotatedLeftThroughCarry(top, carry: false)
            #expect(format.pattern(of: through) == 0 && carry)
            let (back, carried) = backend.rotatedRightThroughCarry(through, carry: carry)
            #expect(back == top && !carried)
            #expect(backend.toggling(bit: w - 1, of: format.word(bits: 0)) == top)
            #expect(backend.toggling(bit: w, of: one) == nil)
            #expect(backend.toggling(bit: -1, of: one) == nil)
            #expect(backend.not(format.word(bits: 0)) == format.word(bits: .max))
            #expect(!backend.not(.invalid).isValid && !backend.rotatedLeft(.invalid).isValid)
        }
    }

    @Test func powersAndIntegerFunctions() {
        let backend = ProgrammerBackend(format: WordFormat(width: .byte, isSigned: true))
        func word(_ x: Int) -> ProgrammerWord { backend.value(x) }
        #expect(backend.apply(.power, word(2), word(7)) == word(-128))  // 128 wraps in 8 bits
        #expect(backend.apply(.power, word(3), word(0)) == word(1))
        #expect(backend.apply(.power, word(-1), word(-3)) == word(-1))
        #expect(backend.apply(.power, word(1), word(-3)) == word(1))
        #expect(backend.apply(.power, word(2), word(-1)) == word(0))
        #expect(!backend.apply(.power, word(0), word(-1)).isValid, "0^-1")
        #expect(backend.apply(.reversedPower, word(3), word(2)) == word(8))
        #expect(backend.apply(.gcd, word(12), word(-18)) == word(6))
        #expect(backend.apply(.lcm, word(4), word(6)) == word(12))
        #expect(backend.apply(.lcm, word(0), word(6)) == word(0))
        for op: BinaryOperation in [.root, .scaleByPowerOfTen, .combinations, .permutations, .logarithm, .hypot] {
            #expect(!backend.apply(op, word(4), word(2)).isValid, "\(op)")
        }
        #expect(backend.apply(.square, to: word(12), angle: .degrees) == word(-112))  // 144 mod 256
        #expect(backend.apply(.cube, to: word(5), angle: .degrees) == word(125))
        #expect(backend.apply(.abs, to: word(-128), angle: .degrees) == word(-128), "|−128| wraps")
        #expect(backend.apply(.sign, to: word(-5), angle: .degrees) == word(-1))
        #expect(backend.apply(.sign, to: word(0), angle: .degrees) == word(0))
        #expect(backend.apply(.frac, to: word(7), angle: .degrees) == word(0))
        #expect(backend.apply(.floor, to: word(7), angle: .degrees) == word(7))
        #expect(!backend.apply(.squareRoot, to: word(4), angle: .degrees).isValid)
        #expect(!backend.apply(.sin, to: word(4), angle: .radians).isValid)
        #expect(!backend.pi.isValid && !backend.e.isValid)
        #expect(backend.scaled(word(3), byPowerOfTwo: 2) == word(12))
        #expect(backend.scaled(word(-12), byPowerOfTwo: -2) == word(-3))
        #expect(backend.scaled(word(1), byPowerOfTwo: 70) == word(0))
        #expect(backend.isLess(word(-3), than: word(2)) && !backend.isLess(word(2), than: word(-3)))
        #expect(backend.isLess(word(-3), than: word(-2)) && backend.isLess(word(1), than: word(2)))
        #expect(!backend.isLess(.invalid, than: word(2)))
        #expect(backend.hasNegativeSign(word(-1)) && !backend.hasNegativeSign(.invalid))
        #expect(backend.isInteger(word(3)) && backend.isFinite(word(3)) && !backend.isFinite(.invalid))
        #expect(backend.problem(withDecoded: .invalid) != nil && backend.problem(withDecoded: word(1)) == nil)
    }

    @Test func decimalLiteralsAreTruncatedAndReduced() {
        let backend = ProgrammerBackend(format: WordFormat(width: .word, isSigned: true))
        func literal(_ text: String) -> ProgrammerWord { backend.word(decimalLiteral: text) }
        #expect(literal("31") == backend.value(31))
        #expect(literal("-2.5") == backend.value(-2))
        #expect(literal("+7") == backend.value(7))
        #expect(literal("1.5e3") == backend.value(1500))
        #expect(literal("15E-1") == backend.value(1))
        #expect(literal("1e-3") == backend.value(0))
        #expect(literal("65537") == backend.value(1), "mod 2^16")
        #expect(literal("1e30") == backend.word(decimalLiteral: "0"), "10^30 is 0 mod 2^16")
        for bad in ["", "-", "abc", "1e", "1e+", "1ex", "1.2.3", ".", "1x"] {
            #expect(!literal(bad).isValid, "'\(bad)'")
        }
        let hex = ProgrammerBackend(format: WordFormat(width: .byte, isSigned: true, radix: .hexadecimal))
        #expect(hex.value(decimal: "FF") == hex.value(-1))
        #expect(!hex.value(decimal: "1.5").isValid)
        let unsigned = ProgrammerBackend(format: WordFormat(isSigned: false))
        #expect(unsigned.value(decimal: "18446744073709551615") == unsigned.value(-1))
        #expect(unsigned.valueReportingExactness(decimal: "12") == (unsigned.value(12), true))
    }

    @Test func decimalDigitsRoundHalfToEven() {
        let backend = ProgrammerBackend(format: WordFormat())
        func digits(_ x: Int, _ count: Int) -> String {
            let d = backend.decimalDigits(of: backend.value(x), significantDigits: count)
            return (d.isNegative ? "-" : "") + d.digitString + "e\(d.exponent)"
        }
        #expect(digits(123_456_789, 5) == "12346e8")
        #expect(digits(99_999, 4) == "1000e5")
        #expect(digits(125, 2) == "12e2")
        #expect(digits(135, 2) == "14e2")
        #expect(digits(1251, 2) == "13e3")
        #expect(digits(-42, 4) == "-4200e1")
        #expect(digits(0, 3) == "000e0")
        #expect(backend.displayText(of: backend.value(-5)) == "-5")
        #expect(backend.showsExactly(backend.value(5), significantDigits: 1))
        #expect(!backend.hasUncertainDigits(backend.value(5), significantDigits: 1))
        #expect(!backend.isCancellation(backend.value(0), backend.value(1), backend.value(1)))
        #expect(backend.defaultSignificantDigits == 20 && backend.maximumSignificantDigits == 20)
        #expect(backend.name == "programmer" && backend.precision == 64 && ProgrammerBackend.hasExactValues)
        #expect(backend.allowsSnapping(backend.value(1), onto: backend.value(1)))
        let reported = backend.applyReportingExactness(.add, backend.value(1), backend.value(2))
        #expect(reported.value == backend.value(3) && reported.isExact)
        let function = backend.applyReportingExactness(.abs, to: backend.value(-2), angle: .degrees)
        #expect(function.value == backend.value(2) && function.isExact)
    }
}
