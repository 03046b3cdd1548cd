extension Calculator {
    /// What a calculator's configuration decides about values, apart from its keys' state: reading typed
    /// text, the binary operations and functions with the snapping, cancellation and exactness rules,
    /// complex results, and the display text of a value.
    ///
    /// Its own small value, so that a key calls it without copying the calculator: a call from a key
    /// (which mutates the calculator) of a method that only reads the calculator copies the whole of it
    /// (560 bytes on Double, more than 1 KB on MPFR) before the call, which cost a tenth of calc-eval's time.
    struct Arithmetic: Sendable {
        /// The settings.
        var configuration: Configuration
        /// The formatter of displayed values, for the configuration's display digits.
        let formatter: DisplayFormatter
        /// The backend's zero, made once.
        let zero: Value

        /// The arithmetic of `configuration`.
        init(configuration: Configuration) {
            self.configuration = configuration
            formatter = DisplayFormatter(significantDigits: configuration.displayDigits)
            zero = configuration.backend.value(0)
        }

        /// The backend.
        var backend: Backend { configuration.backend }
    }
}

extension Calculator.Arithmetic {
    typealias Number = Calculator.Number
    typealias Value = Backend.Value

    /// Typed decimal text as a number, exact when the backend holds its value without rounding.
    func parse(_ text: String) throws(ArithmeticError) -> Number {
        try number(parsed: backend.valueReportingExactness(decimal: text))
    }

    /// The number a literal key enters: its decimal text read as typed text is, or a fraction p/q as
    /// p ÷ q (one rounding; exact when the quotient is, as on the exact backend).
    func parse(literal: NumberLiteral) throws(ArithmeticError) -> Number {
        guard let fraction = literal.fraction else { return try parse(literal.text) }
        return try combine(.divide, parse(fraction.numerator), parse(fraction.denominator), angle: .radians)
    }

    /// ``parse(_:)`` of a typed entry, read from its bytes.
    func parse(_ entry: EntryText) throws(ArithmeticError) -> Number {
        try number(parsed: entry.withUTF8 { backend.valueReportingExactness(decimalUTF8: $0) })
    }

    /// A parsed value and its exactness as a number; `Error` when it is not finite.
    func number(parsed: (value: Backend.Value, isExact: Bool)) throws(ArithmeticError) -> Number {
        let (value, isExact) = parsed
        if backend.isFinite(value) { return Number(value: value, isExact: isExact) }
        if backend.isNaN(value) { throw .invalidOperation }
        throw .overflow
    }

    /// The text a typed entry's value is displayed as, when it is the entry itself and so needs no
    /// formatting; nil when formatting could change it.
    ///
    /// That is when the entry is a plain decimal (`-` sign, digits, at most one point) with no leading
    /// zero before another digit, no trailing zero after the point and no trailing point, is not zero,
    /// is shown positionally (−7 ≤ exponent < D), and has at most D significant digits where D is at most
    /// ⌊(P − 2)·log₁₀ 2⌋ for the backend's P bits: then the value rounded to P bits and back to D digits is
    /// the entry again (15 digits for Double, 50 of 256-bit MPFR's 76).
    func entryDisplay(_ text: String) -> String? {
        let digits = configuration.displayDigits
        guard Double(digits) <= Double(backend.precision - 2) * SignificantDigits.log10Of2 else { return nil }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let utf8 = text.utf8
        var index = utf8.startIndex
        if index != utf8.endIndex && utf8[index] == UInt8(ascii: "-") { utf8.formIndex(after: &index) }
        var integerDigits = 0
        var firstDigit: UInt8 = 0
        while index != utf8.endIndex && isDigit(utf8[index]) {
            if integerDigits == 0 { firstDigit = utf8[index] }
            integerDigits += 1
            utf8.formIndex(after: &index)
        }
        var fractionDigits = 0
        var leadingFractionZeros = 0
        var fractionIsZero = true
        if index != utf8.endIndex && utf8[index] == UInt8(ascii: ".") {
            utf8.formIndex(after: &index)
            var lastDigit: UInt8 = 0
            while index != utf8.endIndex && isDigit(utf8[index]) {
                lastDigit = utf8[index]
                if fractionIsZero {
                    if lastDigit == UInt8(ascii: "0") { leadingFractionZeros += 1 } else { fractionIsZero = false }
                }
                fractionDigits += 1
                utf8.formIndex(after: &index)
            }
            guard fractionDigits >= 1, lastDigit != UInt8(ascii: "0") else { return nil }
        }
        guard index == utf8.endIndex, integerDigits >= 1 else { return nil }
        let integerIsZero = firstDigit == UInt8(ascii: "0")
        if integerIsZero {
            guard integerDigits == 1, !fractionIsZero else { return nil }  // "007" or zero itself
        }
        let exponent = integerIsZero ? -(leadingFractionZeros + 1) : integerDigits - 1
        let significant = integerIsZero ? fractionDigits - leadingFractionZeros : integerDigits + fractionDigits
        guard significant <= digits, exponent >= DisplayFormatter.smallestPositionalExponent, exponent < digits else {
            return nil
        }
        return text
    }

