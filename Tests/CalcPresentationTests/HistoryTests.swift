import CalcPresentation
import Foundation
import Testing

/// The paper tape: key scripts → tape lines, the history's cap, Codable, recall.
@Suite struct HistoryTests {
    /// Runs `script` on a fresh calculator and returns the lines of the tape it writes.
    static func tape(_ script: String, mode: CalculationMode = .precedence) throws -> [String] {
        var calculator = Calculator(configuration: .init(backend: DoubleBackend(), mode: mode))
        calculator.press(try KeyScript(parsing: script).keys)
        return calculator.tape.lines
    }

    /// (keys, tape lines)
    static let table: [(String, [String])] = [
        ("12 + 7 * 2 =", ["12 + 7 × 2 = 26"]),
        ("5 + 2 = =", ["5 + 2 = 7", "7 + 2 = 9"]),
        ("5 + 2 = = =", ["5 + 2 = 7", "7 + 2 = 9", "9 + 2 = 11"]),
        ("2 * 3 = =", ["2 × 3 = 6", "6 × 3 = 18"]),
        ("10 - 1 = =", ["10 − 1 = 9", "9 − 1 = 8"]),
        ("2 + 3 * 4 = =", ["2 + 3 × 4 = 14", "14 × 4 = 56"]),
        ("2 + 3 = 4 =", ["2 + 3 = 5", "4 + 3 = 7"]),
        ("2 + 3 = sqr =", ["2 + 3 = 5", "5² + 3 = 28"]),
        ("2 + 3 = neg =", ["2 + 3 = 5", "-5 + 3 = -2"]),
        ("2 + 3 = * 4 =", ["2 + 3 = 5", "5 × 4 = 20"]),
        ("5 + =", ["5 + 5 = 10"]),
        ("3 * =", ["3 × 3 = 9"]),
        ("1 + 2 + =", ["1 + 2 + 3 = 6"]),
        ("1 + - 3 =", ["1 − 3 = -2"]),
        ("1 - 2 * + 3 =", ["1 − 2 + 3 = 2"]),
        ("+ 5 =", ["0 + 5 = 5"]),
        // Parentheses
        ("( 2 + 3 ) * 4 =", ["( 2 + 3 ) × 4 = 20"]),
        ("2 ( 3 + 4 ) =", ["2 × ( 3 + 4 ) = 14"]),
        ("2 * ( 3 + 4 =", ["2 × ( 3 + 4 ) = 14"]),
        ("2 * ( 3 + 4 ) = =", ["2 × ( 3 + 4 ) = 14", "14 + 4 = 18"]),
        ("1 + ( + 3 ) =", ["1 + ( 0 + 3 ) = 4"]),
        ("( 2 + ) =", ["( 2 + 2 ) = 4"]),
        ("2 + ( ( 3 ) ) =", ["2 + ( ( 3 ) ) = 5"]),
        (") 2 + 3 =", ["2 + 3 = 5"]),
        ("( 3 + 6 ) sqrt =", ["√( 3 + 6 ) = 3"]),
        // Percent
        ("50 + 10 % =", ["50 + 10% = 55"]),
        ("100 - 10 % =", ["100 − 10% = 90"]),
        ("100 * 10 % =", ["100 × 10% = 10"]),
        ("10 % =", ["10% = 0.1"]),
        // Functions and constants
        ("9 sqrt =", ["√9 = 3"]),
        ("2 + 9 sqrt =", ["2 + √9 = 5"]),
        ("9 sqrt sqrt =", ["√(√9) = 1.73205080756888"]),
        ("5 neg sqr =", ["(-5)² = 25"]),
        ("3 fact =", ["3! = 6"]),
        ("4 inv =", ["1/4 = 0.25"]),
        ("3 pow10 =", ["10^3 = 1000"]),
        ("30 sin =", ["sin(30) = 0.5"]),
        ("0.5 asin =", ["sin⁻¹(0.5) = 30"]),
        ("100 log + 1 ln =", ["log₁₀(100) + ln(1) = 2"]),
        ("2 pow 10 =", ["2 ^ 10 = 1024"]),
        ("8 neg root 3 =", ["(-8) root 3 = -2"]),
        ("2 ypow 3 =", ["2 ypow 3 = 9"]),
        ("3 ypow 2 neg =", ["3 ypow (-2) = -8"]),
        ("2 pow 3 ypow 2 =", ["( 2 ^ 3 ) ypow 2 = 256"]),
        ("1.5 EE 3 =", ["1.5 EE 3 = 1500"]),
        // powmod writes its power as its own arguments: `(2 ^ 2) mod 5` would round the power first and,
        // after ×, read as (3 × 2²) mod 5.
        ("3 pow 233 powmod 353 =", ["powmod(3, 233, 353) = 248"]),
        ("3 * 2 pow 2 powmod 5 =", ["3 × powmod(2, 2, 5) = 12"]),
        ("100 / 2 pow 3 powmod 5 =", ["100 ÷ powmod(2, 3, 5) = 33.3333333333333"]),
        ("2 pow 3 pow 2 powmod 5 =", ["powmod(( 2 ^ 3 ), 2, 5) = 4"]),
        ("2 pow 3 powmod 5 pow 2 =", ["( powmod(2, 3, 5) ) ^ 2 = 9"]),
        ("2 pow 3 + powmod 5 =", ["powmod(2, 3, 5) = 3"]),
        ("2 pow 3 powmod + 5 =", ["2 ^ 3 + 5 = 13"]),
        ("2 * pi =", ["2 × π = 6.28318530717959"]),
        ("3 M+ 4 M+ AC MR * 2 =", ["7 × 2 = 14"]),
        ("1.50 M+ + 1 =", ["1.5 + 1 = 2.5"]),
        // Typed entries as typed
        ("1.50 + 1 =", ["1.50 + 1 = 2.5"]),
        ("1 2 back 3 + 1 =", ["13 + 1 = 14"]),
        ("5 + 3 neg =", ["5 + -3 = 2"]),
        // Bare numbers are not calculations
        ("5 =", []),
        ("5. = =", []),
        ("pi =", []),
        // Errors
        ("1 / 0 =", ["1 ÷ 0 = Error"]),
        ("1 / 0 = + 2 =", ["1 ÷ 0 = Error"]),
        ("1 / 0 = 2 + 3 =", ["1 ÷ 0 = Error", "2 + 3 = 5"]),
        ("4 neg sqrt =", []),
        ("1 / 0 + 2 =", []),
        ("2 + 3 = 1 / 0 = =", ["2 + 3 = 5", "1 ÷ 0 = Error"]),
        // Clearing
        ("5 + 3 AC 2 * 4 =", ["2 × 4 = 8"]),
        ("5 + 3 C 2 =", ["5 + 2 = 7"]),
        ("5 + 3 C C 2 =", []),
        ("5 + 2 = AC =", ["5 + 2 = 7"]),
        ("5 + 3 MC deg rad =", ["5 + 3 = 8"]),
    ]

