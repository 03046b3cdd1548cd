import CalcEngine
import Testing

/// Expression errors are cases: each wrong text gives its column and reason, and the message is the
/// reason's.
@Suite struct ExpressionErrorTests {
    static func error(_ text: String, variables: ExpressionVariables? = nil) -> ExpressionError? {
        do {
            _ = try Expression(parsing: text, variables: variables)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("", ExpressionError(column: 1, reason: .empty)),
        ("2+", ExpressionError(column: 2, reason: .operatorWithoutRightOperand("+"))),
        ("2*(", ExpressionError(column: 4, reason: .expectedNumber)),
        ("1.2.3", ExpressionError(column: 1, reason: .malformedNumber("1.2.3"))),
        ("2 * 1e5.5", ExpressionError(column: 5, reason: .pointInExponent("1e5.5"))),
        ("0b12", ExpressionError(column: 1, reason: .notInRadix("0b12", .binary))),
        ("0o7.8", ExpressionError(column: 1, reason: .notInRadix("0o7.8", .octal))),
        // LaTeX's `{` is closed by `}`, a `(` by `)` (`2^{10)` was 1024).
        ("2^{10)", ExpressionError(column: 6, reason: .unclosed(.latexGroup, openedAt: 3, found: ")"))),
        ("2^{10", ExpressionError(column: 6, reason: .unclosed(.latexGroup, openedAt: 3, found: nil))),
        ("\\sqrt{(4})", ExpressionError(column: 9, reason: .unclosed(.parenthesis, openedAt: 7, found: "}"))),
        ("4⁻", ExpressionError(column: 2, reason: .incompleteReciprocal)),
        ("2 ` 3", ExpressionError(column: 3, reason: .unexpectedCharacter("`"))),
        ("2+₁₀", ExpressionError(column: 3, reason: .rootIndexWithoutRoot("₁₀"))),
        ("₁.₅√8", ExpressionError(column: 1, reason: .rootIndexWithoutRoot("₁"))),
        ("*2", ExpressionError(column: 1, reason: .operatorWithoutLeftOperand("*"))),
        ("mod 3", ExpressionError(column: 1, reason: .wordOperatorWithoutLeftOperand("mod"))),
        ("2 3", ExpressionError(column: 3, reason: .missingOperator(before: "3"))),
        ("2\\frac{1}{2}", ExpressionError(column: 2, reason: .latexFraction)),
        ("\\sqrt[3]{8}", ExpressionError(column: 1, reason: .latexRootIndex)),
        ("()", ExpressionError(column: 2, reason: .emptyGroup(.parenthesis))),
        ("pi()", ExpressionError(column: 4, reason: .emptyGroup(.parenthesis))),
        ("2+3)", ExpressionError(column: 4, reason: .unmatchedClose)),
        ("2,3", ExpressionError(column: 2, reason: .misplacedComma(","))),
        ("2;3", ExpressionError(column: 2, reason: .misplacedComma(";"))),
        ("2 = 3", ExpressionError(column: 3, reason: .misplacedEquals)),
        ("(2+3", ExpressionError(column: 5, reason: .unclosed(.parenthesis, openedAt: 1, found: nil))),
        ("|2", ExpressionError(column: 3, reason: .unclosed(.bar, openedAt: 1, found: nil))),
        ("ans + 1", ExpressionError(column: 1, reason: .answerNeedsSession)),
        ("x = 5", ExpressionError(column: 1, reason: .assignmentNeedsSession("x"))),
        ("sin30", ExpressionError(column: 1, reason: .functionRunTogether("sin30", nameLength: 3))),
        ("sinn(30)", ExpressionError(column: 1, reason: .unknownName("sinn", .function, suggestion: "sin"))),
        ("qqq", ExpressionError(column: 1, reason: .unknownName("qqq", .nameWithoutSession, suggestion: nil))),
        ("abs⁻¹(2)", ExpressionError(column: 4, reason: .noInverse("abs"))),
        ("sqrt()", ExpressionError(column: 6, reason: .missingArgument("sqrt"))),
        ("sin(1, 2)", ExpressionError(column: 1, reason: .argumentCount(function: "sin", expected: 1))),
        ("nCr 5", ExpressionError(column: 1, reason: .argumentCount(function: "nCr", expected: 2))),
        ("nCr(5, 2, 1)", ExpressionError(column: 1, reason: .argumentCount(function: "nCr", expected: 2))),
        ("⌊1.5", ExpressionError(column: 5, reason: .unclosed(.floor, openedAt: 1, found: nil))),
        ("[2)", ExpressionError(column: 3, reason: .unclosed(.nearestInteger, openedAt: 1, found: ")"))),
        ("3]", ExpressionError(column: 2, reason: .unexpected("]"))),
        ("⌈⌉", ExpressionError(column: 2, reason: .emptyGroup(.ceiling))),
        ("{}", ExpressionError(column: 2, reason: .emptyGroup(.fractionalPart))),
        ("2^{}", ExpressionError(column: 4, reason: .emptyGroup(.latexGroup))),
        ("2e.5", ExpressionError(column: 1, reason: .pointInExponent("2e.5"))),
        ("0x1..", ExpressionError(column: 1, reason: .malformedNumber("0x1.."))),
        ("1 //", ExpressionError(column: 3, reason: .operatorWithoutRightOperand("//"))),
        ("log(8,)", ExpressionError(column: 7, reason: .missingArgumentAfterSeparator(",", function: "log"))),
        ("min(1;)", ExpressionError(column: 7, reason: .missingArgumentAfterSeparator(";", function: "min"))),
        (
            "2" + String(repeating: "^2", count: 300),
            ExpressionError(column: 1, reason: .tooManyOpenParentheses(limit: 256))
        ),
    ])
    func reasons(_ text: String, _ expected: ExpressionError) {
        #expect(Self.error(text) == expected, "\(text.prefix(20))")
    }