    /// `a op b` and its exactness, with the snapping rule applied to inexact operands that must be
    /// integers and the cancellation rule to + and − when an operand is inexact.
    func combine(_ op: BinaryOperation, _ a: Number, _ b: Number, angle: AngleUnit) throws(ArithmeticError) -> Number {
        // Outside programmer mode the bitwise keys work on integers of any size (programmer mode's
        // backend computes them on its words).
        if op.isBitwise, !Calculator.isProgrammer { return try bitwise(op, a, b) }
        if a.imaginary != nil || b.imaginary != nil || op == .polar {
            return try complexCombine(op, a, b, angle: angle)
        }
        var a = a
        var b = b
        let op = configuration.snapsCancellation ? snapOperands(op, &a, &b) : op
        try checkCombinatoricsBound(op, a.value, b.value)
        if op.needsUnitsDigits, hasLostUnitsDigit(a) || (hasLostUnitsDigit(b) && divisorMatters(op, a, b)) {
            throw .invalidOperation
        }
        let exactOperands = a.isExact && b.isExact
        if op == .modulo, !exactOperands, try remainderIsZero(a, b) { return Number(value: zero, isExact: true) }
        let raw =
            exactOperands
            ? backend.applyReportingExactness(op, a.value, b.value)
            : (value: backend.apply(op, a.value, b.value), isExact: false)
        let result: Value
        do {
            result = try backend.checked(raw.value, of: op, a.value, b.value)
        } catch .invalidOperation where configuration.complexResults {
            // A real result that leaves the reals ((−8)^(1/3)): its principal complex value.
            return try complexCombine(op, a, b, angle: angle)
        }
        if configuration.snapsCancellation, !exactOperands, op == .add || op == .subtract,
            backend.isCancellation(result, a.value, b.value)
        {
            // result − result: a zero as (in)exact as the result itself, so an approximation stays one.
            return Number(value: backend.difference(result, result), isExact: false)
        }
        return Number(value: result, isExact: raw.isExact)
    }

    /// Moves inexact operands that `op` needs as integers onto the integer within 2^(8−P) of them: the
    /// exponent of a negative base (`8 neg pow ( 0.1 + 0.2 + 2.7 ) =` is −512), the degree of a root of
    /// a negative number, or the reciprocal of that degree (the (1/n)-th root is the n-th power, which
    /// it returns as the operation to apply instead).
    func snapOperands(_ op: BinaryOperation, _ a: inout Number, _ b: inout Number) -> BinaryOperation {
        switch op.integerOperands {
        case .none:
            return op
        case .both:
            snapOntoInteger(&a)
            snapOntoInteger(&b)
            return op
        case .rightWhenLeftIsNegative:
            guard !b.isExact, backend.hasNegativeSign(a.value), !backend.isZero(a.value) else { return op }
            if snapOntoInteger(&b) {
                return op
            } else if op == .root, backend.isFinite(b.value), !backend.isZero(b.value) {
                // A degree that is 1/n up to residue: the root is the n-th power (rounding 1/n ruins it).
                let reciprocal = backend.quotient(backend.value(1), b.value)
                if let n = backend.nearestIntegerWithinResidue(of: reciprocal) ?? exactInteger(reciprocal) {
                    b = Number(value: n, isExact: backend.isOnlyPoint(n, in: .integers))
                    return .power
                }
            }
            return op
        case .leftWhenRightIsNegative:
            // The rule above with the operands swapped (yˣ's exponent is its left operand).
            _ = snapOperands(.power, &b, &a)
            return op
        }
    }

