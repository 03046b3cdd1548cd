/// The functions and constants an expression can name, with their synonyms (case-insensitive).
enum ExpressionFunction: Sendable, Hashable {
    /// A function of one argument: one key.
    case unary(UnaryFunction)
    /// A function of two arguments (`nCr(n, r)`, `root(x, n)`): `x op y`.
    case binary(BinaryOperation)
    /// `log`: base 10 with one argument, `log(x, b)` base b with two.
    case log
    /// A function of one argument that is a key of its own rather than a ``UnaryFunction``: `negate(x)`,
    /// Windows Calculator's history for ± (the `neg` key), and programmer mode's word functions
    /// (``ExpressionParser/wordFunctions``).
    case key(Key)
    /// An angle converted, whatever the angle unit, as SpeedCrunch and spreadsheets name the
    /// conversions: x radians in degrees, gradians or turns (`degrees(x)` is x × 180 ÷ π, `gradians(x)`
    /// x × 200 ÷ π, `turns(x)` x × 0.5 ÷ π: the unit's half turn over π) when `fromRadians`, and x
    /// degrees in radians otherwise (`radians(x)`, x × π ÷ 180).
    case angleConversion(halfTurn: String, fromRadians: Bool)
    /// `idiv(a, b)` (SpeedCrunch's name for `a div b`): the quotient truncated toward zero.
    case integerDivision
    /// `round(x)`, `floor(x)`, `ceil(x)` or `trunc(x)`, the key, or with a second argument x rounded to
    /// n decimal places the same way (n < 0: to tens, hundreds…; n's integer part), as qalc's and
    /// SpeedCrunch's `round(x, n)`, bc's `r(x, n)` and `ceil(x, n)`: `( x EE n ) round EE ( n neg )`.
    case rounding(UnaryFunction)
    /// `emod(a, b)` (SpeedCrunch): the floored remainder, with b's sign, which is `a mod b`, and in
    /// programmer mode, where `mod` truncates, ``ExpressionParser/wordFlooredRemainder(from:_:format:name:at:)``.
    case flooredModulo
    /// The angle of the point (x, y) from the positive x axis, in (−180°, 180°] or (−π, π]: the argument
    /// of x + y·i, `( x + y × i ) arg`, which is `Error` at the origin. `atan2(y, x)` (C, qalc, and bc's
    /// `a2`) writes y first (`yFirst`); SpeedCrunch's `arctan2(x; y)` writes the point in order.
    case pointAngle(yFirst: Bool)
    /// `roundeven(x)` (SpeedCrunch): x rounded to the nearest integer, halves to the even one, from the
    /// round key (halves away from zero) moved back by x's sign where x is a half and the rounded value
    /// odd (``ExpressionParser/roundHalfToEven(from:_:name:at:)``).
    case roundHalfToEven
    /// `powmod(a, b, m)` (SpeedCrunch): a^b mod m without computing a^b, `( a ^ b powmod m )`
    /// (``BinaryOperation/modularPower``).
    case modularPower
    /// `powertower(x, n)` (qalc): x^x^…^x with n x's, n written as a whole number
    /// (``ExpressionParser/powerTower(from:_:name:at:)``).
    case powerTower
    /// `average(a, b, …)` (also `avg`, `mean`): the arithmetic mean `( a + b + … ) / [n]`
    /// (``ExpressionParser/mean(geometric:from:_:name:at:)``).
    case mean
    /// `summation(a; b; f(n))` (SpeedCrunch): f(a) + f(a + 1) + … + f(b) for whole numbers a and b written
    /// in digits (``ExpressionParser/summation(name:at:)``).
    case summation
    /// `cis(θ)` (qalc, SpeedCrunch): cos θ + i·sin θ, the unit complex number at angle θ in the angle
    /// unit, `( [1] polar θ )`.
    case cis
    /// `geomean(a, b, …)`: the geometric mean of numbers ≥ 0, `( a × b × … ) root [n]`, each argument
    /// checked (``ExpressionParser/mean(geometric:from:_:name:at:)``).
    case geometricMean

    /// The number of arguments the function takes (at most, for a rounding, which takes one or two; at
    /// least, for the folding functions, min(a, b, c)), as an error message states it.
    var argumentCount: Int {
        switch self {
        case .unary, .key, .angleConversion, .roundHalfToEven, .cis: 1
        case .rounding, .pointAngle, .binary, .log, .integerDivision, .flooredModulo, .powerTower: 2
        case .modularPower, .summation: 3
        case .mean, .geometricMean: 1
        }
    }

    /// Whether the function is a rounding (``rounding(_:)``), which takes one or two arguments.
    var isRounding: Bool {
        if case .rounding = self { true } else { false }
    }

