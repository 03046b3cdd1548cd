import CMPFR
import CalcNumerics

/// How a value of ``VerifiedBackend`` was computed, so that it can be computed again at a higher
/// precision: a small immutable expression graph whose leaves are typed numbers and constants.
public final class RealExpression: Sendable, CustomStringConvertible {
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
        /// A binary number that the approximation holds exactly: the point (an integer) onto which the
        /// snapping rule moved an inexact value, at every precision the same number.
        case exactBinary
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
    /// The enclosure of this step last computed, and its precision: a later display reuses it for any
    /// precision up to that one instead of walking the whole graph again (see ``enclosure(precision:)``).
    /// Read and written only under ``EnclosureCacheLock``.
    nonisolated(unsafe) private var cachedEnclosure: (precision: Int, enclosure: MPFREnclosure)?

    /// The description of the value at the base precision.
    public var description: String { approximation.description }

    init(_ node: Node, approximation: MPFRValue) {
        self.node = node
        self.approximation = approximation
        switch node {
        case .unary(_, _, let x), .negation(let x), .scaled(let x, _): depth = x.depth + 1
        case .binary(_, let a, let b): depth = max(a.depth, b.depth) + 1
        case .decimal, .integer, .rational, .pi, .e, .exactBinary, .frozen: depth = 1
        }
    }

    /// The children of this step.
    var children: [RealExpression] {
        switch node {
        case .unary(_, _, let x), .negation(let x), .scaled(let x, _): [x]
        case .binary(_, let a, let b): [a, b]
        case .decimal, .integer, .rational, .pi, .e, .exactBinary, .frozen: []
        }
    }

    /// Computes a result for every step once, children before the steps that use them, without
    /// recursion (graphs can be 10,000 steps deep). `step` gets a step and a function that returns the
    /// result of any of its children; when it returns nil the walk stops and returns nil.
    /// `known` gives the result of a step without walking below it, when there is one.
    func reduce<Result>(
        known: (RealExpression) -> Result? = { _ in nil },
        step: (RealExpression, (RealExpression) -> Result) -> Result?
    ) -> Result? {
        var results: [ObjectIdentifier: Result] = [:]
        var stack: [(RealExpression, Bool)] = [(self, false)]
        while let (expression, childrenDone) = stack.popLast() {
            let id = ObjectIdentifier(expression)
            if results[id] != nil { continue }
            if !childrenDone, let result = known(expression) {
                results[id] = result
                continue
            }
            if !childrenDone {
                stack.append((expression, true))
                for child in expression.children where results[ObjectIdentifier(child)] == nil {
                    stack.append((child, false))
                }
                continue
            }
            // Every child is done before its parent, so the lookup cannot fail.
            guard let result = step(expression, { results[ObjectIdentifier($0)]! }) else { return nil }
            results[id] = result
        }
        return results[ObjectIdentifier(self)]
    }

    /// The value recomputed with `backend` (at its precision), every step once.
    func evaluate(with backend: MPFRBackend) -> MPFRValue {
        let value: MPFRValue? = reduce(step: { expression, value in
            switch expression.node {
            case .decimal(let text): return backend.value(decimal: text)
            case .integer(let n): return backend.value(n)
            case .rational(let r): return r.withMPQPointer { q in backend.result { mpfr_set_q($0, q, MPFR_RNDN) } }
            case .pi: return backend.pi
            case .e: return backend.e
            case .exactBinary:
                return expression.approximation.withMPFRPointer { x in backend.result { mpfr_set($0, x, MPFR_RNDN) }
                }
            case .unary(let f, let angle, let x): return backend.apply(f, to: value(x), angle: angle)
            case .negation(let x): return backend.negation(value(x))
            case .scaled(let x, let n): return backend.scaled(value(x), byPowerOfTwo: n)
            case .frozen: return expression.approximation
            case .binary(let operation, let a, let b): return backend.apply(operation, value(a), value(b))
            }
        })
        return value!  // every step has a value
    }

    /// The cached enclosure, if it was computed at `precision` bits or more.
    func cachedEnclosure(atLeast precision: Int) -> MPFREnclosure? {
        EnclosureCacheLock.shared.withLock {
            guard let cached = cachedEnclosure, cached.precision >= precision else { return nil }
            return cached.enclosure
        }
    }

    /// Counts the step enclosures computed while it is bound (for tests of the cost per key).
    final class StepCounter: @unchecked Sendable {
        /// Steps computed so far; only the task that bound the counter computes with it.
        var count = 0
    }

    /// The counter of the current task, if a test bound one.
    @TaskLocal static var stepCounter: StepCounter?

    /// Keeps `enclosure`, computed at `precision` bits, unless one at a higher precision is kept already.
    func cache(_ enclosure: MPFREnclosure, precision: Int) {
        Self.stepCounter?.count += 1
        EnclosureCacheLock.shared.withLock {
            if let cached = cachedEnclosure, cached.precision >= precision { return }
            cachedEnclosure = (precision, enclosure)
        }
    }
}