    /// Moves an inexact `x` onto the integer within 2^(8−P) of it, if any, and says whether it did: the
    /// snapping rule for every key that needs an integer, function or operand. The integer is the point
    /// the keys meant, so it is exact when it is the only one that near (``NumericBackend/isOnlyPoint(_:in:)``:
    /// not an integer beyond 2^(P−9), whose neighbours are as near): `0.1 × 3 × 10 = fact` is exactly
    /// 6, and `gcd(0.1 × 3 × 10, 4)` exactly 1. An inexact zero (the cancellation rule's:
    /// `0.7 + 0.2 − 0.9 =`) is the integer 0 the keys meant.
    @discardableResult
    func snapOntoInteger(_ x: inout Number) -> Bool {
        guard !x.isExact else { return false }
        if backend.isZero(x.value) {
            guard backend.allowsSnapping(x.value, onto: x.value) else { return false }
            x.isExact = true
            return true
        }
        guard let n = backend.nearestIntegerWithinResidue(of: x.value) else { return false }
        x = Number(value: n, isExact: backend.isOnlyPoint(n, in: .integers))
        return true
    }

    /// The operands of an integer key (`powmod`, the bitwise keys), each snapped onto an integer as
    /// `mod`'s are (``snapOntoInteger(_:)``), so that the result is exact when they were (or became).
    func snappedIntegerOperands(_ operands: [Number]) -> [Number] {
        guard configuration.snapsCancellation else { return operands }
        return operands.map { operand in
            var x = operand
            if x.imaginary == nil { snapOntoInteger(&x) }
            return x
        }
    }

    /// a^b mod m, the `powmod` key after `a pow b` (``BinaryOperation/modularPower``): of integers, the
    /// operands snapped and checked as `mod`'s are, computed from their digits by ``ModularPower`` the
    /// same way on every backend, and exact when its operands are and the backend holds the result.
    ///
    /// `Error` for a non-integer or complex operand, b < 0, an operand whose units digit is lost, or a
    /// backend that cannot tell an operand's digits, or m = 0 (as `mod 0`); an operand
    /// of more than ``ModularPower/maximumDigits`` digits overflows (a work limit).
    func modularPower(_ a: Number, _ b: Number, _ m: Number) throws(ArithmeticError) -> Number {
        let operands = snappedIntegerOperands([a, b, m])
        var integers: [DecimalInteger] = []
        for operand in operands { integers.append(try integerOperand(operand, truncating: false)) }
        let result: DecimalInteger
        do {
            result = try ModularPower.result(base: integers[0], exponent: integers[1], modulus: integers[2])
        } catch {
            switch error {
            // m = 0 is what `mod 0` is: invalid.
            case .zeroModulus, .negativeExponent: throw .invalidOperation
            case .operandTooLarge: throw .overflow
            }
        }
        return try integer(result, of: operands)
    }

    /// `a op b` for the bitwise keys outside programmer mode (`BinaryOperation.isBitwise`): the
    /// operands snapped as `mod`'s are and truncated toward zero (as programmer mode truncates), then
    /// computed by ``BitwiseInteger`` in two's complement of any width, the same way on every backend.
    ///
    /// `Error` for a complex operand, an operand whose units digit is lost, a negative shift count, or a
    /// logical shift right (`shr`) of a negative number; overflow past ``BitwiseInteger/maximumDigits``.
    func bitwise(_ op: BinaryOperation, _ a: Number, _ b: Number) throws(ArithmeticError) -> Number {
        let operands = snappedIntegerOperands([a, b])
        let x = try integerOperand(operands[0], truncating: true)
        let y = try integerOperand(operands[1], truncating: true)
        let result: DecimalInteger
        do throws(BitwiseInteger.Failure) {
            result = try BitwiseInteger.result(op, x, y)
        } catch {
            throw Self.arithmeticError(error)
        }
        return try integer(result, of: operands)
    }

    /// NOT (`not`, −x − 1) or popcount of `x` outside programmer mode, its operand as ``bitwise(_:_:_:)``'s
    /// (popcount of a negative number counts its 256-bit two's complement, as SpeedCrunch's does); nil for
    /// the programmer keys that need a word (``ProgrammerKey/needsWord``).
    func bitwiseFunction(_ key: ProgrammerKey, of x: Number) throws(ArithmeticError) -> Number? {
        let function: (DecimalInteger) throws(BitwiseInteger.Failure) -> DecimalInteger
        switch key {
        case .not:
            function = { operand throws(BitwiseInteger.Failure) in try BitwiseInteger.not(operand) }
        case .bitCount:
            function = { operand throws(BitwiseInteger.Failure) in
                DecimalInteger(try BitwiseInteger.bitCount(operand))
            }
        case .hexDigit, .rotateLeft, .rotateRight, .rotateLeftThroughCarry, .rotateRightThroughCarry, .toggleBit,
            .radix, .width, .signed, .unsigned:
            return nil
        }
        let snapped = snappedIntegerOperands([x])
        let operand = try integerOperand(snapped[0], truncating: true)
        let result: DecimalInteger
        do throws(BitwiseInteger.Failure) {
            result = try function(operand)
        } catch {
            throw Self.arithmeticError(error)
        }
        return try integer(result, of: snapped)
    }

