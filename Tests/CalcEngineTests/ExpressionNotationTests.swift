import CalcEngine
import Testing

/// The notations of other calculators (qalc, Windows Calculator's history, LaTeX, ALGOL) and the
/// functions they have: values on Double (15 digits, degrees) in both calculation modes, translations,
/// and messages.
@Suite struct ExpressionNotationTests {
    @Test(arguments: [
        // Superscript digits are one exponent; a function's superscript powers its value.
        ("2²³", "8388608"), ("2¹⁰", "1024"), ("2⁻²", "0.25"), ("-2²³", "-8388608"), ("2^2²³", "Error"),
        ("10⁰", "1"), ("(1+1)¹⁰", "1024"), ("2¹⁰!", "Error"), ("3²", "9"), ("4⁻¹", "0.25"),
        ("sin²45", "0.5"), ("cosh² (−5) − sinh² (−5)", "1.00000000000182"), ("cosh² (−1) − sinh² (−1)", "1"),
        ("sin²(30) + cos²(30)", "1"), ("cos³ 60", "0.125"),
        ("sin⁻¹(1)", "90"),
        // Roots with their index before them.
        ("³√8", "2"), ("∜16", "2"), ("₃√8", "2"), ("₁₀√1024", "2"), ("³√(−27)", "-3"), ("2 + ³√8", "4"),
        ("2³√8", "22.6274169979695"),
        // Windows Calculator's history text.
        ("sqr(12)", "144"), ("cube(8)", "512"), ("cuberoot(8)", "2"), ("8 yroot 3", "2"), ("sin₀(30)", "0.5"),
        ("sin₀⁻¹(1)", "90"), ("cos₀(60) + 1", "1.5"), ("tan₀(45)", "1"), ("sinᵣ(pi/6)", "0.5"),
        ("cosᵣ(0)", "1"), ("negate(5)", "-5"), ("negate(2+3)*2", "-10"),
        // Other forms of × and ×10ⁿ, and a number after a group.
        ("pow(10, 308)", "1e308"), ("pow(2, 10)", "1024"), ("5⏨2", "500"), ("5⏨-2", "0.05"), ("2\\cdot3", "6"),
        ("2\\times 3", "6"), ("6\\div 3", "2"), ("(2)1", "2"), ("(2+3)4", "20"), ("1⁄4", "0.25"),
        // ° is degrees whatever the angle unit; int is trunc.
        ("sin(30°)", "0.5"), ("cos 60°", "0.5"), ("90° - 30°", "60"), ("int(-2.7)", "-2"),
        // Degrees, minutes and seconds (GNOME Calculator), vulgar fractions, digits of other scripts, log base.
        ("0°30'", "0.5"), ("1°2′3″", "1.03416666666667"), ("0°0'0.1\"", "0.0000277777777777778"),
        ("-1°30'", "-1.5"), ("½", "0.5"), ("1½", "1.5"), ("-1½", "-1.5"), ("⅔ + ⅓", "1"), ("2⅞ × 8", "23"),
        ("١٢٣٤٥٦٧٨٩٠", "1234567890"), ("۱۲۳.۵", "123.5"), ("५ + 1", "6"), ("5 log base 3", "1.46497352071793"),
        ("8 LOG BASE 2 + 1", "4"),
        // The double factorial.
        ("3!!", "3"), ("8!!", "384"), ("0!!", "1"), ("(-1)!!", "1"), ("(3!)!", "720"), ("2.5!!", "Error"),
        ("(-3)!!", "Error"),
        // Functions other calculators have.
        ("round(2.5)", "3"), ("round(-2.5)", "-3"), ("round(2.4999)", "2"), ("trunc(-2.7)", "-2"),
        ("frac(-2.75)", "-0.75"), ("frac(3)", "0"), ("sign(-3)", "-1"), ("sign(0)", "0"), ("sgn(2)", "1"),
        ("min(3, -1)", "-1"), ("max(1, 2)", "2"), ("gcd(12, 18)", "6"), ("gcd(-12, 18)", "6"), ("gcd(0, 0)", "0"),
        ("lcm(4, 6)", "12"), ("lcm(0, 5)", "0"), ("gcd(2.5, 1)", "Error"), ("lcm(1.5, 2)", "Error"),
        ("hypot(3, 4)", "5"), ("hypot(-5, 12)", "13"), ("7 max 3 + 1", "8"), ("2 + 3 gcd 6", "5"), ("mod(7, 3)", "1"),
        // SpeedCrunch: a power after a function's name (the power −1 too), sexagesimal forms, the big
        // solidus, integer division and angle conversions by name.
        ("cos^2(60)", "0.25"), ("2cos^3(180)", "-2"), ("cos^(-1)(60)", "2"), ("cos^-1(60) + 1", "3"),
        ("sin^2(30) + cos^2(30)", "1"), ("12°34", "12.5666666666667"), ("12°34'56", "12.5822222222222"),
        ("34'", "0.566666666666667"), ("56\"", "0.0155555555555556"), ("34'56\"", "0.582222222222222"),
        ("1° 2′ 3″", "1.03416666666667"), ("1°2\"", "1.00055555555556"), ("12º", "12"), ("10⧸2", "5"),
        ("idiv(10; 3)", "3"), ("idiv(-10, 3)", "-3"), ("gradians(pi/2)", "100"), ("turns(pi)", "0.5"),
        ("degrees(pi)", "180"), ("round(2.567, 2)", "2.57"), ("round(5.5e-10; 2)", "0"), ("round(-1.5, 0)", "-2"),
        ("round(1234.5, -2)", "1200"), ("round(283.1983895, 6)", "283.19839"), ("round(2.567, 1.9)", "2.6"),
        ("round(2.567, 1 + 1) * 2", "5.14"), ("round(1e300, 10)", "Error"),
        // bc's library names and qalc's square.
        ("l2(8)", "3"), ("l10(100)", "2"), ("r2d(pi)", "180"), ("d2r(180)", "3.14159265358979"), ("comb(10, 2)", "45"),
        ("perm(6, 2)", "30"), ("square(3)", "9"), ("phase(-1)", "180"),
        // Windows Calculator's expression engine: a trigonometric function's unit as its second argument.
        ("sin(30, deg)", "0.5"), ("sin(100, grad)", "1"), ("sin(100, GRAD)", "1"), ("cos(200, gradians)", "-1"),
        ("asin(1, deg)", "90"), ("acos(-1, deg)", "180"), ("acos(-1, grad)", "200"), ("atan(1, gon)", "50"),
        ("tan(90, deg)", "Error"), ("csc(0, rad)", "Error"), ("sin(30, deg)^2 * 4", "1"), ("sin^2(30, deg)", "0.25"),
        // floor, ceil and trunc to n decimals (bc's ceil(x, n)); SpeedCrunch's emod; digit separators.
        ("ceil(-1.4, 0)", "-1"), ("ceil(64.1223, 4)", "64.1223"), ("ceil(64.1223, 2)", "64.13"),
        ("floor(-2.567, 1)", "-2.6"), ("trunc(-2.567, 1)", "-2.5"), ("int(2.567, 2)", "2.56"),
        ("floor(1234, -2)", "1200"), ("ceil(2.5)", "3"), ("emod(-10, 3)", "2"), ("emod(10; -3)", "-2"),
        ("emod(-10, -3)", "-1"), ("emod(7, 0)", "Error"), ("1_000_000", "1000000"), ("1234_56", "123456"),
        ("1_2.3_4", "12.34"), ("123 456 789", "123456789"), ("12 345", "12345"), ("0.000 001", "0.000001"),
        ("1 000.5 + 1", "1001.5"), ("-1.000 000", "-1"), ("1\u{2009}000\u{202F}000", "1000000"), ("2 345e3", "2345000"),
    ])
    func values(_ text: String, _ expected: String) throws {
        #expect(try ExpressionGrammarTests.value(text) == expected, "\(text)")
        #expect(try ExpressionGrammarTests.value(text, mode: .immediate) == expected, "\(text) in immediate mode")
    }

