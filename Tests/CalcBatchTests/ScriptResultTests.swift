import CalcBatch
import CalcEngine
import Testing

/// `ScriptResult`: its fields beside the display are kept out of line, and a result equals another
/// exactly when every field does.
@Suite struct ScriptResultTests {
    static func plain() -> ScriptResult { ScriptResult(line: 3, script: "1 + 2 =", display: "3") }

    /// Every field reads back what was set, alone and together.
    @Test func fieldsReadBackWhatWasSet() {
        var result = Self.plain()
        #expect(result.trace == nil && result.keyNames == nil && result.fraction == nil && result.keys == nil)
        #expect(!result.isExact && !result.isApproximate && result.complex == nil && result.errorReason == nil)
        result.trace = ["1", "1", "2", "3"]
        result.keyNames = ["1", "+", "2", "="]
        result.isExact = true
        result.fraction = "3/1"
        result.isApproximate = true
        result.approximateTrace = [false, false, false, true]
        result.keys = "1 + 2 ="
        result.complex = ComplexDisplay(real: "3", imaginary: "0")
        result.errorReason = .divisionByZero
        #expect(result.trace == ["1", "1", "2", "3"])
        #expect(result.keyNames == ["1", "+", "2", "="])
        #expect(result.isExact && result.isApproximate)
        #expect(result.fraction == "3/1")
        #expect(result.approximateTrace == [false, false, false, true])
        #expect(result.keys == "1 + 2 =")
        #expect(result.complex == ComplexDisplay(real: "3", imaginary: "0"))
        #expect(result.errorReason == .divisionByZero)
        #expect(result.line == 3 && result.script == "1 + 2 =" && result.display == "3")
    }

    /// A field set to its default, or set and cleared, leaves a result equal to (and hashing as) one
    /// where it was never set; a field that differs makes them unequal.
    @Test func equalityComparesFieldsNotHowTheyWereSet() {
        var defaulted = Self.plain()
        defaulted.isExact = false
        defaulted.fraction = nil
        #expect(defaulted == Self.plain())
        #expect(defaulted.hashValue == Self.plain().hashValue)

        var cleared = Self.plain()
        cleared.keys = "1 + 2 ="
        #expect(cleared != Self.plain())
        cleared.keys = nil
        #expect(cleared == Self.plain())
        #expect(cleared.hashValue == Self.plain().hashValue)

        var traced = ScriptResult(line: 3, script: "1 + 2 =", display: "3", trace: ["3"], keyNames: ["="])
        #expect(traced != Self.plain())
        traced.trace = nil
        traced.keyNames = nil
        #expect(traced == Self.plain())
    }

    /// A copy is independent of the result it was copied from.
    @Test func copiesAreIndependent() {
        var original = Self.plain()
        original.fraction = "1/3"
        var copy = original
        copy.fraction = "2/3"
        copy.isExact = true
        #expect(original.fraction == "1/3" && !original.isExact)
        #expect(copy.fraction == "2/3" && copy.isExact)
    }
}
