/// A key of the calculator's keypad; ``Calculator/press(_:)`` takes one at a time.
///
/// Every key has a stable ``name`` (what `calc-eval` scripts use) and may have ``symbols`` that people
/// type or paste (`×`, `√`, `π`…).
public enum Key: Hashable, Sendable, Codable {
    /// A digit key, 0 through 9.
    case digit(Int)
    /// The decimal point.
    case point
    /// A binary operator: + − × ÷ xʸ ʸ√x EE.
    case binary(BinaryOperator)
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

    /// Every key, in keypad order.
    public static let allKeys: [Key] =
        (0...9).map { Key.digit($0) } + [.point]
        + BinaryOperator.allCases.map { Key.binary($0) }
        + [.equals, .allClear, .clear, .backspace, .negate, .percent]
        + Key.functionNames.map { Key.function($0.function) }
        + [.pi, .e, .random, .openParenthesis, .closeParenthesis,
           .memoryClear, .memoryAdd, .memorySubtract, .memoryRecall, .degrees, .radians]

    /// Function keys and their names, in keypad order.
    static let functionNames: [(name: String, function: UnaryFunction)] = [
        ("sqrt", .squareRoot), ("sqr", .square), ("cube", .cube), ("cbrt", .cubeRoot), ("inv", .reciprocal),
        ("exp", .exp), ("pow10", .exp10), ("pow2", .exp2), ("ln", .log), ("log", .log10), ("log2", .log2),
        ("sin", .sin), ("cos", .cos), ("tan", .tan), ("asin", .asin), ("acos", .acos), ("atan", .atan),
        ("sinh", .sinh), ("cosh", .cosh), ("tanh", .tanh), ("asinh", .asinh), ("acosh", .acosh),
        ("atanh", .atanh), ("fact", .factorial),
    ]

    /// The stable name of the key, as `calc-eval` scripts write it (`7`, `.`, `+`, `sqrt`, `M+`…).
    public var name: String {
        switch self {
        case .digit(let d): String(d)
        case .point: "."
        case .binary(let op): op.name
        case .equals: "="
        case .allClear: "AC"
        case .clear: "C"
        case .backspace: "back"
        case .negate: "neg"
        case .percent: "%"
        case .function(let f): Key.functionNames.first { $0.function == f }!.name
        case .pi: "pi"
        case .e: "e"
        case .random: "rand"
        case .openParenthesis: "("
        case .closeParenthesis: ")"
        case .memoryClear: "MC"
        case .memoryAdd: "M+"
        case .memorySubtract: "M-"
        case .memoryRecall: "MR"
        case .degrees: "deg"
        case .radians: "rad"
        }
    }

    /// Other spellings people type or paste for this key (`×`, `÷`, `−`, `^`, `√`, `π`, `±`, `⌫`…).
    public var symbols: [String] {
        switch self {
        case .binary(.subtract): ["−"]
        case .binary(.multiply): ["×"]
        case .binary(.divide): ["÷"]
        case .binary(.power): ["^"]
        case .function(.squareRoot): ["√"]
        case .function(.square): ["x²"]
        case .function(.cube): ["x³"]
        case .function(.reciprocal): ["1/x"]
        case .function(.factorial): ["!"]
        case .pi: ["π"]
        case .negate: ["±"]
        case .backspace: ["⌫"]
        case .clear: ["CE"]
        default: []
        }
    }

