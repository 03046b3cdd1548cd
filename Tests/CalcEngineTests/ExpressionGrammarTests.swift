import CalcEngine
import Testing

/// The grammar of expressions: values (on Double, 15 digits, degrees), translations and error messages.
@Suite struct ExpressionGrammarTests {
    static func value(_ text: String, mode: CalculationMode = .precedence) throws -> String {
        var calculator = Calculator(configuration: try .init(backend: DoubleBackend(), mode: mode, displayDigits: 15))
        return try calculator.evaluate(text)
    }

    static func translation(_ text: String) throws -> String {
        try Expression(parsing: text).keyScript.text
    }

    static func error(_ text: String, variables: ExpressionVariables? = nil) -> String? {
        do {
            _ = try Expression(parsing: text, variables: variables)
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        // precedence and associativity
        ("2+3*4", "14"), ("2*3+4", "10"), ("2^3^2", "512"), ("(2^3)^2", "64"), ("10-4-3", "3"), ("64/4/2", "8"),
        ("2+3^2*2", "20"), ("1+2*3^2-4/2", "17"),
        // unary minus binds looser than ^ and postfix, tighter than ×
        ("-10^2", "-100"), ("-1!", "-1"), ("2^-1", "0.5"), ("-2*3", "-6"), ("2*-3", "-6"), ("---2", "-2"),
        // implicit multiplication binds like ×
        ("2pi", "6.28318530717959"), ("2(3+4)", "14"), ("(1+2)(3+4)", "21"), ("2√16", "8"), ("8/2(2+2)", "16"),
        // functions without parentheses take the next factor with its postfix keys, not ^
        ("sin 30^2", "0.25"), ("√5!", "10.9544511501033"), ("sin 30 + 1", "1.5"), ("√16√16", "16"),
        ("log 100 * 2", "4"), ("sin -30", "-0.5"),
        // percent as the key
        ("50 + 10%", "55"), ("100 × 10%", "10"), ("10%", "0.1"), ("50 - 10%", "45"),
        // literals are read whole
        ("1.5e-3", "0.0015"), ("1.5E+3", "1500"), ("2e", "5.43656365691809"), (".5+5.", "5.5"),
        ("123456789012345678 - 123456789012345677", "0"),
        // synonyms and Unicode forms
        ("arcsin(1)", "90"), ("asin 1", "90"), ("sin⁻¹(0.5)", "30"), ("lg 1000", "3"), ("log10(1000)", "3"),
        ("log₁₀(1000)", "3"), ("log₂(8)", "3"), ("ln(e)", "1"), ("LN(E)", "1"), ("π", "3.14159265358979"),
        ("5 − 3", "2"), ("6 ÷ 3", "2"), ("2 · 3", "6"), ("2 × 3", "6"), ("2**10", "1024"), ("∛27", "3"),
        ("4⁻¹", "0.25"), ("3²", "9"), ("2³", "8"), ("|-2|", "2"), ("cosec(30)", "2"), ("arccot(1)", "45"),
        // functions of two arguments
        ("log(8, 2)", "3"), ("root(27, 3)", "3"), ("nCr(5, 2)", "10"), ("nPr(5, 2)", "20"), ("7 mod 3", "1"),
        ("7 mod 3 * 2", "2"), ("nCr(5, 2)!", "3628800"),
        // Error stays Error
        ("1/0 + 5", "Error"), ("1/0 + pi", "Error"), ("(-1)!", "Error"), ("5 mod 0", "Error"),
    ])
    func values(_ text: String, _ expected: String) throws {
        #expect(try Self.value(text) == expected, "\(text)")
        // The precedence holds whatever the calculation mode.
        #expect(try Self.value(text, mode: .immediate) == expected, "\(text) in immediate mode")
    }

    @Test(arguments: [
        ("sin(30+60)", "( [30] + [60] ) sin"), ("-(2+3)", "( [2] + [3] ) neg"), ("2^3^2", "[2] pow ( [3] pow [2] )"),
        ("(2^3)^2", "[2] pow [3] pow [2]"), ("2+3*4", "[2] + ( [3] * [4] )"), ("2*3+4", "[2] * [3] + [4]"),
        ("(2+3)*4", "( [2] + [3] ) * [4]"), ("50 + 10%", "[50] + [10] %"), ("5!", "[5] fact"),
        ("e^2", "[2] exp"), ("2pi", "[2] * pi"), ("log(8, 2)", "( [8] logy [2] )"),
        ("2*|1-|1-3||", "[2] * ( [1] - ( [1] - [3] ) abs ) abs"), ("|-4|", "[4] neg abs"),
        ("-5", "[5] neg"), ("1e3", "[1e3]"), ("√2", "[2] sqrt"), ("nCr(5, 2)", "( [5] nCr [2] )"),
        ("2+2=", "[2] + [2]"),
    ])
    func translations(_ text: String, _ expected: String) throws {
        #expect(try Self.translation(text) == expected, "\(text)")
        // The translation is a key script that reads back to the same keys.
        let keys = try Expression(parsing: text).keys
        #expect(try KeyScript(parsing: KeyScript(keys: keys).text).keys == keys)
    }