    /// Degrees written with the angle (`30°`, `sin₀`) whatever the angle unit: the same values in radians,
    /// exactly (`cos(90°)` was 6.1e-17: 90 × π/180 rounded).
    @Test(arguments: [
        ("cos(90°)", "0"), ("sin(180°)", "0"), ("cos(-90°)", "0"), ("sin(sin(30°)*(1+2))", "0.997494986604054"),
        ("cos(sin(30°)/(2+3))", "0.995004165278026"), ("sind(180)", "0"), ("sin(180, deg)", "0"), ("cos₀(90)", "0"),
        ("tan(45°)", "1"), ("sec(60°)", "2"), ("acos(0, deg)", "90"), ("sin(200, grad)", "0"), ("tan(90°)", "Error"),
        ("sin(30°)", "0.5"), ("sin₀(30)", "0.5"), ("sin₀⁻¹(1)", "90"), ("tan₀(45)", "1"), ("sin(pi/6)", "0.5"),
        ("asin(1)", "1.5707963267949"), ("sinᵣ(pi/6)", "0.5"), ("sinᵣ⁻¹(1)", "1.5707963267949"),
        ("90°", "1.5707963267949"), ("0°30'", "0.00872664625997165"), ("sin(0°30')", "0.00872653549837393"),
        ("sin(30, deg)", "0.5"), ("asin(1, deg)", "90"), ("sin(pi/6, rad)", "0.5"), ("sin(100, grad)", "1"),
    ])
    func valuesInRadians(_ text: String, _ expected: String) throws {
        var calculator = Calculator(
            configuration: try .init(backend: DoubleBackend(), displayDigits: 15, angleUnit: .radians))
        #expect(try calculator.evaluate(text) == expected, "\(text)")
    }

