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
            case .binary(let op, let a, let b):
                let x = enclosure(a), y = enclosure(b)
                switch op {
                case .add: return arithmetic.sum(x, y)
                case .subtract: return arithmetic.difference(x, y)
                case .multiply: return arithmetic.product(x, y)
                case .divide: return arithmetic.quotient(x, y)
                case .power: return arithmetic.power(x, y)
                case .root: return arithmetic.root(x, y)
                case .scaleByPowerOfTen: return arithmetic.scaled(x, byPowerOfTen: y)
                }
            }
        }
    }
}
