extension RealExpression {
    /// An interval that certainly contains the exact value of this expression, computed with every step
    /// rounded outwards at `precision` bits; `nil` when a step cannot be bounded (a division by an
    /// interval containing 0, an argument leaving a function's domain, a frozen value).
    /// Every step is evaluated once (``reduce(_:)``).
    func enclosure(precision: Int) -> MPFREnclosure? {
        let arithmetic = MPFREnclosureArithmetic(precision: precision)
        return reduce { expression, enclosure in
            switch expression.node {
            case .decimal(let text): return arithmetic.decimal(text)
            case .integer(let n): return arithmetic.integer(n)
            case .rational(let r): return arithmetic.rational(r)
            case .pi: return arithmetic.pi
            case .e: return arithmetic.e
            case .frozen: return nil
            case .unary(let f, let angle, let x): return arithmetic.apply(f, to: enclosure(x), angle: angle)
            case .negation(let x): return arithmetic.negation(enclosure(x))
            case .scaled(let x, let n): return arithmetic.scaled(enclosure(x), byPowerOfTwo: n)
            case .binary(let operation, let a, let b): return arithmetic.apply(operation, enclosure(a), enclosure(b))
            }
        }
    }
}