    @Test(arguments: [
        ("2²³", "[2] pow [23]"), ("2⁻²", "[2] pow [2] neg"), ("3²", "[3] sqr"), ("4⁻¹", "[4] inv"),
        ("sin²45", "[45] sin sqr"), ("sin¹⁰ 45", "[45] sin pow [10]"), ("³√8", "( [8] root [3] )"),
        ("∜16", "( [16] root [4] )"), ("₁₀√1024", "( [1024] root [10] )"), ("pow(10, 308)", "( [10] pow [308] )"),
        ("8 yroot 3", "[8] root [3]"), ("sqr(12)", "[12] sqr"), ("cube(8)", "[8] cube"), ("cuberoot(8)", "[8] cbrt"),
        ("sin₀(30)", "[30] sin@deg"),
        ("sin₀⁻¹(1)", "[1] asin@deg"), ("5⏨2", "[5] EE [2]"), ("2\\cdot3", "[2] * [3]"),
        ("2\\pi", "[2] * pi"), ("2max(1, 2)", "[2] * ( [1] max [2] )"), ("7 mod (3)", "[7] mod [3]"),
        ("\\sqrt{4}", "[4] sqrt"), ("\\left(1\\right)", "[1]"), ("7\\2", "( [7] / [2] ) trunc"),
        ("(2)1", "[2] * [1]"), ("negate(5)", "[5] neg"), ("sinᵣ(1)", "[1] sin@rad"),
        ("3!!", "[3] dfact"), ("gamma(5)", "[5] gamma"), ("Γ(0.5)²", "[0.5] gamma sqr"),
        ("tgamma(2)", "[2] gamma"), ("round(2.5)", "[2.5] round"), ("max(1, 2)", "( [1] max [2] )"),
        ("hypot(3, 4)", "( [3] hypot [4] )"), ("½", "( [1] / [2] )"), ("1½", "( [1] + ( [1] / [2] ) )"),
        ("0°30'", "( [0] + ( [30] / [60] ) ) * ( [1] asin / [90] )"), ("5 log base 3", "[5] logy [3]"),
        ("٤٢", "[42]"), ("cos^2(60)", "[60] cos pow [2]"), ("34'", "[34] / [60] * ( [1] asin / [90] )"),
        ("idiv(7, 2)", "( [7] / [2] ) trunc"),
        ("round(2.567, 2)", "( ( [2.567] EE [2] trunc ) round EE [2] trunc neg )"),
        ("ceil(64.1223, 2)", "( ( [64.1223] EE [2] trunc ) ceil EE [2] trunc neg )"),
        ("sin(30, deg)", "[30] sin@deg"), ("sin(30°)", "[30] sin@deg"), ("cos(-90°)", "[90] neg cos@deg"),
        // Only a marked angle that ends the argument: a nested sin(30°) rewrote the output, and the stale
        // range of its mark once matched the outer argument (sin(sin(30°)*(1+2)) was sin 30°).
        ("sin(sin(30°)*(1+2))", "( [30] sin@deg * ( [1] + [2] ) ) sin"),
        ("sin(-(30°))", "( [30] * ( [1] asin / [90] ) ) neg sin"),
        ("sin(100, grad)", "[100] sin@grad"), ("cos(1°30')", "( [1] + ( [30] / [60] ) ) cos@deg"),
        ("asin(1, deg)", "[1] asin@deg"), ("sin(30° + 1)", "( [30] * ( [1] asin / [90] ) + [1] ) sin"),
        ("emod(-10, 3)", "( [10] neg mod [3] )"),
        ("1_000", "[1000]"), ("1 000 000", "[1000000]"),
        ("atan2(1, 2)", "( [1] * i + [2] ) arg"), ("arctan2(1; 2)", "( [1] + ( [2] * i ) ) arg"),
        ("a2(1, 2)", "( [1] * i + [2] ) arg / ( [1] asin / ( pi / [2] ) )"),
        ("s(1)", "[1] sin@rad"), ("e(2)", "[2] exp"), ("e (2)", "[2] exp"),
        ("1 < 2", "( ( ( [1] - [2] ) sign neg + [1] ) / [2] ) floor"),
        ("1 >= 2", "( ( ( [1] - [2] ) sign + [2] ) / [2] ) floor"), ("1 == 2", "( ( [1] - [2] ) sign abs neg + [1] )"),
        ("1 != 2", "( [1] - [2] ) sign abs"), ("1+1 ≤ 2", "( ( ( [1] + [1] - [2] ) sign neg + [2] ) / [2] ) floor"),
        ("sind(30)", "[30] sin@deg"), ("reciproc(4)", "[4] inv"),
        (
            "roundeven(2.5)",
            "( [2.5] round - ( [2.5] sign * ( ( [2.5] frac abs - [5e-1] ) sign abs neg + [1] ) * ( [2.5] round mod [2] ) ) )"
        ),
        ("2.7$", "[2.7] trunc"), ("1.2 @ 1", "( [1.2] EE [1] trunc ) trunc EE [1] trunc neg"),
        ("°34", "( [0] + ( [34] / [60] ) ) * ( [1] asin / [90] )"),
        ("e*(2)", "e * [2]"), ("E(2)", "e * [2]"), ("l(2)", "[2] ln"), ("f(5)", "[5] fact"),
        ("p(2, 3)", "( [2] pow [3] )"),
    ])
    func translations(_ text: String, _ expected: String) throws {
        #expect(try ExpressionGrammarTests.translation(text) == expected, "\(text)")
        let keys = try Expression(parsing: text).keys
        #expect(try KeyScript(parsing: KeyScript(keys: keys).text).keys == keys)
    }

