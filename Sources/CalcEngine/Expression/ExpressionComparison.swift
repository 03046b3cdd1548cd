/// A comparison of two values, as bc, qalc and C write it: `<`, `>`, `<=`, `>=`, `==`, `!=` (also `≤`,
/// `≥`, `≠`), binding looser than every operator. Its value is 1 where it holds and 0 where it does not.
///
/// Each is translated to keys through the sign of the difference, s = `( a − b ) sign`, so it compares the
/// values as the calculator computes them: two values that the cancellation rule calls equal (their
/// difference is within its residue) are equal. `a < b` is `( ( s neg + [1] ) / [2] ) floor`, `a <= b`
/// the same with `[2]` for `[1]`, `>` and `>=` without the `neg` (``Form``); `a == b` is
/// `( s abs neg + [1] )` and `a != b` is `s abs`. Every step is exact on every backend.
enum ExpressionComparison: Sendable, Hashable, CaseIterable {
    case less, greater, lessOrEqual, greaterOrEqual, equal, notEqual

    /// The comparison a symbol writes (`<`, `<=`, `≤`…), or nil.
    init?(symbol: String) {
        switch symbol {
        case "<": self = .less
        case ">": self = .greater
        case "<=", "≤": self = .lessOrEqual
        case ">=", "≥": self = .greaterOrEqual
        case "==": self = .equal
        case "!=", "≠": self = .notEqual
        default: return nil
        }
    }

    /// Whether a token is a comparison's symbol.
    static func isComparison(_ token: ExpressionToken) -> Bool {
        if case .comparison = token.kind { true } else { false }
    }

    /// How the comparison is made from s, the sign of a − b.
    enum Form: Sendable, Hashable {
        /// `( ( s [neg] + [offset] ) / [2] ) floor`: with `offset` 1, 1 where s (negated when
        /// `negated`) is 1 and 0 where it is 0 or −1; with `offset` 2, 1 where it is 1 or 0.
        case step(negated: Bool, offset: String)
        /// `s abs`, and with `negated` `( s abs neg + [1] )`: 1 where the values differ, or where they
        /// are equal.
        case magnitude(negated: Bool)
    }

    /// How the comparison is made from the sign of the difference.
    var form: Form {
        switch self {
        case .less: .step(negated: true, offset: "1")
        case .lessOrEqual: .step(negated: true, offset: "2")
        case .greater: .step(negated: false, offset: "1")
        case .greaterOrEqual: .step(negated: false, offset: "2")
        case .equal: .magnitude(negated: true)
        case .notEqual: .magnitude(negated: false)
        }
    }
}
