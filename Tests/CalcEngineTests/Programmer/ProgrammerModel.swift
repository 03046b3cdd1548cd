import CalcEngine

/// An independent model of programmer mode, written with Swift's own fixed-width integers (`Int8` …
/// `UInt64`): wrapping arithmetic, truncating division, `&`, `|`, `^`, `~`, `<<` and `>>` as the
/// language defines them. The engine's `ProgrammerBackend` works on 64-bit patterns and masks instead;
/// the tables compare the two.
enum ProgrammerModel {
    /// One of the eight formats: a width and a signedness.
    struct Format: Sendable, Hashable, CustomStringConvertible {
        var width: WordWidth
        var isSigned: Bool

        /// The keys that switch a fresh calculator to this format: `byte unsigned`.
        var keys: String { "\(width.keyName) \(isSigned ? "signed" : "unsigned")" }

        var description: String { keys }

        static let all: [Format] = WordWidth.allCases.flatMap { width in
            [Format(width: width, isSigned: true), Format(width: width, isSigned: false)]
        }
    }

    /// The binary keys the tables cover.
    static let binaryKeys: [(name: String, operation: BinaryOperation)] = [
        ("+", .add), ("-", .subtract), ("*", .multiply), ("/", .divide), ("mod", .modulo), ("pow", .power),
        ("and", .and), ("or", .or), ("xor", .xor), ("nand", .nand), ("nor", .nor), ("xnor", .xnor),
        ("shl", .shiftLeft), ("sar", .shiftRightArithmetic), ("shr", .shiftRightLogical),
    ]

    /// The unary keys the tables cover.
    static let unaryKeys = ["not", "rol", "ror", "popcount", "neg", "sqr", "abs"]

    /// The edge values of a format, as decimal text of the value: 0, 1, −1 (reduced), min, max, 0x55…, 0xAA….
    static func edgeValues(_ format: Format) -> [String] {
        with(format) { (_: any FixedWidthInteger.Type, values: [any FixedWidthInteger]) in values.map { "\($0)" } }
    }

    /// The display `a op b =` shows (nil: Error), both given as decimal text of values of `format`.
    static func binary(_ operation: BinaryOperation, _ a: String, _ b: String, _ format: Format) -> String? {
        switch (format.width, format.isSigned) {
        case (.byte, true): binary(operation, Int8(a)!, Int8(b)!)
        case (.byte, false): binary(operation, UInt8(a)!, UInt8(b)!)
        case (.word, true): binary(operation, Int16(a)!, Int16(b)!)
        case (.word, false): binary(operation, UInt16(a)!, UInt16(b)!)
        case (.doubleWord, true): binary(operation, Int32(a)!, Int32(b)!)
        case (.doubleWord, false): binary(operation, UInt32(a)!, UInt32(b)!)
        case (.quadWord, true): binary(operation, Int64(a)!, Int64(b)!)
        case (.quadWord, false): binary(operation, UInt64(a)!, UInt64(b)!)
        }
    }

    /// The display after the unary key `name` on `a` (nil: Error).
    static func unary(_ name: String, _ a: String, _ format: Format) -> String? {
        switch (format.width, format.isSigned) {
        case (.byte, true): unary(name, Int8(a)!)
        case (.byte, false): unary(name, UInt8(a)!)
        case (.word, true): unary(name, Int16(a)!)
        case (.word, false): unary(name, UInt16(a)!)
        case (.doubleWord, true): unary(name, Int32(a)!)
        case (.doubleWord, false): unary(name, UInt32(a)!)
        case (.quadWord, true): unary(name, Int64(a)!)
        case (.quadWord, false): unary(name, UInt64(a)!)
        }
    }

    /// `text` (decimal, any integer of any format) reduced to `format`: sign- or zero-extended from
    /// `from`, then truncated to the new width.
    static func converted(_ text: String, from: Format, to: Format) -> String {
        let bits: UInt64 =
            from.isSigned ? UInt64(bitPattern: Int64(text)!) : UInt64(text)!
        return switch (to.width, to.isSigned) {
        case (.byte, true): "\(Int8(truncatingIfNeeded: bits))"
        case (.byte, false): "\(UInt8(truncatingIfNeeded: bits))"
        case (.word, true): "\(Int16(truncatingIfNeeded: bits))"
        case (.word, false): "\(UInt16(truncatingIfNeeded: bits))"
        case (.doubleWord, true): "\(Int32(truncatingIfNeeded: bits))"
        case (.doubleWord, false): "\(UInt32(truncatingIfNeeded: bits))"
        case (.quadWord, true): "\(Int64(truncatingIfNeeded: bits))"
        case (.quadWord, false): "\(UInt64(truncatingIfNeeded: bits))"
        }
    }

    /// The w-bit pattern of the value `text` of `format` in `radix`, uppercase.
    static func pattern(_ text: String, _ format: Format, radix: Int) -> String {
        let bits: UInt64 = format.isSigned ? UInt64(bitPattern: Int64(text)!) : UInt64(text)!
        let mask: UInt64 = format.width == .quadWord ? .max : (1 << UInt64(format.width.bits)) - 1
        return String(bits & mask, radix: radix, uppercase: true)
    }

    // MARK: The model proper, on the language's integers