    @Test(arguments: [
        ("5 % 2", "5: missing operator before '2' ('%' is percent; for the remainder write 'mod': a mod 2)"),
        ("50 % 10", "6: missing operator before '10' ('%' is percent; for the remainder write 'mod': a mod 10)"),
        ("2 3", "3: missing operator before '3' (write '×' or '*' to multiply)"),
        ("rem(5, 2)", "1: unknown function 'rem' (did you mean 'mod'?)"),
        ("squareroot(4)", "1: unknown function 'squareroot' (did you mean 'sqrt'?)"),
        ("arcsine(1)", "1: unknown function 'arcsine' (did you mean 'asin'?)"),
        ("fix(2.5)", "1: unknown function 'fix' (did you mean 'trunc'?)"),
        ("root(9)", "1: 'root' takes 2 arguments: root(x, n) (the square root is sqrt(x))"),
        ("pow(1)", "1: 'pow' takes 2 arguments: pow(x, y)"), ("max()", "5: 'max' needs an argument"),
        ("idiv(1)", "1: 'idiv' takes 2 arguments: idiv(a, b)"),
        ("powmod(2, 3)", "1: 'powmod' takes 3 arguments: powmod(a, b, m), a^b mod m"),
        ("powmod(2, 3, 4, 5)", "1: 'powmod' takes 3 arguments: powmod(a, b, m), a^b mod m"),
        ("modpow(2, 3, 5)", "1: unknown function 'modpow' (did you mean 'powmod'?)"),
        ("summation(1; 2)", "1: 'summation' takes 3 arguments: summation(a, b, f(n)), f(a) + … + f(b)"),
        (
            "summation(1; x; n)",
            "1: 'summation' takes its bounds as whole numbers written in digits, at most 10000 terms: summation(1; 10; n^2)"
        ),
        ("summation(1; 3; n; 4)", "1: 'summation' takes 3 arguments: summation(a, b, f(n)), f(a) + … + f(b)"),
        ("mean", "1: 'mean' needs an argument"), ("sum 1", "1: 'sum' needs an argument"),
        ("avgg(1, 2)", "1: unknown function 'avgg' (did you mean 'avg'?)"),
        ("geomen(1, 2)", "1: unknown function 'geomen' (did you mean 'geomean'?)"),
        ("powertower(2, 3, 4)", "1: 'powertower' takes 2 arguments: powertower(x, n), x^x^…^x with n x's"),
        (
            "powertower(2, 1+1)",
            "15: 'powertower' takes its height as a whole number from 0 to 1000, written in digits: powertower(x, 4)"
        ),
        (
            "powertower(2, 1001)",
            "15: 'powertower' takes its height as a whole number from 0 to 1000, written in digits: powertower(x, 4)"
        ),
        (
            "powertower(2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+2, 1000)",
            "1: 'powertower' writes its base once per level, and its keys would pass 100000: lower the height or shorten the base"
        ),
        ("round(1, 2, 3)", "1: 'round' takes 1 or 2 arguments: round(x) or round(x, n)"),
        ("sinh₀(1)", "1: unknown function 'sinh₀' (did you mean 'sinh'?)"),
        ("ceil(1, 2, 3)", "1: 'ceil' takes 1 or 2 arguments: ceil(x) or ceil(x, n)"),
        ("sin(1, 2)", "1: 'sin' takes 1 argument: sin(x) or sin(x, deg), with deg, rad or grad"),
        ("sin(1, deg, rad)", "1: 'sin' takes 1 argument: sin(x) or sin(x, deg), with deg, rad or grad"),
        ("sin₀(1, deg)", "1: 'sin₀' takes 1 argument: sin₀(x)"),
        ("sqrt(1, deg)", "1: 'sqrt' takes 1 argument: sqrt(x)"), ("emod(1)", "1: 'emod' takes 2 arguments: emod(a, b)"),
        ("1_", "2: unknown name '_' (variables need a session)"),
        ("atan2(1)", "1: 'atan2' takes 2 arguments: atan2(y, x)"),
        ("arctan2(1; 2; 3)", "1: 'arctan2' takes 2 arguments: arctan2(x, y)"),
        ("a2(1)", "1: 'a2' takes 2 arguments: a2(y, x)"), ("s(1, 2)", "1: 's' takes 1 argument: s(x)"),
        ("S(1)", "1: unknown function 'S'"), ("roundeven(2.5, 1)", "1: 'roundeven' takes 1 argument: roundeven(x)"),
        ("< 2", "1: unexpected '<' (it needs a number before it)"),
        ("1 <", "3: '<' needs a number after it"), ("$", "1: unexpected '$' (it needs a number before it)"),
        ("2 @", "3: '@' needs a number after it"), ("°", "1: unexpected '°' (it needs a number before it)"),
        ("34''", "4: unexpected '''"), ("1 < < 2", "3: '<' needs a number after it"),
        ("2.5 @", "5: '@' needs a number after it"), ("$ 2", "1: unexpected '$' (it needs a number before it)"),
        // A character or number the language lacks is reported before a syntax error earlier in the text.
        ("2 3 `", "5: unexpected character '`'"), ("(1 + ) 1.2.3", "8: '1.2.3' is not a number (more than one '.')"),
        ("x = ¤", "5: unexpected character '¤'"),
        // A character that does not show alone is quoted by its code point.
        ("2+\u{200B}3", "3: unexpected character '\\u{200B}'"), ("2+\u{2060}3", "3: unexpected character '\\u{2060}'"),
        ("2+\u{0301}3", "3: unexpected character '\\u{301}'"), ("2+\u{E000}3", "3: unexpected character '\\u{E000}'"),
        // A function's argument left out after a separator.
        ("2*(log(8,))", "10: expected an argument after ',' in 'log'"),
        ("round(2.5, )", "12: expected an argument after ',' in 'round'"),
        ("sin(30;)", "8: expected an argument after ';' in 'sin'"),
        // Programmer mode's functions of a word and radix conversions outside it; the bitwise operators
        // work everywhere, and need their operands.
        ("rol(1)", "1: 'rol' needs programmer mode (integer words)"),
        ("RCR 5", "1: 'RCR' needs programmer mode (integer words)"),
        ("and 3", "1: 'and' needs a number before it"), ("6 & ", "3: '&' needs a number after it"),
        ("1 << ", "3: '<<' needs a number after it"), ("~", "1: '~' needs a number after it"),
        ("1 |", "4: expected a number"), ("1 | 2 & ", "7: '&' needs a number after it"),
        ("2 && 3", "3: unknown name '&&' (did you mean '&'?)"),
        ("hex(255)", "1: 'hex' needs programmer mode (integer words)"),
        ("(|)", "3: expected a number"), ("sin(|+|)", "8: expected a number"),
        ("0x1h3e9", "1: '0x1h3e9': the exponent of the radix is more than 1000 (in decimal)"),
        ("1 + 0b1b-1111111111", "5: '0b1b-1111111111': the exponent of the radix is more than 1000 (in decimal)"),
        // A fraction in another radix beyond its 64 digits said "unexpected character '.'".
        (
            "0x1." + String(repeating: "F", count: 65),
            "4: a fraction in another radix has at most 64 digits: '." + String(repeating: "F", count: 31)
                + "…' has 65"
        ),
        ("255 to Hex", "5: 'to Hex' needs programmer mode (integer words)"),
        ("255 to", "5: unknown name 'to' (did you mean 'tg'?)"),
        ("hex", "1: unknown name 'hex' (variables need a session)"),
        ("2 = 3 =", "3: unexpected '=' (assign with 'name = expression' at the start of a line)"),
        // An operand written twice: rand would draw twice.
        (
            "floor(5.55, rand*3)",
            "1: 'rand' in an operand that 'floor' writes more than once would draw more than one number (compute it first in a session)"
        ),
        ("1234 567", "6: missing operator before '567' (write '×' or '*' to multiply)"),
        ("1 0000", "3: missing operator before '0000' (write '×' or '*' to multiply)"),
        ("12 345 6", "8: missing operator before '6' (write '×' or '*' to multiply)"),
        ("cos^(60)", "1: 'cos' needs an argument"),
        ("30°°", "4: unexpected '°'"), ("1° '", "4: unexpected '''"), ("1'''", "3: unexpected '''"),
        ("₃8", "1: '₃' is a root's index: write '√' right after it (₃√8 is the cube root of 8)"),
        ("2⁻", "2: '⁻' must be followed by superscript digits (2⁻¹ = 0.5, 2⁻² = 0.25)"),
        ("8yroot3", "2: unknown name 'yroot3' (write 'yroot 3')"), ("3and2", "2: unknown name 'and2' (write 'and 2')"),
        ("fract(2.5)", "1: unknown function 'fract' (did you mean 'frac'?)"),
        ("2 ½", "3: missing operator before '½' (write '×' or '*' to multiply)"),
        ("log base 3", "1: 'log base' needs a number before it"),
    ])
    func messages(_ text: String, _ expected: String) {
        #expect(ExpressionGrammarTests.error(text) == expected, "\(text)")
    }

