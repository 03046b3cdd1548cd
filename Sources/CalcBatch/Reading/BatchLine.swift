import CalcEngine

/// One line of input read and ready to evaluate, whichever its syntax: its keys, the text the outcome
/// reports and, for `--check`, the displays expected. Key scripts and expressions are two readers in front
/// of the one evaluation of a `BatchLine` (``BatchEvaluator/outcome(of:on:variables:)``).
public struct BatchLine: Sendable, Hashable {
    /// What the line was read as, which says how its keys run.
    public enum Source: Sendable, Hashable {
        /// A key script (`2 + 3 * 4 =`): its keys run on the calculator as it is (in a session, as the
        /// previous line left it).
        case keys(KeyScript)
        /// An expression (`2+3×4`): its translation and `=` run on the calculator reset, up to the first
        /// key that leaves `Error` (`Calculator.evaluate(_:)`).
        case expression(Expression)
    }

    /// The 1-based line number in its input.
    public var number: Int
    /// What the line was read as.
    public var source: Source
    /// The text the outcome reports: the line without its comment (for `--check`, a key script's keys
    /// written back, or the expression before `=>`); empty when the evaluator does not record it.
    public var text: String
    /// For `--check`, the displays expected after the last `expected.count` keys; empty otherwise.
    public var expected: [String]

    /// A line.
    public init(number: Int, source: Source, text: String, expected: [String] = []) {
        self.number = number
        self.source = source
        self.text = text
        self.expected = expected
    }

    /// The keys pressed: a key script's, or an expression's translation followed by `=`.
    public var keys: [Key] {
        switch source {
        case .keys(let script): script.keys
        case .expression(let expression): expression.keys + [.equals]
        }
    }

    /// The expression, when the line is one.
    var expression: Expression? {
        switch source {
        case .keys: nil
        case .expression(let expression): expression
        }
    }

    /// Whether the calculator is reset before the keys and they stop at the first that leaves `Error`
    /// (an expression's value does not depend on what came before, and what follows its `Error` could
    /// start a new calculation: `π` after `Error` does).
    var isExpression: Bool { expression != nil }
}