    @Test(arguments: table)
    func tapeLines(_ row: (String, [String])) throws {
        #expect(try Self.tape(row.0) == row.1)
    }

    /// Immediate mode applies each operator to the result so far: the tape groups it, so that the text
    /// reads back (as an expression, in precedence) to the same result.
    @Test func immediateMode() throws {
        #expect(try Self.tape("2 + 3 * 4 = =", mode: .immediate) == ["( 2 + 3 ) × 4 = 20", "20 × 4 = 80"])
        #expect(try Self.tape("2 * 3 + 4 =", mode: .immediate) == ["2 × 3 + 4 = 10"])
        #expect(try Self.tape("1 + 2 * 3 pow 2 =", mode: .immediate) == ["( ( 1 + 2 ) × 3 ) ^ 2 = 81"])
    }

    @Test func liveExpression() throws {
        var calculator = try calculator(after: "")
        var lines: [String] = []
        for key in try KeyScript(parsing: "2 * ( 3 + 4 ) =").keys {
            calculator.press(key)
            lines.append(calculator.tapeLine)
        }
        #expect(lines == ["2", "2 ×", "2 × (", "2 × ( 3", "2 × ( 3 +", "2 × ( 3 + 4", "2 × ( 3 + 4 )", "14"])
    }

    @Test func capacityDropsOldest() throws {
        var history = Tape(capacity: 2)
        for n in 1...3 { history.append(TapeEntry(expression: "\(n) + \(n)", result: "\(2 * n)")) }
        #expect(history.lines == ["2 + 2 = 4", "3 + 3 = 6"])
        #expect(history.entries.map(\.id) == [2, 3])
        history.capacity = 1
        #expect(history.lines == ["3 + 3 = 6"])
        history.clear()
        #expect(history.entries.isEmpty)
        history.append(TapeEntry(expression: "1 + 1", result: "2"))
        #expect(history.entries.map(\.id) == [4])
    }

    @Test func codableTapeAndLine() throws {
        var calculator = try calculator(after: "")
        calculator.tape.capacity = 10
        calculator.press(try KeyScript(parsing: "12 + 7 * 2 = 2 * ( 3 +").keys)
        let decodedTape = try JSONDecoder().decode(Tape.self, from: JSONEncoder().encode(calculator.tape))
        #expect(decodedTape == calculator.tape)
        var restored = try JSONDecoder().decode(
            Calculator<DoubleBackend>.self, from: JSONEncoder().encode(calculator))
        #expect(restored.tape == calculator.tape)
        #expect(restored.tapeLine == "2 × ( 3 +")
        restored.press(try KeyScript(parsing: "4 ) =").keys)
        #expect(restored.tape.lines == ["12 + 7 × 2 = 26", "2 × ( 3 + 4 ) = 14"])
        #expect(restored.tape.entries.map(\.id) == [1, 2])
        #expect(restored.tape.capacity == 10)
    }

    @Test func recallTypesTheResult() throws {
        let history = try Self.history("1 / 3 = 1 EE 20 = 1 / 0 =")
        #expect(history.lines == ["1 ÷ 3 = 0.333333333333333", "1 EE 20 = 1e20", "1 ÷ 0 = Error"])
        var calculator = try calculator(after: "2 + 5")
        let third = try #require(history.keys(recalling: history.entries[0], into: calculator))
        #expect(third == LoggedKey.pasting(try KeyScript(parsing: "0 . 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3").keys))
        // The clearing is `C`: 5 is the current operand, and the pending 2 + stays.
        #expect(third[0].keyPressed(on: calculator) == .clear)
        for key in third { calculator.press(key) }
        #expect(calculator.display == "0.333333333333333")
        calculator.press(.equals)
        #expect(calculator.display == "2.33333333333333")
        let large = try #require(history.keys(recalling: history.entries[1], into: calculator))
        #expect(large == LoggedKey.pasting(try KeyScript(parsing: "[100000000000000000000]").keys))
        #expect(large[0].keyPressed(on: calculator) == nil)
        for key in large { calculator.press(key) }
        #expect(calculator.display == "1e20")
        #expect(history.keys(recalling: history.entries[2], into: calculator) == nil)
        #expect(history.entries[2].isError)
        #expect(!history.entries[0].isError)
    }

    static func history(_ script: String) throws -> Tape {
        try calculator(after: script).tape
    }
}
