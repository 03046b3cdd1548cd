extension RealExpression {
    /// An interval that certainly contains the exact value of this expression, computed with every step
    /// rounded outwards at `precision` bits; `nil` when a step cannot be bounded (a division by an
    /// interval containing 0, an argument leaving a function's domain, a frozen value).
    /// Every step is evaluated once, without recursion.
    func enclosure(precision: Int) -> MPFREnclosure? {
        let arithmetic = MPFREnclosureArithmetic(precision: precision)
        var results: [ObjectIdentifier: MPFREnclosure] = [:]
        var stack: [(RealExpression, Bool)] = [(self, false)]
        while let (expression, childrenDone) = stack.popLast() {
            let id = ObjectIdentifier(expression)
            if results[id] != nil { continue }
            if !childrenDone {
                stack.append((expression, true))
                for child in expression.children where results[ObjectIdentifier(child)] == nil { stack.append((child, false)) }
                continue
            }
            // A child without an enclosure has stopped the evaluation already (below), so these exist.
            func enclosure(_ x: RealExpression) -> MPFREnclosure { results[ObjectIdentifier(x)]! }
            let result: MPFREnclosure?
            switch expression.node {
            case .decimal(let text): result = arithmetic.decimal(text)
            case .integer(let n): result = arithmetic.integer(n)
            case .rational(let r): result = arithmetic.rational(r)
            case .pi: result = arithmetic.pi
            case .e: result = arithmetic.e
            case .frozen: result = nil
            case .unary(let f, let angle, let x): result = arithmetic.apply(f, to: enclosure(x), angle: angle)
            case .negation(let x): result = arithmetic.negation(enclosure(x))
            case .scaled(let x, let n): result = arithmetic.scaled(enclosure(x), byPowerOfTwo: n)
            case .binary(let op, let a, let b):
                let x = enclosure(a), y = enclosure(b)
                switch op {
                case .add: result = arithmetic.sum(x, y)
                case .subtract: result = arithmetic.difference(x, y)
                case .multiply: result = arithmetic.product(x, y)
                case .divide: result = arithmetic.quotient(x, y)
                case .power: result = arithmetic.power(x, y)
                case .root: result = arithmetic.root(x, y)
                case .scaleByPowerOfTen: result = arithmetic.scaled(x, byPowerOfTen: y)
                }
            }
            guard let result else { return nil }
            results[id] = result
        }
        return results[ObjectIdentifier(self)]
    }
}
