import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// `-x EXPR` and the equivalent `-e KEYS` are one pipeline after reading: their JSON records agree on
/// every field but the text (`script`, and `keys`, the translation an expression adds), on every backend
/// and option set.
@Suite struct ExpressionKeyAgreementTests {
    /// Expressions and their key scripts: the translation with `=` (what an expression means), then two
    /// written by hand (``handWritten``), whose keys and so traces differ.
    static let pairs: [(expression: String, keys: String)] = {
        let expressions = [
            "2+3×4", "1/4", "1/3", "sqrt(2)", "2^0.5", "sin(30)", "sin(30+60)", "100!", "1000000000000000000 - 1",
            "0.1+0.2", "ln(2)", "2pi", "-(2+3)", "nCr(49, 6)", "1/0", "2^-1", "|-7| + floor(2.5)", "50 + 10%",
        ]
        let translated = expressions.map { text in
            (text, ((try? Expression(parsing: text).keyScript.text) ?? "?") + " =")
        }
        return translated + [("sqrt(2)", "2 sqrt"), ("1/4", "1 / 4 =")]
    }()

    static let handWritten = 2

    static let optionSets: [[String]] = [
        ["--backend", "double"], ["--backend", "mpfr"], ["--backend", "exact"], ["--ieee"],
        ["--backend", "mpfr", "--correct-digits"], ["--backend", "mpfr", "--trace"],
        ["--backend", "mpfr", "--correct-digits", "--trace"], ["--compare"], ["--compare", "--correct-digits"],
        ["--compare", "--digits", "20"],
    ]

    /// The JSON records of running `sources` with `options`, without their text fields (a summary's
    /// `fewest_script` included).
    static func records(_ options: [String], _ sources: [String], status: Int32 = 0) throws -> [NSDictionary] {
        let output = try BuiltProgram.calcEval.run(options + ["--format", "json"] + sources)
        #expect(output.status == status, "\(options): \(output.errorLines)")
        return jsonObjects(output.lines).map { object in
            var fields = object
            fields["script"] = nil
            fields["keys"] = nil
            if var summary = fields["summary"] as? [String: Any] {
                summary["fewest_script"] = nil
                fields["summary"] = summary
            }
            return fields as NSDictionary
        }
    }

    @Test(arguments: optionSets)
    func expressionsAndKeyScriptsAgree(_ options: [String]) throws {
        let fromExpressions = try Self.records(options, Self.pairs.flatMap { ["-x", $0.expression] })
        let fromKeys = try Self.records(options, Self.pairs.flatMap { ["-e", $0.keys] })
        let summaries = options.contains("--compare") ? 1 : 0
        try #require(fromExpressions.count == Self.pairs.count + summaries)
        try #require(fromKeys.count == Self.pairs.count + summaries)
        for (index, pair) in Self.pairs.enumerated() {
            var expression = fromExpressions[index] as? [String: Any] ?? [:]
            var keys = fromKeys[index] as? [String: Any] ?? [:]
            if index >= Self.pairs.count - Self.handWritten {
                expression["trace"] = nil
                keys["trace"] = nil
            }
            #expect(
                expression as NSDictionary == keys as NSDictionary, "\(options): \(pair.expression) vs \(pair.keys)")
        }
        #expect(fromExpressions.last == fromKeys.last, "\(options): summaries")
    }

    /// `--check`: the same expectation passes or fails alike, with the same displays.
    @Test(arguments: [["--backend", "double"], ["--backend", "mpfr"], ["--backend", "exact"]])
    func checksAgree(_ options: [String]) throws {
        let expected = ["14", "0.25", "0.3", "Error"]
        let pairs = [Self.pairs[0], Self.pairs[1], Self.pairs[2], Self.pairs[14]]
        let fromExpressions = try Self.records(
            ["--check"] + options, zip(pairs, expected).flatMap { ["-x", "\($0.expression) => \($1)"] }, status: 1)
        let fromKeys = try Self.records(
            ["--check"] + options, zip(pairs, expected).flatMap { ["-e", "\($0.keys) => \($1)"] }, status: 1)
        #expect(fromExpressions == fromKeys, "\(options)")
        #expect(fromExpressions.count == pairs.count + 1)
    }
}
