import Testing
@testable import CalcEngine

/// `ExpressionNameFilter`, the parser's quick test of whether a name may be an operator word.
@Suite struct ExpressionNameFilterTests {
    /// Every word of the set passes; an empty set passes nothing.
    @Test func passesEveryWordOfItsSet() {
        let words = Array(ExpressionParser.infixOperators.keys) + Array(ExpressionParser.bitwiseOperators.keys)
        for word in words { #expect(ExpressionParser.operatorNames.mayContain(word), "\(word)") }
        let empty = ExpressionNameFilter([String]())
        for word in words + ExpressionFunction.names { #expect(!empty.mayContain(word), "\(word)") }
    }

    /// The filter is worth having: most function names (which are not operators) skip the dictionaries,
    /// the common ones among them.
    @Test func rejectsMostFunctionNames() {
        let operators = Set(ExpressionParser.infixOperators.keys).union(ExpressionParser.bitwiseOperators.keys)
        let functions = ExpressionFunction.names.filter { !operators.contains($0) }
        let passed = functions.filter { ExpressionParser.operatorNames.mayContain($0) }
        #expect(passed.count * 4 < functions.count, "\(passed.count) of \(functions.count) pass: \(passed)")
        for name in ["sin", "cos", "tan", "sqrt", "pi", "ln", "log", "exp"] {
            #expect(!ExpressionParser.operatorNames.mayContain(name), "\(name)")
        }
    }
}
