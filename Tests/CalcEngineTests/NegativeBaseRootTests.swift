import CalcEngine
import CalcNumerics
import Testing

/// The b-th root of a negative number is real only when 1/b is exactly an integer (CalculatorRules:
/// a negative base), on every backend alike: an exact tiny degree such as 3·2⁻²⁰⁰, whose reciprocal
/// 2²⁰⁰/3 rounded to P + 64 bits looks like an even integer, is `Error`, not 0.
@Suite struct NegativeBaseRootTests {
    static let cases: [(script: String, display: String)] = [
        ("[-0.5] root ( 3 / ( 2 pow 200 ) ) =", "Error"),
        ("[-0.5] root ( 3 / ( 2 pow 100 ) ) =", "Error"),
        ("[-5.107793406171014e-57] root [4.0472978847728354e-90] =", "Error"),
        ("[-0.5] root 0.5 =", "0.25"),
        ("[-8] root [0.25] =", "4096"),
        ("[-8] root 3 =", "-2"),
    ]

    static func display<Backend: NumericBackend>(_ backend: Backend, _ script: String) throws -> String {
        var calculator = Calculator(
            configuration: try .init(backend: backend, displayDigits: 15, snapsCancellation: false))
        calculator.press(try KeyScript(parsing: script).keys)
        return calculator.display
    }

    @Test(arguments: cases)
    func sameOnEveryBackend(_ row: (script: String, display: String)) throws {
        #expect(try Self.display(DoubleBackend(), row.script) == row.display)
        #expect(try Self.display(try MPFRBackend(precision: 53), row.script) == row.display)
        #expect(try Self.display(try MPFRBackend(precision: 256), row.script) == row.display)
        #expect(try Self.display(try ExactBackend(precision: 256), row.script) == row.display)
    }
}