    /// The function of a name, lower-cased (`sin`, `arcsin`, `log10`, `lg`…), or nil.
    static func named(_ lowercased: String) -> ExpressionFunction? { table[lowercased] }

    /// Every function name, lower-cased (for suggestions): the scientific calculator's names first, then
    /// those taken from other calculators (``otherCalculatorsNames``), so that a tie suggests `sin` for
    /// `sinn`, not `sign`.
    static let names: [String] =
        table.keys.filter { !otherCalculatorsNames.contains($0) }.sorted() + otherCalculatorsNames.sorted()
        + statistics.keys.sorted()

    /// The names taken from other calculators' languages.
    static let otherCalculatorsNames: Set<String> = [
        "sqr", "cube", "cuberoot", "reciproc", "exp10", "pow10", "exp2", "pow2", "dfact", "doublefactorial", "round",
        "trunc",
        "truncate", "int", "negate", "frac", "sign", "sgn", "signum", "mod", "pow", "min", "max", "gcd", "lcm", "hypot",
        "degrees", "radians", "gradians", "turns", "idiv", "square", "comb", "perm", "l2", "l10", "r2d", "d2r",
        "logbase", "phase", "emod", "atan2", "arctan2", "roundeven", "powmod", "powertower", "cis",
        "summation", "tgamma",
    ]

    /// bc's library functions, named by one letter (`bc -l`: `s`, `c` and `a` for sine, cosine and
    /// arctangent in radians, `l` for ln, `e` for eˣ; Gavin Howard's bc adds `t` for the tangent, `f` for
    /// x!, `p(x, y)` for xʸ, `r(x, n)` for rounding to n places) or two (`a2(y, x)`, atan2), with the
    /// angle unit bc's functions take and return whatever the calculator's (radians), or nil.
    ///
    /// These names are case-sensitive, as bc's, are functions only before `(`, and only where no variable
    /// has the name (a session's `a = 2` then `a(3)` is 6): they are not reserved, so `a`, `c` or `r` stay
    /// free for variables, and programmer mode, where `a`, `c`, `e` and `f` are digits, has none of them.
    static func bcLibrary(_ name: String) -> (function: ExpressionFunction, unit: AngleUnit?)? {
        switch name {
        case "s": (.unary(.sin), .radians)
        case "c": (.unary(.cos), .radians)
        case "t": (.unary(.tan), .radians)
        case "a": (.unary(.atan), .radians)
        case "a2": (.pointAngle(yFirst: true), .radians)
        case "l": (.unary(.log), nil)
        case "e": (.unary(.exp), nil)
        case "f": (.unary(.factorial), nil)
        case "p": (.binary(.power), nil)
        case "r": (.rounding(.round), nil)
        default: nil
        }
    }

    /// The functions of a list of numbers (SpeedCrunch's and qalc's statistics): `sum` and `product` (the
    /// folding + and ×, so `sum(x)` is x), `average`, `avg` and `mean`, and `geomean`; or nil.
    ///
    /// Like bc's letters, these names are functions only before `(` and only where no variable has the
    /// name: a session's `sum = 1 + 2` stays a variable (they are common names for one), so they are not
    /// reserved.
    static func statistic(_ lowered: String) -> ExpressionFunction? { statistics[lowered] }

    /// ``statistic(_:)``'s functions by name (also the suggestions' candidates).
    private static let statistics: [String: ExpressionFunction] = [
        "sum": .binary(.add), "product": .binary(.multiply), "average": .mean, "avg": .mean, "mean": .mean,
        "geomean": .geometricMean,
    ]

    /// The length in characters of the longest function name (no longer prefix of a name can be one).
    static let longestName: Int = table.keys.map(\.count).max() ?? 0

    /// The inverse of a function written with `⁻¹` after its name (`sin⁻¹`), or nil.
    var inverse: ExpressionFunction? {
        guard case .unary(let f) = self else { return nil }
        let pairs: [(UnaryFunction, UnaryFunction)] = [
            (.sin, .asin), (.cos, .acos), (.tan, .atan), (.sinh, .asinh), (.cosh, .acosh), (.tanh, .atanh),
            (.sec, .asec), (.csc, .acsc), (.cot, .acot), (.sech, .asech), (.csch, .acsch), (.coth, .acoth),
        ]
        return pairs.first { $0.0 == f }.map { .unary($0.1) }
    }

