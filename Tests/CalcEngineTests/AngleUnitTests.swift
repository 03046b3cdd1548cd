import CalcEngine
import Testing

/// `AngleUnit` and its keys: one key per unit and back, the turns that decide how arguments reduce,
/// and the names `--angle` and a function's second argument read.
@Suite struct AngleUnitTests {
    @Test(arguments: AngleUnit.allCases)
    func keyRoundTrip(_ unit: AngleUnit) {
        let key = Key(selecting: unit)
        #expect(key.selectedAngleUnit == unit)
        #expect(Key(name: key.name) == key)
    }

    @Test func onlyTheAngleKeysSelectAUnit() {
        let selecting = Key.allKeys.filter { $0.selectedAngleUnit != nil }
        #expect(Set(selecting) == Set(AngleUnit.allCases.map(Key.init(selecting:))))
    }

    @Test func turns() {
        #expect(AngleUnit.degrees.unitsPerTurn == 360)
        #expect(AngleUnit.gradians.unitsPerTurn == 400)
        #expect(AngleUnit.radians.unitsPerTurn == nil)
    }

    @Test(arguments: [
        ("deg", AngleUnit.degrees), ("Degrees", .degrees), ("RAD", .radians), ("radian", .radians),
        ("grad", .gradians), ("gradians", .gradians), ("gon", .gradians),
    ])
    func names(_ name: String, _ unit: AngleUnit) {
        #expect(AngleUnit(named: name) == unit)
    }

    @Test(arguments: ["turn", "", "d", "°"])
    func unknownNames(_ name: String) {
        #expect(AngleUnit(named: name) == nil)
    }

    @Test func gradiansThroughTheKeys() throws {
        var calculator = Calculator(configuration: CalculatorConfiguration(backend: DoubleBackend()))
        #expect(try calculator.evaluate("sin(100, grad)") == "1")
        calculator.press([.gradians, .digit(.five), .digit(.zero), .function(.tan)])
        #expect(calculator.angleUnit == .gradians)
        #expect(calculator.display == "1")
        // An expression is evaluated on the configured unit (evaluate resets the calculator first).
        var inGradians = Calculator(
            configuration: CalculatorConfiguration(backend: DoubleBackend(), angleUnit: .gradians))
        #expect(try inGradians.evaluate("tan(50)") == "1")
        #expect(try inGradians.evaluate("atan(1)") == "50")
        #expect(try inGradians.evaluate("tan(100)") == "Error")
    }
}