    /// A sign, a group or a function is one level: the 401st is refused where it is written, or an earlier
    /// one where the thread's stack would not take 400 (a debug build's levels take tens of KB, and the
    /// parser keeps twice the largest it measured free: ExpressionLanguage).
    @Test(arguments: [String(repeating: "-", count: 500) + "1", String(repeating: "-(", count: 250) + "1"])
    func deepNestingIsRefusedAtTheLevelWritten(_ text: String) throws {
        let error = try #require(Self.error(text))
        guard case .nestedTooDeeply(let levels) = error.reason else {
            Issue.record("\(error)")
            return
        }
        #expect((100...400).contains(levels))
        #expect(error.column == levels + 1)
    }

    /// In a session: `ans` before a result, a reserved name, an unknown variable.
    @Test func sessionReasons() {
        let variables = ExpressionVariables()
        #expect(Self.error("ans", variables: variables) == ExpressionError(column: 1, reason: .noPreviousAnswer))
        #expect(Self.error("sin = 2", variables: variables) == ExpressionError(column: 1, reason: .reservedName("sin")))
        // The imaginary unit is no variable (`i = 5` made `3+4i` 23).
        #expect(Self.error("i = 5", variables: variables) == ExpressionError(column: 1, reason: .reservedName("i")))
        #expect(Self.error("J = 5", variables: variables) == ExpressionError(column: 1, reason: .reservedName("J")))
        #expect(
            Self.error("y + 1", variables: variables)
                == ExpressionError(column: 1, reason: .unknownName("y", .variable, suggestion: nil)))
    }

    /// The message comes from the reason (the column is not in it) and `description` puts the column first.
    @Test func messagesComeFromTheReason() {
        let error = ExpressionError(column: 4, reason: .unclosed(.parenthesis, openedAt: 1, found: "\u{1B}"))
        #expect(error.message == "expected ')' to close '(' at column 1, found '\\u{1B}'")
        #expect(error.description == "4: " + error.message)
        #expect(
            ExpressionError(column: 1, reason: .unknownName("qqq", .nameWithoutSession, suggestion: nil)).message
                == "unknown name 'qqq' (variables need a session)")
    }

    /// A number in another radix has at most 65,536 significant digits: its decimal is built in quadratic
    /// time (a line of 64 MiB of hexadecimal digits would have taken hours). Leading zeros do not count.
    @Test func radixNumbersHaveAtMostSoManySignificantDigits() throws {
        let limit = 65_536
        let long = "0x" + String(repeating: "F", count: limit + 1)
        #expect(
            Self.error("1 + " + long)
                == ExpressionError(column: 5, reason: .radixNumberTooLong(long, limit: limit, digits: limit + 1)))
        let message = try #require(Self.error(long)).message
        #expect(message.hasPrefix("a number in another radix has at most 65536 significant digits: '0xFFFF"))
        #expect(message.hasSuffix("…' has 65537"))
        let subscripted = String(repeating: "1", count: limit + 1) + "₂"
        #expect(
            Self.error(subscripted)
                == ExpressionError(
                    column: 1,
                    reason: .radixNumberTooLong(String(subscripted.dropLast()), limit: limit, digits: limit + 1)))
        let zeros = "0x" + String(repeating: "0", count: 2 * limit) + "1F"
        #expect(try Expression(parsing: zeros).keys == Expression(parsing: "31").keys)
    }

    /// A long token is quoted cut to its first 32 characters and an ellipsis, in every message that
    /// quotes one (a 100,000-digit number was repeated whole, twice in the '%' hint).
    @Test(arguments: [
        ("2 " + String(repeating: "9", count: 100), "missing operator before '99999999999999999999999999999999…'"),
        ("5 % " + String(repeating: "9", count: 100), "a mod 99999999999999999999999999999999…)"),
        ("1.2." + String(repeating: "3", count: 100), "'1.2.3333333333333333333333333333…' is not a number"),
        ("1e5." + String(repeating: "5", count: 100), "'1e5.5555555555555555555555555555…' is not a number"),
        ("sin" + String(repeating: "1", count: 100), "(write 'sin 11111111111111111111111111111111…')"),
        (String(repeating: "x", count: 100) + " = 1", "assigning 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' needs"),
        ("1" + String(repeating: "₃", count: 100), "'₃₃₃₃₃₃₃₃₃₃₃₃₃₃₃₃₃₃₃₃₃₃₃₃₃₃₃₃₃₃₃₃…' is a root's index"),
        (String(repeating: "³", count: 100) + "√", "'³³³³³³³³³³³³³³³³³³³³³³³³³³³³³³³³…' needs an argument"),
    ])
    func longTokensAreCutInMessages(text: String, quoted: String) throws {
        let message = try #require(Self.error(text)).message
        #expect(message.contains(quoted), "\(message)")
        #expect(message.count < 160, "\(message)")
    }
}