    @Test(arguments: [
        ("2+", "2: '+' needs a number after it"),
        ("(2+3", "5: expected ')' to close '(' at column 1"),
        ("sin(30", "7: expected ')' to close '(' at column 4"),
        ("sinn(30)", "1: unknown function 'sinn' (did you mean 'sin'?)"),
        ("2+3)", "4: unexpected ')' (no '(' is open)"),
        ("", "1: empty expression"),
        ("*2", "1: unexpected '*' (it needs a number before it)"),
        ("2 * * 3", "3: '*' needs a number after it"),
        ("1.2.3", "1: '1.2.3' is not a number (more than one '.')"),
        ("2 3", "3: missing operator before '3' (write '×' or '*' to multiply)"),
        ("2 ` 3", "3: unexpected character '`'"),
        ("₃ √8", "1: '₃' is a root's index: write '√' right after it (₃√8 is the cube root of 8)"),
        ("ans + 1", "1: 'ans' needs a session (the previous result)"),
        ("x = 5", "1: assigning 'x' needs a session (variables are kept there)"),
        ("sin(1, 2)", "1: 'sin' takes 1 argument: sin(x) or sin(x, deg), with deg, rad or grad"),
        ("nCr 5", "1: 'nCr' takes 2 arguments: nCr(n, r)"),
        ("|2", "3: expected '|' to close '|' at column 1"),
        ("sqrt()", "6: 'sqrt' needs an argument"),
        ("2,3", "2: unexpected ',' (only a function's arguments are separated by ',' or ';')"),
        ("1|2;3", "4: unexpected ';' (only a function's arguments are separated by ',' or ';')"),
        ("2 = 3", "3: unexpected '=' (assign with 'name = expression' at the start of a line)"),
        ("\u{1B}[2J", "1: unexpected character '\\u{1B}'"),
    ])
    func errors(_ text: String, _ expected: String) {
        #expect(Self.error(text) == expected, "\(text)")
    }

    /// A variable is its value's literal.
    @Test func variablesAreLiterals() throws {
        let variables = ExpressionVariables(values: ["x": ValueLiteral(NumberLiteral("-4")!)])
        #expect(try Expression(parsing: "|x|", variables: variables).keyScript.text == "[-4] abs")
    }

    @Test func sessionVariablesAndAnswer() throws {
        var calculator = Calculator(configuration: try .init(backend: DoubleBackend(), displayDigits: 15))
        var variables = ExpressionVariables()
        #expect(try calculator.evaluate("x = 2^10", variables: &variables) == "1024")
        #expect(try calculator.evaluate("x + 1", variables: &variables) == "1025")
        #expect(try calculator.evaluate("ans * 2", variables: &variables) == "2050")
        #expect(try calculator.evaluate("1/3", variables: &variables) == "0.333333333333333")
        // ans keeps every digit, not the display's 15.
        #expect(try calculator.evaluate("ans * 3", variables: &variables) == "1")
        // Error leaves ans as it was.
        #expect(try calculator.evaluate("1/0", variables: &variables) == "Error")
        #expect(try calculator.evaluate("ans", variables: &variables) == "1")
        // Functions, constants and operators written as words (the bitwise ones too) are not variables.
        for name in ["sin", "not", "OR", "popcount", "xnor", "ones", "div", "mod"] {
            #expect(
                Self.error("\(name) = 2", variables: variables)
                    == "1: '\(name)' is a function, constant or operator, not a variable name")
        }
        #expect(Self.error("y + 1", variables: variables) == "1: unknown variable 'y'")
        #expect(Self.error("ans", variables: ExpressionVariables()) == "1: 'ans': there is no previous result yet")
    }

    /// 1,000,000 + 1 − 1 typed whole: a literal is not cut to the display's digits.
    @Test func literalsAreNotCutToTheDisplayDigits() throws {
        var mpfr = Calculator(configuration: try .init(backend: try MPFRBackend(precision: 256), displayDigits: 50))
        #expect(try mpfr.evaluate("1000000000000000000 - 1") == "999999999999999999")
        #expect(try Self.value("1000000000000000000 - 1") == "1e18")
    }

    /// Deep nesting is an error with a column, not a stack overflow; nesting within the limit works.
    @Test func deepNesting() throws {
        for text in [
            String(repeating: "(", count: 100_000), String(repeating: "-", count: 100_000) + "1",
            String(repeating: "sin ", count: 100_000) + "1", "2" + String(repeating: "^2", count: 100_000),
            String(repeating: "|", count: 100_000),
        ] {
            let message = try #require(Self.error(text))
            #expect(message.contains("nested too deeply") || message.contains("expected"), "\(message.prefix(80))")
        }
        #expect(try Self.value(String(repeating: "(", count: 150) + "1" + String(repeating: ")", count: 150)) == "1")
        #expect(try Self.value("1" + String(repeating: "+1", count: 10_000)) == "10001")
    }
}
