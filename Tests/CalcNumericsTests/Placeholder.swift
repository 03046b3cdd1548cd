import Testing
import CalcNumerics

@Test func smoke() throws {
    let d = DoubleBackend()
    let m = try MPFRBackend(precision: 256)
    let i = MPFRBackend.ieeeBinary64
    print(d.decimalDigits(of: 0.1 + 0.2, significantDigits: 17))
    print(m.decimalDigits(of: try m.parse(decimal: "0.1"), significantDigits: 20).digitString)
    print(m.pi, i.pi, try d.evaluate(.sin, 30, angle: .degrees), try m.evaluate(.tan, m.value(45), angle: .degrees))
    print(try d.evaluate(.scaleByPowerOfTen, 1.5, -8), try d.evaluate(.power, 2, 0.5), try d.evaluate(.root, -8, 3), try d.evaluate(.factorial, 100))
    print(try m.evaluate(.scaleByPowerOfTen, m.value(15), m.value(-9)))
    print(try m.evaluate(.factorial, m.value(100)), try m.evaluate(.factorial, try m.parse(decimal: "0.5")))
    #expect(throws: ArithmeticError.divisionByZero) { try d.evaluate(.divide, 1, 0) }
    #expect(throws: ArithmeticError.overflow) { try m.evaluate(.scaleByPowerOfTen, m.value(9), m.value(999999999)) }
    print(Double("1.") as Any, d.value(decimal: "1e99999999999999999999"), d.value(decimal: "123."))
}
