import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// Issue #28, "Hardening III": inputs whose time grew faster than their size. Each test times the same
/// shape at two sizes, 4× apart (``GrowthCheck``). Timings are printed.
@Suite(.serialized) struct ScalingTests {
    /// The fastest of three runs of `body`, in seconds.
    static func seconds(_ body: () throws -> Void) rethrows -> Double { try GrowthCheck.seconds(body) }

    static func expectLinear(_ what: String, small: Double, large: Double) {
        #expect(
            GrowthCheck.isLinear(what, small: small, large: large),
            "\(what): \(small) s, then \(large) s at 4x the size")
    }

    /// The message of an expression with an unknown name of `length` characters (`a1a1…`, where every
    /// letter-digit boundary could end a function's name run together with a number: `sin30`).
    static func unknownNameMessage(length: Int) -> String {
        let name = String(repeating: "a1", count: length / 2)
        do {
            _ = try Expression(parsing: name + "+1")
            return ""
        } catch {
            return error.message
        }
    }

    @Test func anUnknownNameIsReportedInTimeLinearInItsLength() {
        #expect(
            Self.unknownNameMessage(length: 64)
                == "unknown name 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1…' (variables need a session)")
        let small = Self.seconds { _ = Self.unknownNameMessage(length: 8000) }
        let large = Self.seconds { _ = Self.unknownNameMessage(length: 32000) }
        Self.expectLinear("unknown name", small: small, large: large)
    }

    /// `count` variables `v0`…, then as many misspelt names (`zqy0`…), each an error with its message.
    static func misspeltNames(among count: Int) {
        var variables = ExpressionVariables()
        for i in 0..<count { variables.assign(ValueLiteral(NumberLiteral("\(i)")!), to: "v\(i)") }
        for i in 0..<count { _ = try? Expression(parsing: "zqy\(i) + 1", variables: variables) }
    }

    @Test func misspeltNamesAmongManyVariablesScaleWithTheirNumber() {
        let small = Self.seconds { Self.misspeltNames(among: 500) }
        let large = Self.seconds { Self.misspeltNames(among: 2000) }
        Self.expectLinear("n misspelt names among n variables", small: small, large: large)
    }

    @Test func aSuggestionAmongVariablesIsTheClosestFirstInOrder() throws {
        var variables = ExpressionVariables()
        for name in ["total", "totl", "tota", "count", "x1", "x2", "sinn"] {
            variables.assign(ValueLiteral(NumberLiteral("1")!), to: name)
        }
        let cases: [(String, String)] = [
            ("totall", "unknown variable 'totall' (did you mean 'total'?)"),
            // A function wins a tie with a variable ('cot', 'tota' and 'total' are 1 edit away).
            ("tot", "unknown variable 'tot' (did you mean 'cot'?)"),
            ("cuont", "unknown variable 'cuont' (did you mean 'count'?)"),
            // A variable strictly closer wins ('sinh' is 2 edits away).
            ("sinnn", "unknown variable 'sinnn' (did you mean 'sinn'?)"),
            // A tie between variables goes to the first in order ('tota' and 'total' are 1 edit away).
            ("totla", "unknown variable 'totla' (did you mean 'tota'?)"),
            ("x3", "unknown variable 'x3' (did you mean 'x1'?)"),
            ("zzzzzz", "unknown variable 'zzzzzz'"),
        ]
        for (text, message) in cases {
            #expect(throws: ExpressionError.self) { try Expression(parsing: text, variables: variables) }
            do {
                _ = try Expression(parsing: text, variables: variables)
            } catch {
                #expect(error.message == message, "\(text)")
            }
        }
    }

    /// A session of `count` lines `v0 = 0`, `v1 = 1`… in calc-eval, in seconds.
    static func session(of count: Int) throws -> Double {
        let input = (0..<count).map { "v\($0) = \($0)\n" }.joined()
        let output = try BuiltProgram.calcEval.run(["--session", "--expressions"], input: input)
        #expect(output.status == 0)
        #expect(output.lines.count == count && output.lines.last == "\(count - 1)")
        return output.elapsed
    }

    @Test(.enabled(if: BuiltProgram.calcEval.isAvailable, "needs the calc-eval binary (and not valgrind)"))
    func aSessionsTimeGrowsLinearlyWithItsVariables() throws {
        let small = try Self.session(of: 5000)
        let large = try Self.session(of: 20000)
        Self.expectLinear("calc-eval --session with n variables", small: small, large: large)
    }
}
