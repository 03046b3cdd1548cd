import CalcNumerics

extension RealExpression {
    /// An interval that certainly contains the exact value of this expression, computed with every step
    /// rounded outwards at `precision` bits; `nil` when a step cannot be bounded (a division by an
    /// interval containing 0, an argument leaving a function's domain, a frozen value).
    /// Every step is evaluated once (``reduce(known:step:)``).
    func enclosure(precision: Int) -> MPFREnclosure? {
        let arithmetic = MPFREnclosureArithmetic(precision: precision)
        // Each step keeps the enclosure it was last computed at (at the highest precision so far), so a
        // display after one more key computes that key's step, not every step since the typed numbers:
        // the cost per key does not grow with the keys before it. A step known at a higher precision is
        // enclosed at least as tightly as a fresh one, and the highest precision is computed the same way
        // either way, so the digits shown do not change.
        return reduce(
            known: { $0.cachedEnclosure(atLeast: precision) },
            step: { expression, enclosure in
                let result: MPFREnclosure?
                switch expression.node {
                case .decimal(let text): result = arithmetic.decimal(text)
                case .integer(let n): result = arithmetic.integer(n)
                case .rational(let r): result = arithmetic.rational(r)
                case .pi: result = arithmetic.pi
                case .e: result = arithmetic.e
                case .exactBinary: result = arithmetic.binary(expression.approximation)
                case .frozen: result = nil
                case .unary(let f, let angle, let x): result = arithmetic.apply(f, to: enclosure(x), angle: angle)
                case .negation(let x): result = arithmetic.negation(enclosure(x))
                case .scaled(let x, let n): result = arithmetic.scaled(enclosure(x), byPowerOfTwo: n)
                case .binary(let operation, let a, let b):
                    result = arithmetic.apply(operation, enclosure(a), enclosure(b))
                }
                if let result { expression.cache(result, precision: precision) }
                return result
            })
    }
}
