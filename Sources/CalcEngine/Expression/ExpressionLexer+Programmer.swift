extension ExpressionLexer {
    /// A number written in another radix at `index`: `0x1F`, `0b1010`, `0o17`, and the prefixes Windows
    /// Calculator accepts in pasted text, `0n` (decimal), `0t` (octal) and `0y` (binary) (the prefix in
    /// either case, then at least one digit of the radix; hex digits in either case). Its value as
    /// decimal text and the number of scalars it takes; nil when there is none. `_` between two digits
    /// separates groups, and so does `'` in programmer mode (`programmer`), where an angle means nothing.
    /// Throws ``ExpressionError/Reason/radixExponentTooLarge(_:limit:)`` for an exponent of the radix
    /// beyond ``maximumRadixExponent``, ``ExpressionError/Reason/radixFractionTooLong(_:limit:)`` for a
    /// fraction of more than ``maximumFractionDigits`` digits.
    static func radixLiteral(
        _ scalars: ExpressionScalars, at index: Int, programmer: Bool
    ) throws(ExpressionError) -> (decimal: String, length: Int)? {
        guard index + 2 < scalars.count, scalars[index] == "0" else { return nil }
        let radix: Radix
        switch scalars[index + 1] {
        case "x", "X": radix = .hexadecimal
        case "b", "B", "y", "Y": radix = .binary
        case "o", "O", "t", "T": radix = .octal
        case "n", "N": radix = .decimal
        default: return nil
        }
        var digits: [UInt8] = []
        var end = index + 2
        while let byte = asciiByte(scalars, at: end) {
            if let digit = radix.digitValue(byte) {
                digits.append(UInt8(digit))
            } else if !isSeparator(scalars, at: end, radix: radix, apostrophe: programmer) {
                break
            }
            end += 1
        }
        var fractionCount = 0
        // Whether the number has its point (a second one makes it malformed, as `1.2.` is).
        var pointed = false
        if digits.isEmpty, end == index + 2, let byte = asciiByte(scalars, at: end),
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (radix == .hexadecimal && isLetterOrDigit(byte) && byte | 0x20 > UInt8(ascii: "f"))
        {
            // `0b2`, `0o9`, `0xG`: a prefix, then a digit or letter that is not the radix's (a name cannot
            // start there, so no variable is meant).
            var end = end
            while let byte = asciiByte(scalars, at: end), isLetterOrDigit(byte) { end += 1 }
            throw ExpressionError(column: index + 1, reason: .notInRadix(text(scalars, index..<end), radix))
        }
        if digits.isEmpty {
            // SpeedCrunch's `0x.f` (15/16): a fraction in another radix without an integer part (in
            // programmer mode truncated, as `1.5` is).
            guard let (fraction, fractionEnd) = try fractionDigits(scalars, after: end, radix: radix) else {
                return nil
            }
            digits = [0] + fraction
            fractionCount = fraction.count
            end = fractionEnd
            pointed = true
        } else {
            end = groups(scalars, after: (index + 2)..<end, radix: radix, appendingTo: &digits)
            // SpeedCrunch's fractions in another radix: `0b1.1` is 1.5, `0x0.8` 0.5 (in programmer mode
            // truncated, as `1.5` is).
            if let (fraction, fractionEnd) = try fractionDigits(scalars, after: end, radix: radix) {
                digits += fraction
                fractionCount = fraction.count
                end = fractionEnd
                pointed = true
            } else if asciiByte(scalars, at: end) == UInt8(ascii: ".") {
                // A point with no digits after it ends the number, as in `5.` (`0x1.` is 1).
                end += 1
                pointed = true
            }
        }
        // SpeedCrunch's exponent of the radix, outside programmer mode: the point moves by that many digits.
        if !programmer, let (exponent, exponentEnd) = radixExponent(scalars, after: end, radix: radix) {
            guard abs(exponent) <= maximumRadixExponent else {
                throw ExpressionError(
                    column: index + 1,
                    reason: .radixExponentTooLarge(text(scalars, index..<exponentEnd), limit: maximumRadixExponent))
            }
            fractionCount -= exponent
            if fractionCount < 0 {
                digits += [UInt8](repeating: 0, count: -fractionCount)
                fractionCount = 0
            }
            end = exponentEnd
        }
        // `0b12`, `0o78`, `0b1.2`: a decimal digit the radix lacks right after its digits or its point (two
        // numbers are never written side by side, so no multiplication is meant).
        if pointed, asciiByte(scalars, at: end) == UInt8(ascii: ".") {
            var end = end
            while let byte = asciiByte(scalars, at: end), byte == UInt8(ascii: ".") || isLetterOrDigit(byte) {
                end += 1
            }
            throw ExpressionError(column: index + 1, reason: .malformedNumber(text(scalars, index..<end)))
        }
        let afterPoint = asciiByte(scalars, at: end) == UInt8(ascii: ".") ? end + 1 : end
        if let byte = asciiByte(scalars, at: afterPoint), byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
            var end = afterPoint
            while let byte = asciiByte(scalars, at: end), isLetterOrDigit(byte) { end += 1 }
            throw ExpressionError(column: index + 1, reason: .notInRadix(text(scalars, index..<end), radix))
        }
        try checkLength(of: digits, in: scalars, index..<end)
        return (decimalText(ofDigits: digits, radix: radix.base, fractionDigits: fractionCount), end - index)
    }

    /// The largest exponent of the radix a number may have (``radixExponent(_:after:radix:)``).
    static let maximumRadixExponent = 1_000

    /// SpeedCrunch's exponent of a binary, octal or hexadecimal number at `position`: `b` (binary), `o` or
    /// `C` (octal), `h` (hexadecimal) in either case, an optional sign, and digits in the number's radix
    /// or after a prefix of their own (`0d` decimal, `0x`, `0o`, `0b`): `0b10b10` is 2 × 2², `0x2h10`
    /// 2 × 16¹⁶, `0o2o-0d8` 2 × 8⁻⁸. The exponent and where it ends (beyond ``maximumRadixExponent`` in
    /// magnitude, any number above it); nil when there is none, or when a letter or digit runs on after
    /// it (a name, `0x2hz`).
    private static func radixExponent(
        _ scalars: ExpressionScalars, after position: Int, radix: Radix
    ) -> (exponent: Int, end: Int)? {
        guard let marker = asciiByte(scalars, at: position).map({ $0 | 0x20 }) else { return nil }
        switch radix {
        case .binary: guard marker == UInt8(ascii: "b") else { return nil }
        case .octal: guard marker == UInt8(ascii: "o") || marker == UInt8(ascii: "c") else { return nil }
        case .hexadecimal: guard marker == UInt8(ascii: "h") else { return nil }
        case .decimal: return nil
        }
        var end = position + 1
        var negative = false
        if let sign = asciiByte(scalars, at: end), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            negative = sign == UInt8(ascii: "-")
            end += 1
        }
        var digitsRadix = radix
        if asciiByte(scalars, at: end) == UInt8(ascii: "0"), let letter = asciiByte(scalars, at: end + 1) {
            let prefixed: Radix? =
                switch letter | 0x20 {
                case UInt8(ascii: "d"): .decimal
                case UInt8(ascii: "x"): .hexadecimal
                case UInt8(ascii: "o"): .octal
                case UInt8(ascii: "b"): .binary
                default: nil
                }
            if let prefixed, let next = asciiByte(scalars, at: end + 2), prefixed.digitValue(next) != nil {
                digitsRadix = prefixed
                end += 2
            }
        }
        var exponent = 0
        let start = end
        while let byte = asciiByte(scalars, at: end), let digit = digitsRadix.digitValue(byte) {
            // Past the limit the value stops growing: the caller reports it.
            exponent = min(exponent * digitsRadix.base + Int(digit), maximumRadixExponent + 1)
            end += 1
        }
        guard end > start else { return nil }
        if let next = asciiByte(scalars, at: end), isLetterOrDigit(next) || next == UInt8(ascii: "_") { return nil }
        return (negative ? -exponent : exponent, end)
    }

    /// The most significant digits a number in another radix may have (`0x…`, `…₁₆`): its decimal is built
    /// in time quadratic in their number, 0.2 s for this many hexadecimal digits (262,144 bits) in a release
    /// build; 200,000 took 2.2 s, and a line of 64 MiB would have taken hours.
    static let maximumRadixDigits = 65_536

    /// Throws ``ExpressionError/Reason/radixNumberTooLong(_:limit:digits:)`` when `digits`, the values of a
    /// number written in `range`, have more than ``maximumRadixDigits`` significant ones.
    static func checkLength(of digits: [UInt8], in scalars: ExpressionScalars, _ range: Range<Int>)
        throws(ExpressionError)
    {
        let significant = digits.count - (digits.firstIndex { $0 != 0 } ?? digits.count)
        guard significant > maximumRadixDigits else { return }
        throw ExpressionError(
            column: range.lowerBound + 1,
            reason: .radixNumberTooLong(text(scalars, range), limit: maximumRadixDigits, digits: significant))
    }

    /// The most digits a fraction in another radix may have (`0b0.1…`): its exact decimal has up to 4
    /// decimals a hexadecimal digit, built in time quadratic in that.
    static let maximumFractionDigits = 64

    /// The digits of `radix` after a point at `position` (`.1` in `0b1.1`), at least one, and where they
    /// end; nil when there are none.
    ///
    /// - Throws: ``ExpressionError/Reason/radixFractionTooLong(_:limit:)`` for more than
    ///   ``maximumFractionDigits``.
    private static func fractionDigits(
        _ scalars: ExpressionScalars, after position: Int, radix: Radix
    ) throws(ExpressionError) -> (digits: [UInt8], end: Int)? {
        guard position < scalars.count, scalars[position] == "." else { return nil }
        var digits: [UInt8] = []
        var end = position + 1
        // `_` between two digits separates groups, as in the integer part (`0x.f_f`).
        while let byte = asciiByte(scalars, at: end) {
            if let digit = radix.digitValue(byte) {
                digits.append(UInt8(digit))
            } else if digits.isEmpty || !isSeparator(scalars, at: end, radix: radix, apostrophe: false) {
                break
            }
            end += 1
        }
        guard !digits.isEmpty else { return nil }
        guard digits.count <= maximumFractionDigits else {
            throw ExpressionError(
                column: position + 1,
                reason: .radixFractionTooLong(text(scalars, position..<end), limit: maximumFractionDigits))
        }
        return (digits, end)
    }

    /// Where a word whose digits so far are `firstGroup` ends when groups follow it as the display groups
    /// a word (``groupsEnd(after:in:size:exactFirst:isDigit:continues:)`` with ``Radix/groupSize`` digits
    /// of `radix`: 4 in binary and hexadecimal, 3 in octal; `1111 0000`, qalc's `0b1011 0010`, `7 FFFF`),
    /// the groups' digits appended to `digits`. A group may not run on into a letter, a digit or a
    /// separator.
    static func groups(
        _ scalars: ExpressionScalars, after firstGroup: Range<Int>, radix: Radix, appendingTo digits: inout [UInt8]
    ) -> Int {
        let digitValue = { (position: Int) in asciiByte(scalars, at: position).flatMap(radix.digitValue) }
        let end = groupsEnd(
            after: firstGroup, in: scalars, size: radix.groupSize, exactFirst: false,
            isDigit: { digitValue($0) != nil },
            continues: { position in
                // A suffix after a group ends the number (`1010 1010b`, `FFFF FFFFu`).
                guard suffixLength(scalars, at: position, among: suffixes(in: radix)) == 0 else { return false }
                return asciiByte(scalars, at: position).map {
                    isLetterOrDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "'")
                } ?? false
            })
        for position in firstGroup.upperBound..<end {
            if let digit = digitValue(position) { digits.append(UInt8(digit)) }
        }
        return end
    }

    /// In programmer mode with a radix other than decimal, a number without a prefix at `index`: a run of
    /// ASCII letters and digits that starts with a digit or, in hexadecimal, is made only of hexadecimal
    /// digits (`FF`, `cafe`; a longer name such as `and` or `fact` is a name). Its value as decimal text and
    /// the number of scalars it takes; nil when there is none.
    ///
    /// - Throws: ``ExpressionError/Reason/notInRadix(_:_:)`` for a run that starts with a digit and has a
    ///   character outside the radix (`102` in binary, `1G` in hexadecimal).
    static func wordLiteral(_ scalars: ExpressionScalars, at index: Int, radix: Radix) throws(ExpressionError)
        -> (decimal: String, length: Int)?
    {
        func ascii(_ position: Int) -> UInt8? { asciiByte(scalars, at: position) }
        func isAlphanumeric(_ byte: UInt8) -> Bool { isLetterOrDigit(byte) || byte == UInt8(ascii: "_") }
        guard let first = ascii(index) else { return nil }
        if first == UInt8(ascii: ".") {
            // A fraction without a whole part, in the radix (`.1` in binary is 0.5, truncated to 0): digits
            // that are not the radix's are refused, as after a whole part, not read as decimal.
            if let (fraction, end) = try fractionDigits(scalars, after: index, radix: radix) {
                return (
                    decimalText(ofDigits: [0] + fraction, radix: radix.base, fractionDigits: fraction.count),
                    end - index
                )
            }
            guard let next = ascii(index + 1), isLetterOrDigit(next), next < UInt8(ascii: "A") else { return nil }
            var end = index + 1
            while let byte = ascii(end), isAlphanumeric(byte) { end += 1 }
            throw ExpressionError(column: index + 1, reason: .notInRadix(text(scalars, index..<end), radix))
        }
        let startsWithDigit = first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")
        guard startsWithDigit || (radix == .hexadecimal && radix.digitValue(first) != nil) else { return nil }
        // `'` between two digits separates them (`F'F`, `1'0000`); `_` only in a run that starts with a
        // decimal digit (`1F_FF`): one that starts with a letter stays a name (`a_1`, a session's variable).
        // A `'` before a decimal digit the radix lacks is in the number too, so that binary `1'9` is not a
        // binary number rather than 1 and a minutes mark.
        let separates = { (position: Int) in
            if isSeparator(scalars, at: position, radix: radix, apostrophe: true) {
                return startsWithDigit || asciiByte(scalars, at: position) == UInt8(ascii: "'")
            }
            guard startsWithDigit, ascii(position) == UInt8(ascii: "'"), position > index,
                let before = ascii(position - 1), isLetterOrDigit(before),
                let after = ascii(position + 1)
            else { return false }
            return after >= UInt8(ascii: "0") && after <= UInt8(ascii: "9")
        }
        var digits: [UInt8] = []
        var allInRadix = true
        var end = index
        while let byte = ascii(end), isAlphanumeric(byte) || separates(end) {
            if let digit = radix.digitValue(byte) {
                digits.append(UInt8(digit))
            } else if !separates(end) {
                allInRadix = false
            }
            end += 1
        }
        if !allInRadix,
            let digits = Self.digitsBeforeSuffix(scalars, from: index, to: end, radix: radix, separates: separates)
        {
            // Windows Calculator's pasted forms: the digits before a radix or C suffix.
            return (wordDecimalText(ofDigits: digits, radix: radix.base), end - index)
        }
        guard allInRadix else {
            guard startsWithDigit else { return nil }
            throw ExpressionError(column: index + 1, reason: .notInRadix(text(scalars, index..<end), radix))
        }
        let firstGroupEnd = end
        end = groups(scalars, after: index..<end, radix: radix, appendingTo: &digits)
        if end > firstGroupEnd {
            // A suffix after groups (`177 777u`); one right after the digits was read above.
            end += suffixLength(scalars, at: end, among: suffixes(in: radix))
        }
        // A fraction in the radix (`1.1` in binary is 1.5), truncated by the calculator as `1.5` is.
        if let (fraction, fractionEnd) = try fractionDigits(scalars, after: end, radix: radix) {
            return (
                wordDecimalText(ofDigits: digits, radix: radix.base, fractionDigits: fraction),
                fractionEnd - index
            )
        }
        return (wordDecimalText(ofDigits: digits, radix: radix.base), end - index)
    }

    /// Whether the scalar at `position` separates two digits of `radix`
    /// (``isSeparator(_:at:apostrophe:isDigit:)``).
    static func isSeparator(
        _ scalars: ExpressionScalars, at position: Int, radix: Radix, apostrophe: Bool
    ) -> Bool {
        isSeparator(scalars, at: position, apostrophe: apostrophe) {
            asciiByte(scalars, at: $0).flatMap(radix.digitValue) != nil
        }
    }

    /// The byte of the ASCII scalar at `position`, or nil past the end or for any other scalar.
    static func asciiByte(_ scalars: ExpressionScalars, at position: Int) -> UInt8? {
        guard position < scalars.count, scalars[position].value < 0x80 else { return nil }
        return UInt8(scalars[position].value)
    }

    /// Whether `byte` is an ASCII letter or digit.
    static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    /// Programmer mode's operator symbols at `index`, read as the names of their operators, and the number
    /// of scalars each takes: `&`, `|`, `~`, `<<`, `>>`, `>>>`, and the logic symbols GNOME Calculator and
    /// qalc write, `∧` (and), `∨` (or), `⊻`, `⊕` and qalc's `^^` (xor), `⊼` (nand), `⊽` (nor), `¬` (not),
    /// `«` and `»` (shifts).
    static func programmerSymbol(_ scalars: ExpressionScalars, at index: Int) -> (name: String, length: Int)? {
        func scalar(_ offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }
        switch scalars[index] {
        // C's `&&` and `||` are read as names of their own, so that the message names them (and suggests
        // `&` and `|`) instead of the second `&`.
        case "&" where scalar(1) == "&": return ("&&", 2)
        case "|" where scalar(1) == "|": return ("||", 2)
        case "&", "|", "~": return (String(scalars[index]), 1)
        case "<" where scalar(1) == "<": return ("<<", 2)
        case ">" where scalar(1) == ">": return scalar(2) == ">" ? (">>>", 3) : (">>", 2)
        case "∧": return ("&", 1)
        case "∨": return ("|", 1)
        case "⊻", "⊕": return ("xor", 1)
        case "^" where scalar(1) == "^": return ("xor", 2)
        case "⊼": return ("nand", 1)
        case "⊽": return ("nor", 1)
        case "¬": return ("~", 1)
        case "«": return ("<<", 1)
        case "»": return (">>", 1)
        default: return nil
        }
    }
}