    /// The error of a bitwise key's failure: overflow for a work limit, invalid otherwise.
    static func arithmeticError(_ failure: BitwiseInteger.Failure) -> ArithmeticError {
        switch failure {
        case .tooLarge: .overflow
        case .undefined: .invalidOperation
        }
    }

    /// An operand of an integer key (`powmod`, the bitwise keys), snapped already
    /// (``snappedIntegerOperands(_:)``), as a sign and decimal digits: truncated toward zero when
    /// `truncating` (otherwise a non-integer is `Error`). `Error` for a complex operand or one whose units
    /// digit is lost; overflow beyond ``ModularPower/maximumDigits`` digits.
    func integerOperand(_ operand: Number, truncating: Bool) throws(ArithmeticError) -> DecimalInteger {
        guard operand.imaginary == nil else { throw .invalidOperation }
        var x = operand
        // (An inexact value is truncated even when it looks like an integer: a backend that verifies digits
        // tells by the truncation's own enclosure that 1 − 10⁻¹⁰⁰, 1 at its base precision, truncates to 0.)
        if truncating, backend.isFinite(x.value), !x.isExact || !backend.isInteger(x.value) {
            x.value = backend.apply(.trunc, to: x.value, angle: .radians)
        }
        guard backend.isFinite(x.value), backend.isInteger(x.value), !hasLostUnitsDigit(x) else {
            throw .invalidOperation
        }
        if let fraction = backend.exactFraction(of: x.value, maximumDigits: ModularPower.maximumDigits),
            fraction.isInteger
        {
            guard let integer = DecimalInteger(isNegative: fraction.isNegative, digits: fraction.numerator) else {
                throw .invalidOperation
            }
            return integer
        }
        // No fraction to read (an approximation of the exact backend that is an integer, trunc √2): the
        // integer's every digit, which its decimal digits to the units give without rounding. One digit
        // estimates the exponent, one too high when it rounds up (97 is 1e2); so the digits are asked for
        // to that exponent, and kept to the units of their own, exact one (97.0 is 97).
        let estimate = backend.decimalDigits(of: x.value, significantDigits: 1).exponent
        guard estimate < ModularPower.maximumDigits else { throw .overflow }
        let digits = backend.decimalDigits(of: x.value, significantDigits: max(estimate, 0) + 1)
        let text = String(decoding: digits.digits.prefix(max(digits.exponent, 0) + 1), as: UTF8.self)
        // A backend that verifies digits may tell that the value is not that integer (`powmod` of
        // 1 − 10⁻¹⁰⁰, 1 at its base precision): then it is no integer operand. Where it cannot tell (the
        // digits are uncertain: `trunc(7.5 mod 2.2)`), the digits stand, and the result is unproven
        // (``integer(_:of:)``).
        let integer = try number(
            parsed: backend.valueReportingExactness(integerDigits: text, isNegative: digits.isNegative))
        guard
            backend.hasUncertainDigits(x.value, significantDigits: text.count)
                || backend.allowsSnapping(x.value, onto: integer.value)
        else { throw .invalidOperation }
        guard let result = DecimalInteger(isNegative: digits.isNegative, digits: text) else {
            throw .invalidOperation
        }
        return result
    }

    /// The integer `result` of an integer key on `operands`, in the backend, rounded once: exact when the
    /// operands were and the backend holds it. On a backend that verifies digits, an operand whose digits
    /// it cannot prove leaves the result unproven too (shown with its digits marked approximate, as `mod`'s
    /// own result is): the result is made to depend on it, as 0 × the operand added.
    func integer(_ result: DecimalInteger, of operands: [Number]) throws(ArithmeticError) -> Number {
        let number = try number(
            parsed: backend.valueReportingExactness(integerDigits: result.digits, isNegative: result.isNegative))
        var value = number.value
        var isExact = number.isExact
        for operand in operands {
            isExact = isExact && operand.isExact
            if backend.hasUncertainDigits(operand.value, significantDigits: 1) {
                value = backend.sum(value, backend.product(zero, operand.value))
                isExact = false
            }
        }
        return Number(value: value, isExact: isExact)
    }