    static func binary<T: FixedWidthInteger>(_ operation: BinaryOperation, _ a: T, _ b: T) -> String? {
        let result: T?
        switch operation {
        case .add: result = a &+ b
        case .subtract: result = a &- b
        case .multiply: result = a &* b
        case .divide: result = b == 0 ? nil : a.dividedReportingOverflow(by: b).partialValue
        case .modulo: result = b == 0 ? nil : a.remainderReportingOverflow(dividingBy: b).partialValue
        case .power: result = power(a, b)
        case .and: result = a & b
        case .or: result = a | b
        case .xor: result = a ^ b
        case .nand: result = ~(a & b)
        case .nor: result = ~(a | b)
        case .xnor: result = ~(a ^ b)
        case .shiftLeft, .shiftRightArithmetic, .shiftRightLogical:
            guard b >= 0, b < T.bitWidth else { return nil }
            let count = Int(b)
            switch operation {
            case .shiftLeft: result = a << count
            case .shiftRightArithmetic: result = a >> count
            default: result = T(truncatingIfNeeded: T.Magnitude(truncatingIfNeeded: a) >> count)
            }
        case .minimum: result = Swift.min(a, b)
        case .maximum: result = Swift.max(a, b)
        case .gcd, .lcm:
            var (x, y) = (a.magnitude, b.magnitude)
            let (p, q) = (x, y)
            while y != 0 { (x, y) = (y, x % y) }
            if operation == .gcd {
                result = T(truncatingIfNeeded: x)
            } else {
                result = p == 0 || q == 0 ? 0 : T(truncatingIfNeeded: (p / x) &* q)
            }
        case .root, .scaleByPowerOfTen, .combinations, .permutations, .logarithm, .reversedPower, .hypot, .polar,
            .modularPower:
            result = nil
        }
        return result.map { "\($0)" }
    }

    /// aᵇ truncated toward zero, wrapping: 0 for |a| > 1 and b < 0; nil for 0 to a negative power.
    static func power<T: FixedWidthInteger>(_ a: T, _ b: T) -> T? {
        if b < 0 {
            if a == 0 { return nil }
            if a == 1 { return 1 }
            if a == -1 { return b % 2 == 0 ? 1 : -1 }
            return 0
        }
        var result: T = 1
        var base = a
        var exponent = b
        while exponent > 0 {
            if exponent & 1 == 1 { result = result &* base }
            base = base &* base
            exponent >>= 1
        }
        return result
    }

    static func unary<T: FixedWidthInteger>(_ name: String, _ a: T) -> String? {
        let bits = T.Magnitude(truncatingIfNeeded: a)
        let width = T.bitWidth
        let result: T
        switch name {
        case "not": result = ~a
        case "rol": result = T(truncatingIfNeeded: (bits << 1) | (bits >> (width - 1)))
        case "ror": result = T(truncatingIfNeeded: (bits >> 1) | (bits << (width - 1)))
        case "popcount": result = T(a.nonzeroBitCount)
        case "neg": result = 0 &- a
        case "sqr": result = a &* a
        case "abs": result = a < 0 ? 0 &- a : a
        default: return nil
        }
        return "\(result)"
    }

    /// Calls `body` with the integer type of `format` and its edge values.
    private static func with<R>(
        _ format: Format, _ body: (any FixedWidthInteger.Type, [any FixedWidthInteger]) -> R
    ) -> R {
        func values<T: FixedWidthInteger>(_: T.Type) -> [any FixedWidthInteger] {
            let fives = T(truncatingIfNeeded: UInt64(0x5555_5555_5555_5555))
            let tens = T(truncatingIfNeeded: UInt64(0xAAAA_AAAA_AAAA_AAAA))
            return [T(0), T(1), T(truncatingIfNeeded: -1), T.min, T.max, fives, tens]
        }
        return switch (format.width, format.isSigned) {
        case (.byte, true): body(Int8.self, values(Int8.self))
        case (.byte, false): body(UInt8.self, values(UInt8.self))
        case (.word, true): body(Int16.self, values(Int16.self))
        case (.word, false): body(UInt16.self, values(UInt16.self))
        case (.doubleWord, true): body(Int32.self, values(Int32.self))
        case (.doubleWord, false): body(UInt32.self, values(UInt32.self))
        case (.quadWord, true): body(Int64.self, values(Int64.self))
        case (.quadWord, false): body(UInt64.self, values(UInt64.self))
        }
    }

    /// The lines of Tests/Tables/programmer.check: every key × format × edge values (shift counts also
    /// 3, w − 1 and w), each `KEYS => DISPLAY` on a fresh calculator in programmer mode.
    static func tableLines() -> [String] {
        var lines = [
            "# Programmer mode (calc-eval --programmer): every binary and unary key x width x signedness x the",
            "# edge values 0, 1, -1, min, max, 0x55..., 0xAA... (shift counts also 3, w-1, w). Generated from the",
            "# independent model in Tests/CalcEngineTests/Programmer/ProgrammerModel.swift (UPDATE_GOLDEN=1",
            "# rewrites it); the engine must agree on every backend.",
        ]
        for format in Format.all {
            var seen: Set<String> = []
            // Unsigned, −1 is max: each value once.
            let values = edgeValues(format).filter { seen.insert($0).inserted }
            for (name, operation) in binaryKeys {
                var rights = values
                if operation.isBitwise && operation.programmerPrecedence == 4 {
                    rights += ["3", "\(format.width.bits - 1)", "\(format.width.bits)"].filter { !values.contains($0) }
                }
                for a in values {
                    for b in rights {
                        let expected = binary(operation, a, b, format) ?? "Error"
                        lines.append("\(format.keys) [\(a)] \(name) [\(b)] = => \(expected)")
                    }
                }
            }
            for name in unaryKeys {
                for a in values {
                    lines.append("\(format.keys) [\(a)] \(name) => \(unary(name, a, format) ?? "Error")")
                }
            }
        }
        return lines
    }
}
