/// A key of programmer mode's keypad that no other keypad has (``Key/programmer(_:)``): the hex digits,
/// the unary bitwise keys, and the radix, width and signedness switches. The binary bitwise keys are
/// `BinaryOperation`s (`and`, `or`, `shl`…).
///
/// On a calculator that is not in programmer mode NOT and popcount work on integers of any size (as the
/// bitwise operators do there, `BinaryOperation.isBitwise`); every other one gives `Error`.
public enum ProgrammerKey: Hashable, Sendable {
    /// Types a hex digit, A–F (refused unless the radix is 16, or when the word would overflow).
    case hexDigit(HexDigit)
    /// NOT: every bit of the word flipped.
    case not
    /// RoL: rotates the word left by one bit.
    case rotateLeft
    /// RoR: rotates the word right by one bit.
    case rotateRight
    /// RCL: rotates left through the carry bit.
    case rotateLeftThroughCarry
    /// RCR: rotates right through the carry bit.
    case rotateRightThroughCarry
    /// popcount: the number of one bits in the word (the HP-16C's #B; SpeedCrunch's `popcount`).
    case bitCount
    /// Flips bit k of the displayed word (0 is the lowest; refused when k is not below the width).
    case toggleBit(Int)
    /// Switches the radix of entry and display; ends digit entry and keeps the value.
    case radix(Radix)
    /// Switches the word width: sign-extends (signed) or zero-extends (unsigned), then reduces.
    case width(WordWidth)
    /// Switches to signed words, keeping the bits.
    case signed
    /// Switches to unsigned words, keeping the bits.
    case unsigned

    /// Every programmer key, in keypad order (64 bit toggles).
    public static let allKeys: [ProgrammerKey] =
        HexDigit.allCases.map { .hexDigit($0) }
        + [.not, .rotateLeft, .rotateRight, .rotateLeftThroughCarry, .rotateRightThroughCarry, .bitCount]
        + (0..<64).map { .toggleBit($0) }
        + Radix.allCases.map { .radix($0) } + WordWidth.allCases.map { .width($0) } + [.signed, .unsigned]

    /// Whether the key needs programmer mode's word (a width, a radix, a carry): every key but NOT and
    /// popcount, which work on integers of any size elsewhere.
    public var needsWord: Bool {
        switch self {
        case .not, .bitCount: false
        case .hexDigit, .rotateLeft, .rotateRight, .rotateLeftThroughCarry, .rotateRightThroughCarry, .toggleBit,
            .radix, .width, .signed, .unsigned:
            true
        }
    }

    /// The name, symbols and summary of the key.
    var facts: KeyFacts {
        switch self {
        case .hexDigit(let d): KeyFacts("hex\(d)", "types the hex digit \(d)")
        case .not: KeyFacts("not", ["~"], "NOT: flips every bit, −x − 1")
        case .rotateLeft: KeyFacts("rol", "rotates the word left by one bit")
        case .rotateRight: KeyFacts("ror", "rotates the word right by one bit")
        case .rotateLeftThroughCarry: KeyFacts("rcl", "rotates the word left through the carry bit")
        case .rotateRightThroughCarry: KeyFacts("rcr", "rotates the word right through the carry bit")
        case .bitCount:
            KeyFacts("popcount", ["bitcount"], "counts the one bits (a negative's in its word, or in 256 bits)")
        case .toggleBit(let k): KeyFacts("bit\(k)", "flips bit \(k) of the word")
        case .radix(let radix): KeyFacts(radix.name, "shows and takes numbers in base \(radix.base)")
        case .width(let width): KeyFacts(width.keyName, "words of \(width.bits) bits")
        case .signed: KeyFacts("signed", "signed words (two's complement)")
        case .unsigned: KeyFacts("unsigned", "unsigned words")
        }
    }

    /// The text a programmer keypad shows on the key (`0xA`, `NOT`, `RoL`, `HEX`, `QWORD`, `Signed`).
    ///
    /// Hex digits are labelled `0xA`…`0xF`, not `A`…`F`: every label also names its key (`Key(name:)`),
    /// and `C` and `e` are the clear key and Euler's number.
    public var keypadLabel: String {
        switch self {
        case .hexDigit(let d): "0x\(d)"
        case .not: "NOT"
        case .rotateLeft: "RoL"
        case .rotateRight: "RoR"
        case .rotateLeftThroughCarry: "RCL"
        case .rotateRightThroughCarry: "RCR"
        case .bitCount: "PopCnt"
        case .toggleBit(let k): "bit \(k)"
        case .radix(let radix): radix.name.uppercased()
        case .width(let width): width.keyName.uppercased()
        case .signed: "Signed"
        case .unsigned: "Unsigned"
        }
    }
}

extension BinaryOperation {
    /// Binding strength in programmer mode's precedence (Windows'): 1 for OR, XOR and XNOR, 2 for AND,
    /// NAND and NOR, 3 for + and −, 4 for the shifts, ×, ÷ and mod, 5 for xʸ and the other operators.
    public var programmerPrecedence: Int {
        switch self {
        case .or, .xor, .xnor: 1
        case .and, .nand, .nor: 2
        case .add, .subtract: 3
        case .shiftLeft, .shiftRightArithmetic, .shiftRightLogical, .multiply, .divide, .modulo, .minimum, .maximum,
            .gcd, .lcm, .hypot, .polar:
            4
        case .power, .reversedPower, .root, .scaleByPowerOfTen, .logarithm, .combinations, .permutations,
            .modularPower:
            5
        }
    }

    /// Whether the operation is a bitwise operation or a shift: on words in programmer mode, on integers of
    /// any size in two's complement elsewhere (``BitwiseInteger``); only programmer keypads show them.
    public var isBitwise: Bool {
        switch self {
        case .and, .or, .xor, .nand, .nor, .xnor, .shiftLeft, .shiftRightArithmetic, .shiftRightLogical: true
        case .add, .subtract, .multiply, .divide, .power, .root, .scaleByPowerOfTen, .modulo, .combinations,
            .permutations, .logarithm, .reversedPower, .minimum, .maximum, .gcd, .lcm, .hypot, .polar, .modularPower:
            false
        }
    }

    /// Whether the operation is a bitwise operation or a shift (the name before these keys worked outside
    /// programmer mode).
    @available(*, deprecated, renamed: "isBitwise")
    public var isProgrammerOnly: Bool { isBitwise }
}