    /// Whether `x` is inexact and too large for its units digit to be known
    /// (``NumericBackend/hasLostUnitsDigit(_:)``, ``BinaryOperation/needsUnitsDigits``).
    func hasLostUnitsDigit(_ x: Number) -> Bool {
        !x.isExact && backend.hasLostUnitsDigit(x.value)
    }

    /// What the quotient a/b decides of `a mod b` with an inexact operand (a nonzero b), computed once:
    ///
    /// - Throws: ``ArithmeticError/invalidOperation`` when a/b is too large for its units digit to be known
    ///   (2^P or more): the operands' rounding, times the quotient, is then at least b, so the remainder
    ///   would be rounding alone (`1 mod 1e-20` on Double was 6.7e-21, where the typed numbers give 0).
    /// - Returns: whether a/b lies within residue of an integer that is the only one there, with the
    ///   cancellation rule on: the jump of `mod`, where the keys meant 0, not residue or the whole
    ///   divisor (`0.3 mod 0.1`), as `frac`'s argument snaps onto an integer.
    func remainderIsZero(_ a: Number, _ b: Number) throws(ArithmeticError) -> Bool {
        guard !backend.isZero(b.value) else { return false }
        let quotient = backend.quotient(a.value, b.value)
        if backend.hasLostUnitsDigit(quotient) { throw .invalidOperation }
        guard configuration.snapsCancellation, let n = backend.nearestIntegerWithinResidue(of: quotient) else {
            return false
        }
        return backend.isOnlyPoint(n, in: .integers)
    }

    /// Whether b's own digits decide `op`'s result: always for gcd and lcm; for `a mod b` only when
    /// |a| ≥ |b| (below, the result is a, or a + b, whatever b's units digit: `7 mod 1e30` is 7).
    func divisorMatters(_ op: BinaryOperation, _ a: Number, _ b: Number) -> Bool {
        guard op == .modulo else { return true }
        return !backend.isLess(backend.magnitude(a.value), than: backend.magnitude(b.value))
    }

    /// `x` when it is an integer.
    func exactInteger(_ x: Value) -> Value? { backend.isInteger(x) ? x : nil }

    /// f(x) and its exactness, with the snapping rule applied to an inexact x near a singular point of f
    /// (the snapped x is exact).
    func applyFunction(_ f: UnaryFunction, to x: Number, angle: AngleUnit) throws(ArithmeticError) -> Number {
        if x.imaginary != nil { return try complexFunction(f, x, angle: angle) }
        var x = x
        if configuration.snapsCancellation, !x.isExact, let points = f.singularPoints {
            if points == .integers {
                snapOntoInteger(&x)
            } else if let p = backend.singularPoint(near: x.value, in: points, angle: angle) {
                if points.isPole { throw .divisionByZero }
                // The point the keys meant, so exact.
                x = Number(value: p, isExact: backend.isOnlyPoint(p, in: points))
            }
        }
        // A zero of either sign shows 0, so a function sees +0: acot(−0) would be −90°, acot 0 is 90°. A
        // verified backend's value that only approximates to 0 (√2 + 10⁻¹⁰⁰ − √2) is not a zero: its
        // refined enclosure excludes 0, and the function sees the value.
        if backend.isZero(x.value), backend.allowsSnapping(x.value, onto: zero) { x.value = zero }
        let raw =
            x.isExact
            ? backend.applyReportingExactness(f, to: x.value, angle: angle)
            : (value: backend.apply(f, to: x.value, angle: angle), isExact: false)
        do {
            return Number(value: try backend.checked(raw.value, of: f, x.value), isExact: raw.isExact)
        } catch .invalidOperation where configuration.complexResults || f.isComplexKey {
            // A complex key (re, im, conj, arg), or a real result that leaves the reals (√−4, asin 2).
            return try complexFunction(f, x, angle: angle)
        }
    }

    /// `a EE b` right after the number a was typed: the typed number aEb, when b is an integer of at most
    /// nine digits (`0.3 EE 1` is exactly 3); nil otherwise.
    func typedScientific(_ text: String, exponent: Number) throws(ArithmeticError) -> Number? {
        let b = exponent.value
        guard exponent.imaginary == nil, backend.isInteger(b) else { return nil }
        let digits = backend.decimalDigits(of: b, significantDigits: 10)
        guard digits.exponent < 9 else { return nil }
        var integer = digits.isNegative ? "-" : ""
        integer +=
            digits.isZero ? "0" : String(decoding: digits.digits.prefix(max(0, digits.exponent) + 1), as: UTF8.self)
        let typed = try parse(text + "e" + integer)
        return Number(value: typed.value, isExact: typed.isExact && exponent.isExact)
    }
}
