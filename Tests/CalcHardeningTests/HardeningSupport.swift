import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// What the environment asks of the hardening tests, beyond ``TestEnvironment`` (`CALC_VALGRIND`,
/// `CALC_SANITIZER`: fewer iterations; `CALC_TEST_SEED`: replay a run):
///
/// - `CALC_SOAK_MINUTES=M`: the soak test runs the key fuzzer for M minutes (it is skipped otherwise).
enum HardeningEnvironment {
    /// Divides iteration counts: 1 normally, 50 under valgrind or a sanitizer.
    static let reduction: Int = TestEnvironment.isReduced ? 50 : 1

    /// The bound that catches a hang: 20 s, or 200 s under valgrind or a sanitizer. Timings are printed,
    /// and only this generous bound is asserted.
    static let hangBound: Double = TestEnvironment.isReduced ? 200 : 20

    /// How long the soak test runs, when it was asked for.
    static let soakMinutes: Double? = TestEnvironment.variable("CALC_SOAK_MINUTES").flatMap(Double.init)
        .flatMap { $0 > 0 ? $0 : nil }
}

/// A key sequence as calc-eval writes it: names joined by spaces.
func scriptText(_ keys: some Sequence<Key>) -> String {
    keys.map(\.name).joined(separator: " ")
}

// MARK: - The display grammar

/// The display grammar of the engine issue: `Error`, a typed entry exactly as typed, or a value formatted
/// by the display rules with D significant digits.
enum DisplayGrammar {
    private static let zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9")
    private static let minus = UInt8(ascii: "-"), point = UInt8(ascii: "."), exponentMarker = UInt8(ascii: "e")

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= zero && byte <= nine }

    /// What is wrong with `display`, or nil when it is one of the three forms and agrees with the
    /// calculator's own account of what it shows (`isEntry`, `isError`).
    static func violation(_ display: String, isEntry: Bool, isError: Bool, digits: Int) -> String? {
        if isError { return display == "Error" ? nil : "the calculator is in the error state but shows '\(display)'" }
        if display == "Error" { return "shows 'Error' but isError is false" }
        if isEntry { return entryViolation(display, digits: digits) }
        return valueViolation(display, digits: digits)
    }

    /// A typed entry: `-?(0|[1-9][0-9]*)(\.[0-9]*)?` with at most D digits not counting a single leading 0.
    static func entryViolation(_ display: String, digits: Int) -> String? {
        var bytes = Array(display.utf8)[...]
        if bytes.first == minus { bytes = bytes.dropFirst() }
        guard let first = bytes.first, isDigit(first) else { return "entry '\(display)' does not start with a digit" }
        var count = 0
        var sawPoint = false
        for byte in bytes {
            if isDigit(byte) {
                count += 1
            } else if byte == point, !sawPoint {
                sawPoint = true
            } else {
                return "entry '\(display)' is not digits with at most one point"
            }
        }
        if first == zero, bytes.count > 1, bytes[bytes.startIndex + 1] != point {
            return "entry '\(display)' has a leading zero"
        }
        if first == zero { count -= 1 }
        if count > digits { return "entry '\(display)' has \(count) typed digits, more than D = \(digits)" }
        return nil
    }

    /// A formatted value: `0`, or `-?` then positional digits (−7 ≤ E < D) or `d[.ddd]e[-]N` (otherwise),
    /// at most D significant digits, no trailing zeros after a point, no trailing point.
    ///
    /// A complex value (`3+4i`, `-i`, `2i`) is checked part by part: each non-zero and a value of this
    /// grammar, the coefficient 1 written as `i` alone.
    static func valueViolation(_ display: String, digits: Int) -> String? {
        if let parts = ComplexDisplayText.parts(of: display) {
            for part in [parts.real, parts.imaginary].compactMap({ $0 }) {
                if part == "0" || part == "-0" { return "complex value '\(display)' has a zero part" }
                if let violation = valueViolation(part, digits: digits) { return "complex value: " + violation }
            }
            if display.hasSuffix("1i") && !display.hasSuffix(".1i") && parts.imaginary.hasSuffix("1")
                && (parts.imaginary == "1" || parts.imaginary == "-1")
            {
                return "complex value '\(display)' writes the coefficient 1"
            }
            return nil
        }
        let all = Array(display.utf8)
        var bytes = all[...]
        let negative = bytes.first == minus
        if negative { bytes = bytes.dropFirst() }
        if display == "0" { return nil }
        guard !bytes.isEmpty else { return "value '\(display)' is empty" }
        if let e = bytes.firstIndex(of: exponentMarker) {
            let mantissa = bytes[..<e]
            let exponentText = bytes[(e + 1)...]
            // Mantissa: d or d.ddd with d ≠ 0 first and a non-zero last digit after the point.
            guard let lead = mantissa.first, isDigit(lead), lead != zero else {
                return "value '\(display)': the mantissa must start with a non-zero digit"
            }
            var significant = 1
            if mantissa.count > 1 {
                guard mantissa[mantissa.startIndex + 1] == point, mantissa.count > 2 else {
                    return "value '\(display)': the mantissa must be d or d.ddd"
                }
                let fraction = mantissa[(mantissa.startIndex + 2)...]
                guard fraction.allSatisfy(isDigit) else { return "value '\(display)': the mantissa is not digits" }
                guard fraction.last != zero else { return "value '\(display)' has trailing zeros" }
                significant += fraction.count
            }
            if significant > digits {
                return "value '\(display)' has \(significant) significant digits, more than D = \(digits)"
            }
            var exponentDigits = exponentText
            if exponentDigits.first == minus { exponentDigits = exponentDigits.dropFirst() }
            guard let firstExponentDigit = exponentDigits.first, firstExponentDigit != zero,
                exponentDigits.allSatisfy(isDigit), exponentDigits.count <= 19,
                let exponent = Int(String(decoding: exponentText, as: UTF8.self))
            else {
                return "value '\(display)': the exponent is not an integer without leading zeros"
            }
            if exponent >= DisplayFormatter.smallestPositionalExponent && exponent < digits {
                return "value '\(display)': exponent \(exponent) must be shown positionally (−7 ≤ E < \(digits))"
            }
            return nil
        }
        // Positional.
        let pointIndex = bytes.firstIndex(of: point)
        let integer = bytes[..<(pointIndex ?? bytes.endIndex)]
        let fraction = pointIndex.map { bytes[($0 + 1)...] } ?? bytes[bytes.endIndex...]
        guard !integer.isEmpty, integer.allSatisfy(isDigit), fraction.allSatisfy(isDigit) else {
            return "value '\(display)' is not a number in the display grammar"
        }
        if pointIndex != nil && fraction.isEmpty { return "value '\(display)' has a trailing point" }
        if fraction.last == zero { return "value '\(display)' has trailing zeros" }
        if integer.count > 1 && integer.first == zero { return "value '\(display)' has a leading zero" }
        let exponent: Int
        let significant: Int
        if integer.first != zero {
            exponent = integer.count - 1
            significant = integer.count + fraction.count
        } else {
            let leadingZeros = fraction.prefix { $0 == zero }.count
            guard leadingZeros < fraction.count else { return "value '\(display)' is a zero other than '0'" }
            exponent = -leadingZeros - 1
            significant = fraction.count - leadingZeros
        }
        if exponent < DisplayFormatter.smallestPositionalExponent || exponent >= digits {
            return "value '\(display)': exponent \(exponent) must be shown as mantissa e exponent"
        }
        if significant > digits {
            return "value '\(display)' has \(significant) significant digits, more than D = \(digits)"
        }
        return nil
    }
}
