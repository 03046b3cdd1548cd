import CalcPresentation
import Foundation
import Testing

/// A snapshot (the engine's screen) in JSON: every field survives a round trip, and the highlighted
/// operator is stored by its key's name (`"+"`, `"EE"`), left out when there is none; so is the fraction.
@Suite struct SnapshotCodingTests {
    static func snapshot(after script: String) throws -> CalculatorSnapshot {
        CalculatorSnapshot(of: try calculator(after: script))
    }

    /// The snapshot's JSON as an object.
    static func object(_ snapshot: CalculatorSnapshot) throws -> [String: Any] {
        let data = try JSONEncoder().encode(snapshot)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test(arguments: [
        "", "7", "2 +", "1 + 2 =", "5 EE", "2 pow", "( ( 3", "3 M+ AC", "rad 1 sin", "1 / 0 =", "1 / 3 =",
    ])
    func aSnapshotSurvivesJSON(_ script: String) throws {
        let snapshot = try Self.snapshot(after: script)
        let decoded = try JSONDecoder().decode(
            CalculatorSnapshot.self, from: try JSONEncoder().encode(snapshot))
        #expect(decoded == snapshot)
    }

    /// The fraction a calculator shows beside its display (`1/3` on the exact backend) is kept; a
    /// snapshot without one stores none, and a document without the field decodes with none.
    @Test func aFractionSurvivesJSON() throws {
        var configuration = CalculatorConfiguration(backend: try ExactBackend(precision: 256))
        configuration.fractions = .always
        var calculator = Calculator(configuration: configuration)
        calculator.press(try KeyScript(parsing: "1 / 3 =").keys)
        let snapshot = CalculatorSnapshot(of: calculator)
        #expect(snapshot.fraction == "1/3")
        let data = try JSONEncoder().encode(snapshot)
        #expect(try Self.object(snapshot)["fraction"] as? String == "1/3")
        #expect(try JSONDecoder().decode(CalculatorSnapshot.self, from: data) == snapshot)

        var object = try Self.object(snapshot)
        object["fraction"] = nil
        let withoutFraction = try JSONDecoder().decode(
            CalculatorSnapshot.self, from: try JSONSerialization.data(withJSONObject: object))
        #expect(withoutFraction.fraction == nil)
        #expect(withoutFraction.display == snapshot.display)
        #expect(try Self.object(try Self.snapshot(after: "1 / 4 ="))["fraction"] == nil)
    }

    @Test(arguments: [("2 +", "+"), ("2 *", "*"), ("5 EE", "EE"), ("2 pow", "pow"), ("2 - ( 3 /", "/")])
    func theHighlightedOperatorIsStoredByItsKeyName(_ script: String, _ name: String) throws {
        let object = try Self.object(try Self.snapshot(after: script))
        #expect(object["highlightedOperator"] as? String == name)
    }

    @Test func theFieldsAreStoredUnderTheirNames() throws {
        let snapshot = try Self.snapshot(after: "3 M+ ( ( 4")
        let object = try Self.object(snapshot)
        #expect(object["highlightedOperator"] == nil)
        #expect(object["display"] as? String == "4")
        #expect(object["hasMemory"] as? Bool == true)
        #expect(object["openParentheses"] as? Int == 2)
        #expect(object["clearKeyLabel"] as? String == snapshot.clearKeyLabel.rawValue)
        #expect(object["angleUnit"] as? String == snapshot.angleUnit.rawValue)
        #expect(object["kind"] as? String == snapshot.kind.rawValue)
    }

    @Test func anUnknownOperatorNameOrAMissingFieldIsADecodingError() throws {
        var object = try Self.object(try Self.snapshot(after: "2 +"))
        object["highlightedOperator"] = "sqrt"
        let unknown = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CalculatorSnapshot.self, from: unknown) }
        object["highlightedOperator"] = "+"
        object["display"] = nil
        let missing = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CalculatorSnapshot.self, from: missing) }
    }
}
