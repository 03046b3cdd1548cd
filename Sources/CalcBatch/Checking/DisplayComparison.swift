import CalcEngine

/// Compares two displays of the same calculation, e.g. Double's and MPFR's.
public enum DisplayComparison {
    /// How many leading significant digits two displays share, compared over the first `limit` digits
    /// (digits a display does not show count as zeros: `0.3` and `0.30000000000000004` share 16).
    ///
    /// Two `Error` displays share `limit`; an `Error` and a number share 0; numbers of different sign or
    /// magnitude share 0. Returns nil when a display is not a number or `Error`.
    public static func sharedSignificantDigits(_ a: String, _ b: String, limit: Int) -> Int? {
        if a == "Error" || b == "Error" { return a == b ? limit : 0 }
        guard let x = parse(a), let y = parse(b) else { return nil }
        if x.digits.isEmpty && y.digits.isEmpty { return limit }
        if x.digits.isEmpty || y.digits.isEmpty { return 0 }
        guard x.negative == y.negative, x.exponent == y.exponent else { return 0 }
        var shared = 0
        while shared < limit {
            let dx = shared < x.digits.count ? x.digits[shared] : 0
            let dy = shared < y.digits.count ? y.digits[shared] : 0
            if dx != dy { break }
            shared += 1
        }
        return shared
    }

    /// How many of Double's significant digits are correct: the largest k ≤ `limit` such that the value
    /// `double` shows, rounded to k significant digits, equals the value `reference` shows rounded to k
    /// digits (each rounded half to even on its exact value, so a carry counts: 0.99999999 and 1.0000001
    /// share 7 digits as 1.000000).
    ///
    /// Two errors share `limit` digits, an error and a number none; two zeros share `limit`, a zero and
    /// a non-zero none. When either display is complex, each part is compared so and the smaller count
    /// is the answer (a real display has imaginary part 0).
    public static func correctSignificantDigits(of double: AnyCalculator, reference: AnyCalculator, limit: Int) -> Int {
        if double.complexDisplay != nil || reference.complexDisplay != nil {
            let bothErrors = double.isError && reference.isError
            let real = correctSignificantDigits(
                limit: limit, bothErrors: bothErrors, { double.displayedParts(roundedTo: $0)?.real },
                { reference.displayedParts(roundedTo: $0)?.real })
            let imaginary = correctSignificantDigits(
                limit: limit, bothErrors: bothErrors, { double.displayedParts(roundedTo: $0)?.imaginary },
                { reference.displayedParts(roundedTo: $0)?.imaginary })
            return min(real, imaginary)
        }
        return correctSignificantDigits(
            limit: limit, bothErrors: double.isError && reference.isError, { double.displayedValue(roundedTo: $0) },
            { reference.displayedValue(roundedTo: $0) })
    }

    /// The rule of ``correctSignificantDigits(of:reference:limit:)`` for two values given by their
    /// roundings to k digits.
    static func correctSignificantDigits(
        limit: Int, bothErrors: Bool, _ double: (Int) -> DecimalDigits?, _ reference: (Int) -> DecimalDigits?
    ) -> Int {
        guard let first = double(limit), let second = reference(limit) else { return bothErrors ? limit : 0 }
        if first.isZero || second.isZero { return first.isZero && second.isZero ? limit : 0 }
        var k = limit
        while k >= 1 {
            if let a = double(k), let b = reference(k), a.isNegative == b.isNegative, a.exponent == b.exponent,
                a.digits == b.digits
            {
                return k
            }
            k -= 1
        }
        return 0
    }

    /// Sign, significant digits (no leading zeros; empty for zero) and the exponent of the first digit.
    static func parse(_ text: String) -> (negative: Bool, digits: [Int], exponent: Int)? {
        var body = Substring(text)
        let negative = body.hasPrefix("-")
        if negative { body = body.dropFirst() }
        var exponent = 0
        if let e = body.firstIndex(of: "e") {
            guard let value = Int(body[body.index(after: e)...]) else { return nil }
            exponent = value
            body = body[..<e]
        }
        var digits: [Int] = []
        var pointSeen = false
        var integerDigits = 0
        var leadingZeros = 0
        for character in body {
            if character == "." {
                guard !pointSeen else { return nil }
                pointSeen = true
                continue
            }
            guard let d = character.wholeNumberValue else { return nil }
            if !pointSeen { integerDigits += 1 }
            if digits.isEmpty && d == 0 {
                if pointSeen { leadingZeros += 1 }
                continue
            }
            digits.append(d)
        }
        while digits.last == 0 { digits.removeLast() }
        if digits.isEmpty { return (negative, [], 0) }
        // Exponent of the first significant digit.
        let firstExponent: Int
        if body.first.map({ $0 != "0" }) ?? false, integerDigits > 0 {
            firstExponent = integerDigits - 1
        } else {
            firstExponent = -(leadingZeros + 1)
        }
        return (negative, digits, exponent + firstExponent)
    }
}