    private static let table: [String: ExpressionFunction] = {
        var table: [String: ExpressionFunction] = [:]
        let unary: [(UnaryFunction, [String])] = [
            (.sin, ["sin"]), (.cos, ["cos"]), (.tan, ["tan", "tg"]),
            (.asin, ["asin", "arcsin"]), (.acos, ["acos", "arccos"]), (.atan, ["atan", "arctan", "arctg"]),
            (.sinh, ["sinh"]), (.cosh, ["cosh"]), (.tanh, ["tanh"]),
            (.asinh, ["asinh", "arsinh", "arcsinh"]), (.acosh, ["acosh", "arcosh", "arccosh"]),
            (.atanh, ["atanh", "artanh", "arctanh"]),
            (.sec, ["sec"]), (.csc, ["csc", "cosec"]), (.cot, ["cot", "cotan", "ctg"]),
            (.asec, ["asec", "arcsec"]), (.acsc, ["acsc", "arccsc", "arccosec"]),
            (.acot, ["acot", "arccot", "arccotan"]),
            (.sech, ["sech"]), (.csch, ["csch", "cosech"]), (.coth, ["coth"]),
            (.asech, ["asech", "arsech", "arcsech"]), (.acsch, ["acsch", "arcsch", "arccsch"]),
            (.acoth, ["acoth", "arcoth", "arccoth"]),
            (.log, ["ln"]), (.log10, ["log10", "lg", "log₁₀"]), (.log2, ["log2", "lb", "log₂"]),
            (.exp, ["exp"]), (.squareRoot, ["sqrt", "√"]), (.cubeRoot, ["cbrt", "∛"]),
            (.abs, ["abs"]), (.reciprocal, ["reciproc"]),
            (.factorial, ["fact", "factorial"]),
            // Γ is looked up lower-cased, as every name: γ (the lexer reads only the capital as a name).
            (.gamma, ["gamma", "γ"]),
            // Other calculators' names (Windows Calculator's history writes sqr, cube and cuberoot, and
            // reciproc for 1/x).
            (.square, ["sqr", "square"]), (.cube, ["cube"]), (.cubeRoot, ["cuberoot"]),
            // bc's library (`bc -l`): l2 and l10.
            (.log2, ["l2"]), (.log10, ["l10"]),
            (.exp10, ["exp10", "pow10"]), (.exp2, ["exp2", "pow2"]),
            (.doubleFactorial, ["dfact", "doublefactorial"]),
            // C's name for Γ.
            (.gamma, ["tgamma"]),
            (.frac, ["frac"]),
            (.sign, ["sign", "sgn", "signum"]),
            // Complex numbers.
            (.realPart, ["re", "real"]), (.imaginaryPart, ["im", "imag"]), (.conjugate, ["conj", "conjugate"]),
            (.argument, ["arg", "phase"]),
        ]
        for (function, names) in unary {
            for name in names { table[name] = .unary(function) }
        }
        table["log"] = .log
        table["logbase"] = .log
        table["negate"] = .key(.negate)
        table["degrees"] = .angleConversion(halfTurn: "180", fromRadians: true)
        table["gradians"] = .angleConversion(halfTurn: "200", fromRadians: true)
        table["turns"] = .angleConversion(halfTurn: "0.5", fromRadians: true)
        table["radians"] = .angleConversion(halfTurn: "180", fromRadians: false)
        // bc's library (`bc -l`): r2d, d2r, comb and perm.
        table["r2d"] = .angleConversion(halfTurn: "180", fromRadians: true)
        table["d2r"] = .angleConversion(halfTurn: "180", fromRadians: false)
        table["comb"] = .binary(.combinations)
        table["perm"] = .binary(.permutations)
        table["idiv"] = .integerDivision
        let roundings: [(UnaryFunction, [String])] = [
            (.round, ["round"]), (.floor, ["floor"]), (.ceil, ["ceil", "ceiling"]),
            (.trunc, ["trunc", "truncate", "int"]),
        ]
        for (key, names) in roundings {
            for name in names { table[name] = .rounding(key) }
        }
        table["emod"] = .flooredModulo
        table["roundeven"] = .roundHalfToEven
        table["powmod"] = .modularPower
        table["powertower"] = .powerTower
        table["cis"] = .cis
        table["summation"] = .summation
        table["∑"] = .summation
        table["atan2"] = .pointAngle(yFirst: true)
        table["arctan2"] = .pointAngle(yFirst: false)
        table["root"] = .binary(.root)
        table["ncr"] = .binary(.combinations)
        table["npr"] = .binary(.permutations)
        table["mod"] = .binary(.modulo)
        table["pow"] = .binary(.power)
        table["min"] = .binary(.minimum)
        table["max"] = .binary(.maximum)
        table["gcd"] = .binary(.gcd)
        table["lcm"] = .binary(.lcm)
        table["hypot"] = .binary(.hypot)
        return table
    }()
}