    /// Nesting a function whose translation writes an operand twice doubles the translation at each
    /// level: refused past the limit, quickly, rather than grown exponentially.
    @Test func nestedRepeatedOperandsAreBounded() throws {
        var text = "1"
        for _ in 0..<30 { text = "round(2.5, \(text))" }
        #expect(throws: ExpressionError.self) { try Expression(parsing: text) }
        do {
            _ = try Expression(parsing: text)
        } catch {
            #expect(error.message.hasPrefix("'round' nested too deeply: it writes an operand more than once"))
        }
        // A few levels are fine.
        #expect(try ExpressionGrammarTests.value("round(2.567, round(1.6, round(0.4)))") == "2.57")
    }

    @Test(arguments: [
        ("sin(pi/6)", true), ("cos(2π)", true), ("sin 30", false), ("asin(pi/6)", false), ("pi + sin(30)", false),
        ("tan(π)", true), ("sin₀(pi)", false), ("sinᵣ(pi/6)", false), ("sin(pi, rad)", false),
        ("sin(pi°)", false), ("cos(30° + pi)", false), ("sin(pi) + cos(1°)", true),
    ])
    func piInAngleArgument(_ text: String, _ expected: Bool) throws {
        #expect(try Expression(parsing: text).hasPiInAngleArgument == expected, "\(text)")
    }
}
