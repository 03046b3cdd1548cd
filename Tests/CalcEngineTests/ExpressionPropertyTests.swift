import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// Random expressions over every operator and function: the value of an expression is, by definition, the
/// display its translation leaves on a fresh calculator followed by `=` (the translation read back as a key
/// script, as calc-eval runs it); and on + − × ÷ ^ with small integers the value agrees with an independent
/// evaluation of the tree, so the parser's precedence is the one the issue states.
@Suite struct ExpressionPropertyTests {
    /// A random expression tree and its text with only the parentheses the grammar needs.
    indirect enum Tree {
        case number(String)
        case constant(String)
        case binary(String, Tree, Tree)
        case negate(Tree)
        case postfix(String, Tree)
        case call(String, [Tree])
        case bare(String, Tree)

        /// Binding strength of the text: + − 1, × ÷ mod 2, unary 3, ^ 4, a bare function 4.5, postfix 5, atom 6.
        var precedence: Double {
            switch self {
            case .number, .constant, .call: 6
            case .postfix: 5
            case .bare: 4.5
            case .binary(let op, _, _): Self.precedence(of: op)
            case .negate: 3
            }
        }

        static func precedence(of op: String) -> Double {
            switch op {
            case "+", "-": 1
            case "^": 4
            default: 2
            }
        }

        var text: String {
            func wrapped(_ tree: Tree, _ needs: Bool) -> String { needs ? "(" + tree.text + ")" : tree.text }
            switch self {
            case .number(let text), .constant(let text): return text
            case .binary(let op, let left, let right):
                let p = Self.precedence(of: op)
                if op == "^" {
                    return wrapped(left, left.precedence <= p) + "^" + wrapped(right, right.precedence < 3)
                }
                let separator = op == "mod" ? " mod " : op
                return wrapped(left, left.precedence < p) + separator + wrapped(right, right.precedence <= p)
            case .negate(let operand): return "-" + wrapped(operand, operand.precedence < 3)
            case .postfix(let symbol, let operand): return wrapped(operand, operand.precedence < 5) + symbol
            case .call(let name, let arguments): return name + "(" + arguments.map(\.text).joined(separator: ", ") + ")"
            case .bare(let name, let argument): return name + " " + wrapped(argument, argument.precedence < 5)
            }
        }

        /// The value by plain Double arithmetic, for trees of + − × ÷ ^, signs and numbers; nil when a step
        /// is not finite (the calculator shows Error there).
        var model: Double? {
            guard let value = unchecked, value.isFinite else { return nil }
            return value
        }

        private var unchecked: Double? {
            switch self {
            case .number(let text): return Double(text)
            case .negate(let operand): return operand.model.map { -$0 }
            case .binary(let op, let left, let right):
                guard let a = left.model, let b = right.model else { return nil }
                switch op {
                case "+": return a + b
                case "-": return a - b
                case "*": return a * b
                case "/": return a / b
                case "^": return pow(a, b)
                default: return nil
                }
            case .constant, .postfix, .call, .bare: return nil
            }
        }
    }

    static let unaryNames = [
        "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "sec", "csc",
        "cot", "asec", "acsc", "acot", "sech", "csch", "coth", "asech", "acsch", "acoth", "ln", "log", "log2", "exp",
        "sqrt", "cbrt", "abs", "floor", "ceil", "fact", "√", "∛",
    ]

    static func randomTree(_ random: inout SplitMix64, depth: Int, full: Bool) -> Tree {
        if depth == 0 || random.chance(0.25) {
            if full && random.chance(0.15) { return .constant(random.pick(["pi", "π", "e", "rand"])) }
            let integer = String(random.between(0...12))
            if !full || random.chance(0.6) { return .number(integer) }
            return .number(random.pick([integer + ".5", "0." + integer, integer + "e-1", "1.5E+2"]))
        }
        let next = depth - 1
        switch random.below(full ? 9 : 4) {
        case 0, 1:
            let op = random.pick(full ? ["+", "-", "*", "/", "^", "mod"] : ["+", "-", "*", "/", "^"])
            return .binary(
                op, randomTree(&random, depth: next, full: full), randomTree(&random, depth: next, full: full))
        case 2:
            return .binary(
                random.pick(["+", "-", "*", "/"]), randomTree(&random, depth: next, full: full),
                randomTree(&random, depth: next, full: full))
        case 3: return .negate(randomTree(&random, depth: next, full: full))
        case 4: return .postfix(random.pick(["!", "%", "²", "³", "⁻¹"]), randomTree(&random, depth: next, full: full))
        case 5, 6: return .call(random.pick(unaryNames), [randomTree(&random, depth: next, full: full)])
        case 7:
            let name = random.pick(["log", "root", "nCr", "nPr"])
            return .call(
                name, [randomTree(&random, depth: next, full: full), randomTree(&random, depth: next, full: full)])
        default: return .bare(random.pick(unaryNames), randomTree(&random, depth: next, full: full))
        }
    }

