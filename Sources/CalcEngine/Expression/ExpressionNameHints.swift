/// What other calculators call the functions of the expression language: the hints of unknown-name and
/// argument-count messages (`arcsinus` → `asin`, `rem` → `mod`, `root(9)` → `sqrt(9)`).
enum ExpressionNameHints {
    /// The expression language's name for a function other calculators (or languages) call `name`
    /// (lower-cased), or nil.
    static func equivalent(of name: String) -> String? { equivalents[name] }

    private static let equivalents: [String: String] = [
        "squareroot": "sqrt", "sqroot": "sqrt", "cubert": "cbrt", "cubicroot": "cbrt",
        "sen": "sin", "asen": "asin", "arcsen": "asin", "arcsine": "asin", "arccosine": "acos", "arctangent": "atan",
        "rem": "mod", "remainder": "mod", "modulo": "mod", "modpow": "powmod", "powermod": "powmod",
        "modexp": "powmod",
        "fix": "trunc", "ipart": "trunc", "integer": "trunc", "fpart": "frac", "fractional": "frac", "fract": "frac",
        "rnd": "round", "rint": "round", "nint": "round",
        "binomial": "nCr", "binom": "nCr", "choose": "nCr",
        "power": "pow", "mag": "abs", "absolute": "abs", "hcf": "gcd", "gcf": "gcd", "lcd": "lcm",
        "maximum": "max", "minimum": "min", "loge": "ln", "ld": "log2", "fac": "fact",
        "nthroot": "root", "surd": "root",
        // ln Γ (SpeedCrunch's lngamma, C's lgamma, spreadsheets' gammaln) is the logarithm of gamma here.
        "lngamma": "ln(gamma(x))", "lgamma": "ln(gamma(x))", "gammaln": "ln(gamma(x))", "loggamma": "ln(gamma(x))",
        // C's logical operators, in programmer mode: the bitwise ones are what words have.
        "&&": "&", "||": "|",
    ]
}

extension ExpressionError {
    /// A hint for a function given the wrong number of arguments when another calculator's function of
    /// that name takes that many: `root(9)` is the square root there (`sqrt(9)` here).
    static func otherCalculatorsHint(function name: String, arguments count: Int) -> String {
        switch name.lowercased() {
        case "root": return " (the square root is sqrt(x))"
        case "log": return ""
        default: return ""
        }
    }
}
