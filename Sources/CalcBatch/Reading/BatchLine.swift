import CalcEngine

/// One line of input read and ready to evaluate, whichever its syntax: the keys to press, the text the
/// outcome reports and, for `--check`, the displays expected. Key scripts and expressions are two
/// readers in front of the one evaluation of a `BatchLine` (``BatchEvaluator/outcome(of:on:variables:)``).
public struct BatchLine: Sendable, Hashable {
    /// How the line was written.
    public enum Syntax: Sendable, Hashable {
        /// A key script (`2 + 3 * 4 =`): its keys run on the calculator as it is (in a session, as the
        /// previous line left it).
        case keys
        /// An expression (`2+3×4`): its translation and `=` run on the calculator reset, up to the first
        /// key that leaves `Error` (`Calculator.evaluate(_:)`).
        case expression
    }

    /// The 1-based line number in its input.
    public var number: Int
    /// How the line was written, which says how its keys are run.
    public var syntax: Syntax
    /// The keys to press: a key script's, or an expression's translation followed by `=`.
    public var keys: [Key]
    /// The text the outcome reports: the line without its comment (for `--check`, a key script's keys
    /// written back, or the expression before `=>`); empty when the evaluator does not record it.
    public var text: String
    /// For `--check`, the displays expected after the last `expected.count` keys; empty otherwise.
    public var expected: [String]
    /// The variable an expression `name = …` assigns in a session, or nil.
    public var assignedName: String?

    /// A line.
    public init(
        number: Int, syntax: Syntax, keys: [Key], text: String, expected: [String] = [], assignedName: String? = nil
    ) {
        self.number = number
        self.syntax = syntax
        self.keys = keys
        self.text = text
        self.expected = expected
        self.assignedName = assignedName
    }

    /// Whether the calculator is reset before the keys (an expression's value does not depend on what
    /// came before).
    var resetsCalculator: Bool {
        switch syntax {
        case .keys: false
        case .expression: true
        }
    }

    /// Whether the keys stop at the first that leaves `Error` (what follows an expression's `Error` could
    /// otherwise start a new calculation: `π` after `Error` does).
    var stopsAtError: Bool { resetsCalculator }
}
