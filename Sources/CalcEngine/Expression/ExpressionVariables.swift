/// What a session of expressions remembers between lines: `ans` (the previous result) and the variables
/// assigned with `name = expression`, each as the number it holds.
public struct ExpressionVariables: Sendable, Hashable {
    /// The previous result, or nil before the first.
    public var answer: NumberLiteral?
    /// The variables, by name (letters, digits and `_`, starting with a letter or `_`).
    public var values: [String: NumberLiteral]

    /// No result yet and no variables.
    public init(answer: NumberLiteral? = nil, values: [String: NumberLiteral] = [:]) {
        self.answer = answer
        self.values = values
    }
}
