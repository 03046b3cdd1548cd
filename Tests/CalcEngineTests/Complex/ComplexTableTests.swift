import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// Every complex key on real and complex arguments (branch cuts, ±i, 0, huge and tiny magnitudes) against
/// mpmath's principal values at 400 bits (Tests/Tables/complex-functions.tsv, written by
/// scripts/complex-table.py), on Double, MPFR's IEEE mode, MPFR at 256 bits and the exact backend.
///
/// A result passes when |computed − expected| ≤ tolerance·|expected| (normwise, measured at 600 bits):
/// 2⁻⁴⁹ (16 units of 2⁻⁵³) on binary64,
/// 2⁻²³⁰ at 256 bits. A row expecting `Error` must give `Error`.
@Suite struct ComplexTableTests {
    struct Row: CustomStringConvertible {
        var key: String
        var angle: AngleUnit
        var a: (String, String)
        var b: (String, String)?
        var isWide: Bool
        var expected: (String, String)?
        var description: String {
            let right = b.map { " \(key) (\($0.0), \($0.1))" } ?? ""
            return "\(b == nil ? key : "") (\(a.0), \(a.1))\(right) [\(angle)]"
        }
    }

    static let rows: [Row] = {
        let url = TestEnvironment.repositoryRoot.appendingPathComponent("Tests/Tables/complex-functions.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count == 9 else { return nil }
            return Row(
                key: f[0], angle: f[1] == "deg" ? .degrees : .radians, a: (f[2], f[3]),
                b: f[4] == "-" ? nil : (f[4], f[5]), isWide: f[6] == "wide",
                expected: f[7] == "Error" ? nil : (f[7], f[8]))
        }
    }()

    static let measure = try! MPFRBackend(precision: 600)

    /// The keys that enter (re + im·i) whole.
    static func keys(_ part: (String, String)) -> [Key] {
        let re = Key.literal(NumberLiteral(part.0)!)
        let im = Key.literal(NumberLiteral(part.1)!)
        if Double(part.1) == 0 { return [.openParenthesis, re, .closeParenthesis] }
        return [.openParenthesis, re, .binary(.add), im, .binary(.multiply), .imaginaryUnit, .closeParenthesis]
    }

    static func keys(for row: Row) -> [Key] {
        guard let key = Key(name: row.key) else { return [] }
        if let b = row.b { return keys(row.a) + [key] + keys(b) + [.equals] }
        return keys(row.a) + [key]
    }

    /// Decimal text of a part with 100 digits (more than 256 bits tell apart).
    static func text<B: NumericBackend>(_ x: B.Value, _ backend: B) -> String {
        let d = backend.decimalDigits(of: x, significantDigits: 100)
        if d.isZero { return "0" }
        return (d.isNegative ? "-0." : "0.") + d.digitString + "e\(d.exponent + 1)"
    }

    /// The normwise relative error of the calculator's result for `row`, or a message.
    static func check<B: NumericBackend>(_ row: Row, on backend: B, tolerance: Int, digits: Int) -> String? {
        var configuration = try! CalculatorConfiguration(backend: backend, displayDigits: digits, angleUnit: row.angle)
        configuration.complexResults = true
        var calculator = Calculator(configuration: configuration)
        calculator.press(keys(for: row))
        guard let expected = row.expected else {
            return calculator.isError ? nil : "\(row): expected Error, got \(calculator.display)"
        }
        guard let z = calculator.displayedComplexValue else { return "\(row): Error, expected \(expected)" }
        let m = measure
        let re = m.value(decimal: text(z.real, backend))
        let im = m.value(decimal: text(z.imaginary, backend))
        let eRe = m.value(decimal: expected.0)
        let eIm = m.value(decimal: expected.1)
        let error = m.apply(.hypot, m.difference(re, eRe), m.difference(im, eIm))
        let bound = m.scaled(m.apply(.hypot, eRe, eIm), byPowerOfTwo: -tolerance)
        if m.isLess(bound, than: error) {
            return "\(row): got \(calculator.display), expected \(expected.0) \(expected.1)"
        }
        return nil
    }

    @Test func tableIsThere() {
        #expect(Self.rows.count > 500)
    }

    @Test func binary64() {
        var failures: [String] = []
        for row in Self.rows where !row.isWide {
            if let f = Self.check(row, on: DoubleBackend(), tolerance: 49, digits: 15) {
                failures.append("double " + f)
            }
            if let f = Self.check(row, on: MPFRBackend.ieeeBinary64, tolerance: 49, digits: 15) {
                failures.append("ieee " + f)
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.joined(separator: "\n"))")
    }

    @Test func mpfr256() throws {
        let backend = try MPFRBackend(precision: 256)
        let failures = Self.rows.compactMap { Self.check($0, on: backend, tolerance: 230, digits: 50) }
        #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.joined(separator: "\n"))")
    }

    @Test func exact() throws {
        let backend = try ExactBackend(precision: 256)
        let failures = Self.rows.compactMap { Self.check($0, on: backend, tolerance: 230, digits: 50) }
        #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.joined(separator: "\n"))")
    }
}
