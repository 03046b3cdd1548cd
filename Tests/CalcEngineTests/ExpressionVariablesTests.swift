import CalcEngine
import Testing

/// A session's variables: the table set whole (``ExpressionVariables/values``) or one name at a time
/// (``ExpressionVariables/assign(_:to:)``), the suggestions for a misspelt name, and equality.
@Suite struct ExpressionVariablesTests {
    static func number(_ text: String) -> ValueLiteral {
        guard let number = NumberLiteral(text) else { preconditionFailure("not a number literal: \(text)") }
        return ValueLiteral(number)
    }

    /// The error `text` gives with `variables`, or nil when it parses.
    static func error(_ text: String, _ variables: ExpressionVariables) -> ExpressionError? {
        do {
            _ = try Expression(parsing: text, variables: variables)
            return nil
        } catch {
            return error
        }
    }

    static func unknown(_ name: String, suggestion: String?) -> ExpressionError {
        ExpressionError(column: 1, reason: .unknownName(name, .variable, suggestion: suggestion))
    }

    /// Setting the whole table replaces the names suggested for a misspelt one; so does setting one
    /// entry through it.
    @Test func settingTheTableReplacesTheSuggestions() {
        var variables = ExpressionVariables()
        variables.assign(Self.number("1"), to: "width")
        #expect(Self.error("widht + 1", variables) == Self.unknown("widht", suggestion: "width"))

        variables.values = ["height": Self.number("2")]
        #expect(variables.values == ["height": Self.number("2")])
        #expect(Self.error("heigth + 1", variables) == Self.unknown("heigth", suggestion: "height"))
        #expect(Self.error("widht + 1", variables) == Self.unknown("widht", suggestion: nil))
        #expect(Self.error("width", variables) == Self.unknown("width", suggestion: nil))

        variables.values["depth"] = Self.number("3")
        #expect(Self.error("detph", variables) == Self.unknown("detph", suggestion: "depth"))
        #expect(Self.error("depth * height", variables) == nil)
    }

    /// bc's one-letter functions (`s(x)`, `a(x)`, `r(x, n)`) are not reserved: a session may name a variable
    /// `a`, and then `a(3)` is a times 3; without the variable it is bc's arctangent.
    @Test func aVariableNamedLikeABcFunctionWins() throws {
        var variables = ExpressionVariables()
        #expect(
            try Expression(parsing: "a(1)", variables: variables).keys.contains(.angleFunction(.atan, in: .radians)))
        variables.assign(Self.number("2"), to: "a")
        let keys = try Expression(parsing: "a(3)", variables: variables).keys
        #expect(!keys.contains(.function(.atan)))
        #expect(keys.contains(.binary(.multiply)))
        #expect(Self.error("r = 4", variables) == nil)
    }

    /// The statistics' names (`sum`, `product`, `average`, `avg`, `mean`, `geomean`) are common variable
    /// names, so they are not reserved either: `sum = 3` is a variable, and `sum(1, 2)` a function only
    /// where no variable has the name.
    @Test func statisticsNamesStayFreeForVariables() throws {
        var variables = ExpressionVariables()
        #expect(try Expression(parsing: "sum(1, 2)", variables: variables).keys.contains(.binary(.add)))
        for name in ["sum", "product", "average", "avg", "mean", "geomean"] {
            #expect(Self.error("\(name) = 3", variables) == nil, "\(name)")
        }
        variables.assign(Self.number("2"), to: "mean")
        let keys = try Expression(parsing: "mean(3)", variables: variables).keys
        #expect(keys.contains(.binary(.multiply)) && !keys.contains(.binary(.divide)))
    }

    /// A summation's index `n` hides a session's variable `n` inside the term only.
    @Test func aSummationIndexHidesTheVariableInsideItsTermOnly() throws {
        var variables = ExpressionVariables()
        variables.assign(Self.number("100"), to: "n")
        var calculator = Calculator(backend: DoubleBackend())
        let sum = try Expression(parsing: "summation(1; 3; n) + n", variables: variables)
        #expect(calculator.evaluate(sum) == "106")
    }

    /// Two sessions are equal when they hold the same `ans` and the same variables, whatever order the
    /// variables were assigned in and however the table was made; equal sessions hash alike.
    @Test func equalityIsAnsAndTheVariables() {
        var assigned = ExpressionVariables()
        assigned.assign(Self.number("1"), to: "x")
        assigned.assign(Self.number("2"), to: "y")
        let made = ExpressionVariables(values: ["y": Self.number("2"), "x": Self.number("1")])
        #expect(assigned == made)
        #expect(assigned.hashValue == made.hashValue)
        #expect(Set([assigned, made]).count == 1)

        var withAnswer = made
        withAnswer.answer = Self.number("5")
        #expect(withAnswer != made)
        var reassigned = made
        reassigned.assign(Self.number("3"), to: "x")
        #expect(reassigned != made)
        #expect(Set([assigned, withAnswer, reassigned]).count == 3)
    }
}
