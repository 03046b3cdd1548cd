import CalcEngine
import Foundation
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

    /// The function keys in an angle unit of their own (`sin@deg`): one per function that uses the angle
    /// unit and unit, named after the function and the unit's key, saved as their names.
    @Test func functionKeysInAUnitOfTheirOwn() throws {
        let keys = Key.allKeys.filter { if case .angleFunction = $0 { true } else { false } }
        #expect(keys.count == UnaryFunction.allCases.filter(\.usesAngleUnit).count * AngleUnit.allCases.count)
        for key in keys {
            #expect(Key(exactName: key.name) == key, "\(key.name)")
            let data = try JSONEncoder().encode(key)
            #expect(try JSONDecoder().decode(Key.self, from: data) == key)
        }
        #expect(Key.angleFunction(.sin, in: .degrees).name == "sin@deg")
        #expect(Key.angleFunction(.acot, in: .gradians).name == "acot@grad")
        #expect(Key.angleFunction(.sin, in: .degrees).keypadLabel == "sin(deg)")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Key.self, from: Data(#"{"angleFunction":{"_0":"sinh@deg"}}"#.utf8))
        }
    }

    /// Such a key takes its own unit whatever the calculator's, exactly (cos 90° is 0 in radians too), and
    /// the tape writes it as the expression language reads it back.
    @Test(arguments: AngleUnit.allCases)
    func functionInAUnitOfItsOwn(_ calculatorUnit: AngleUnit) throws {
        var calculator = Calculator(
            configuration: CalculatorConfiguration(backend: DoubleBackend(), angleUnit: calculatorUnit))
        calculator.press(try KeyScript(parsing: "90 cos@deg + 30 sin@deg + 100 sin@grad + 1 asin@deg =").keys)
        #expect(calculator.display == "91.5")
        #expect(calculator.isDisplayExact)
        #expect(calculator.angleUnit == calculatorUnit)
        let entry = try #require(calculator.tape.entries.last)
        #expect(entry.expression == "cos(90, deg) + sin(30, deg) + sin(100, grad) + sin⁻¹(1, deg)")
        var fresh = Calculator(
            configuration: CalculatorConfiguration(backend: DoubleBackend(), angleUnit: calculatorUnit))
        #expect(try fresh.evaluate(entry.expression) == "91.5")
    }
}
