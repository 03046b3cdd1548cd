import CMPFR

/// How a value of ``VerifiedBackend`` was computed, so that it can be computed again at a higher
/// precision: a small immutable expression graph whose leaves are typed numbers and constants.
public final class RealExpression: Sendable {
    /// One step of a computation.
    enum Node: Sendable {
        /// Typed decimal text.
        case decimal(String)
        /// An integer.
        case integer(Int)
        /// An exact rational (from ``VerifiedExactBackend``).
        case rational(Rational)
        /// π.
        case pi
        /// e.
        case e
        /// A function of one argument.
        case unary(UnaryFunction, AngleUnit, RealExpression)
        /// An operation of two arguments.
        case binary(BinaryOperation, RealExpression, RealExpression)
        /// −x.
        case negation(RealExpression)
        /// x × 2ⁿ.
        case scaled(RealExpression, Int)
        /// A value that can no longer be recomputed (its graph grew too large): only its approximation.
        case frozen
    }

    /// The step.
    let node: Node
    /// The value at the backend's base precision.
    public let approximation: MPFRValue
    /// The longest chain of steps from this one down to a leaf.
    let depth: Int

    init(_ node: Node, approximation: MPFRValue) {
        self.node = node
        self.approximation = approximation
        switch node {
        case .unary(_, _, let x), .negation(let x), .scaled(let x, _): depth = x.depth + 1
        case .binary(_, let a, let b): depth = max(a.depth, b.depth) + 1
        default: depth = 1
        }
    }

    /// The children of this step.
    var children: [RealExpression] {
        switch node {
        case .unary(_, _, let x), .negation(let x), .scaled(let x, _): [x]
        case .binary(_, let a, let b): [a, b]
        default: []
        }
    }

    /// The value recomputed with `backend` (at its precision), every step once, without recursion.
    func evaluate(with backend: MPFRBackend) -> MPFRValue {
        var values: [ObjectIdentifier: MPFRValue] = [:]
        var stack: [(RealExpression, Bool)] = [(self, false)]
        while let (expression, childrenDone) = stack.popLast() {
            let id = ObjectIdentifier(expression)
            if values[id] != nil { continue }
            if !childrenDone {
                stack.append((expression, true))
                for child in expression.children where values[ObjectIdentifier(child)] == nil { stack.append((child, false)) }
                continue
            }
            func value(_ x: RealExpression) -> MPFRValue { values[ObjectIdentifier(x)]! }
            let result: MPFRValue
            switch expression.node {
            case .decimal(let text): result = backend.value(decimal: text)
            case .integer(let n): result = backend.value(n)
            case .rational(let r): result = r.withMPQPointer { q in backend.result { mpfr_set_q($0, q, MPFR_RNDN) } }
            case .pi: result = backend.pi
            case .e: result = backend.e
            case .unary(let f, let angle, let x): result = backend.apply(f, to: value(x), angle: angle)
            case .negation(let x): result = backend.negation(value(x))
            case .scaled(let x, let n): result = backend.scaled(value(x), byPowerOfTwo: n)
            case .frozen: result = expression.approximation
            case .binary(let op, let a, let b):
                let x = value(a), y = value(b)
                switch op {
                case .add: result = backend.sum(x, y)
                case .subtract: result = backend.difference(x, y)
                case .multiply: result = backend.product(x, y)
                case .divide: result = backend.quotient(x, y)
                case .power: result = backend.power(x, y)
                case .root: result = backend.root(x, y)
                case .scaleByPowerOfTen: result = backend.scaled(x, byPowerOfTen: y)
                }
            }
            values[id] = result
        }
        return values[ObjectIdentifier(self)]!
    }
}