    /// What the key does, in a few words.
    public var summary: String {
        switch self {
        case .digit(let d): "types the digit \(d)"
        case .point: "types the decimal point (once per entry)"
        case .binary(.add): "adds"
        case .binary(.subtract): "subtracts"
        case .binary(.multiply): "multiplies"
        case .binary(.divide): "divides"
        case .binary(.power): "x to the power y"
        case .binary(.root): "x root y: the y-th root of x"
        case .binary(.scientific): "a EE b: a times ten to the power b"
        case .equals: "completes the calculation; again: repeats the last operation"
        case .allClear: "all clear (memory and settings stay)"
        case .clear: "clears the current operand, or all when there is none"
        case .backspace: "deletes the last typed character"
        case .negate: "changes the sign"
        case .percent: "percent: a×b/100 after + or −, else b/100"
        case .function(let f): Key.functionSummary(f)
        case .pi: "π"
        case .e: "Euler's number e"
        case .random: "a random number in [0, 1)"
        case .openParenthesis: "opens a group (after a number: multiplies)"
        case .closeParenthesis: "closes the innermost group"
        case .memoryClear: "memory clear"
        case .memoryAdd: "adds the displayed value to memory"
        case .memorySubtract: "subtracts the displayed value from memory"
        case .memoryRecall: "recalls memory"
        case .degrees: "angles in degrees"
        case .radians: "angles in radians"
        }
    }

    private static func functionSummary(_ f: UnaryFunction) -> String {
        switch f {
        case .squareRoot: "square root"
        case .square: "x squared"
        case .cube: "x cubed"
        case .cubeRoot: "cube root"
        case .reciprocal: "1/x"
        case .exp: "e to the power x"
        case .exp10: "10 to the power x"
        case .exp2: "2 to the power x"
        case .log: "natural logarithm"
        case .log10: "logarithm to base 10"
        case .log2: "logarithm to base 2"
        case .sin, .cos, .tan: "\(f.rawValue) (angle in the current unit)"
        case .asin, .acos, .atan: "inverse \(String(f.rawValue.dropFirst())) (angle in the current unit)"
        case .sinh, .cosh, .tanh: "hyperbolic \(String(f.rawValue.dropLast()))"
        case .asinh, .acosh, .atanh: "inverse hyperbolic \(String(f.rawValue.dropFirst().dropLast()))"
        case .factorial: "factorial, Γ(x+1)"
        }
    }

    private static let byName: [String: Key] = {
        var table: [String: Key] = [:]
        for key in allKeys {
            table[key.name] = key
            for symbol in key.symbols { table[symbol] = key }
        }
        return table
    }()

    /// The key named by one ASCII character (`+ - * / = % ( ) ^ ! e C`), without a dictionary lookup.
    static func singleCharacterKey(_ byte: UInt8) -> Key? {
        switch byte {
        case UInt8(ascii: "+"): .binary(.add)
        case UInt8(ascii: "-"): .binary(.subtract)
        case UInt8(ascii: "*"): .binary(.multiply)
        case UInt8(ascii: "/"): .binary(.divide)
        case UInt8(ascii: "^"): .binary(.power)
        case UInt8(ascii: "="): .equals
        case UInt8(ascii: "%"): .percent
        case UInt8(ascii: "("): .openParenthesis
        case UInt8(ascii: ")"): .closeParenthesis
        case UInt8(ascii: "!"): .function(.factorial)
        case UInt8(ascii: "e"): .e
        case UInt8(ascii: "C"): .clear
        default: nil
        }
    }

    /// The keys whose name or symbol has at most 7 bytes of UTF-8, by ``packedName(_:)``: a key script's
    /// tokens are looked up without making a String of each.
    private static let byPackedName: [UInt64: Key] = {
        var table: [UInt64: Key] = [:]
        for (name, key) in byName where name.utf8.count <= 7 {
            Array(name.utf8).withUnsafeBufferPointer { table[packedName($0)!] = key }
        }
        return table
    }()

    /// Up to 7 bytes and their count in one integer (nil for longer text).
    static func packedName(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard bytes.count <= 7 else { return nil }
        var packed = UInt64(bytes.count) << 56
        for (index, byte) in bytes.enumerated() { packed |= UInt64(byte) << (8 * index) }
        return packed
    }

    /// The key named by this UTF-8 text (as ``init(name:)``), or `nil`.
    static func named(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Key? {
        if let packed = packedName(bytes) { return byPackedName[packed] }
        return Key(name: String(decoding: bytes, as: UTF8.self))
    }

    /// The key with this name or symbol (`"sqrt"`, `"√"`, `"×"`), or `nil`.
    public init?(name: String) {
        guard let key = Key.byName[name] else { return nil }
        self = key
    }
}