    /// The display after the translation read back as a key script and `=` on a fresh calculator, and
    /// whether any step showed Error.
    static func pressTranslation<Backend: NumericBackend>(_ keys: [Key], on prototype: Calculator<Backend>) throws
        -> (display: String, sawError: Bool)
    {
        let script = try KeyScript(parsing: KeyScript(keys: keys + [.equals]).text)
        #expect(script.keys == keys + [.equals])
        var calculator = prototype
        var sawError = false
        for key in script.keys {
            calculator.press(key)
            if calculator.isError { sawError = true }
        }
        return (calculator.display, sawError)
    }

    static func checkDefinition<Backend: NumericBackend>(
        on prototype: Calculator<Backend>, salt: UInt64, count: Int
    ) throws {
        var random = TestEnvironment.generator(salt: salt)
        var errors = 0
        for _ in 0..<count {
            let tree = randomTree(&random, depth: 4, full: true)
            let text = tree.text
            let expression: CalcEngine.Expression
            do { expression = try CalcEngine.Expression(parsing: text) } catch {
                Issue.record("\(text) does not parse: \(error); seed \(TestEnvironment.seed)")
                continue
            }
            var calculator = prototype
            let value = calculator.evaluate(expression)
            let pressed = try pressTranslation(expression.keys, on: prototype)
            if pressed.sawError {
                errors += 1
                #expect(value == "Error", "\(text): a step showed Error; seed \(TestEnvironment.seed)")
            } else {
                #expect(
                    value == pressed.display, "\(text) → \(expression.keyScript.text); seed \(TestEnvironment.seed)")
            }
        }
        #expect(errors < count, "every expression was Error")
    }

    static var count: Int { TestEnvironment.isReduced ? 60 : 600 }

    @Test func definitionOnDouble() throws {
        try Self.checkDefinition(
            on: Calculator(configuration: .init(backend: DoubleBackend(), displayDigits: 15)), salt: 0xE1,
            count: Self.count)
    }

    @Test func definitionOnMPFR() throws {
        try Self.checkDefinition(
            on: Calculator(configuration: .init(backend: try MPFRBackend(precision: 128), displayDigits: 30)),
            salt: 0xE2,
            count: Self.count)
    }

    @Test func definitionOnExact() throws {
        try Self.checkDefinition(
            on: Calculator(configuration: .init(backend: try ExactBackend(precision: 128), displayDigits: 30)),
            salt: 0xE3, count: Self.count / 2)
    }

    @Test func definitionInImmediateMode() throws {
        try Self.checkDefinition(
            on: Calculator(configuration: .init(backend: DoubleBackend(), mode: .immediate, displayDigits: 15)),
            salt: 0xE4, count: Self.count / 2)
    }

    /// + − × ÷ ^ on small integers: the value is the tree's, whatever the calculation mode.
    @Test(arguments: [CalculationMode.precedence, .immediate])
    func precedenceAgreesWithAModel(_ mode: CalculationMode) throws {
        var random = TestEnvironment.generator(salt: mode == .precedence ? 0xE5 : 0xE6)
        var compared = 0
        for _ in 0..<Self.count {
            let tree = Self.randomTree(&random, depth: 4, full: false)
            guard let model = tree.model, model.isFinite, abs(model) < 1e12, abs(model) > 1e-6 else { continue }
            var calculator = Calculator(
                configuration: try .init(backend: DoubleBackend(), mode: mode, displayDigits: 15))
            let display = try calculator.evaluate(tree.text)
            guard let value = Double(display) else {
                Issue.record("\(tree.text): \(display), expected \(model); seed \(TestEnvironment.seed)")
                continue
            }
            compared += 1
            #expect(
                abs(value - model) <= 1e-9 * abs(model),
                "\(tree.text): \(display), expected \(model); seed \(TestEnvironment.seed)")
        }
        #expect(compared > Self.count / 4)
    }

    /// Binary, octal and hexadecimal numbers of up to 300 digits read as their exact value (the exact
    /// backend shows every digit), against a digit-by-digit conversion here; the lexer converts 15
    /// hexadecimal digits at a time into limbs of 18 decimal digits.
    @Test func numbersInOtherRadixesReadExactly() throws {
        var random = TestEnvironment.generator(salt: 0x4AD1)
        for _ in 0..<(TestEnvironment.isReduced ? 40 : 300) {
            let (radix, prefix) = random.pick([(2, "0b"), (8, "0o"), (16, "0x")])
            let count = 1 + random.below(300)
            let digits = (0..<count).map { _ in random.below(radix) }
            let text = prefix + digits.map { String($0, radix: radix, uppercase: true) }.joined()
            // The reference: decimal digits, least significant first, times the radix plus each digit.
            var decimal = [0]
            for digit in digits {
                var carry = digit
                for index in decimal.indices {
                    let value = decimal[index] * radix + carry
                    decimal[index] = value % 10
                    carry = value / 10
                }
                while carry > 0 {
                    decimal.append(carry % 10)
                    carry /= 10
                }
            }
            while decimal.count > 1 && decimal.last == 0 { decimal.removeLast() }
            let expected = decimal.reversed().map(String.init).joined()
            var calculator = Calculator(
                configuration: try CalculatorConfiguration(
                    backend: try ExactBackend(precision: 4096), displayDigits: 400))
            #expect(try calculator.evaluate(text) == expected, "\(text) (\(TestEnvironment.replayHint))")
        }
    }
}
