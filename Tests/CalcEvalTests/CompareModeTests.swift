import CalcTestSupport
import Foundation
import Testing

/// `--compare`: every script on Double and on MPFR, how many of Double's digits are correct, and a summary.
@Suite struct CompareModeTests {
    @Test func perScriptLinesAndSummary() throws {
        let input = """
            1 / 3 =
            # comment

            1 EE 17 + 1 - 1 EE 17 =
            1 / 0 =
            100 fact

            """
        let output = try BuiltProgram.calcEval.run(["--compare"], input: input)
        #expect(output.status == 0)
        #expect(output.standardError == "")
        #expect(
            output.lines == [
                "1 / 3 =\tdouble: 0.333333333333333\tmpfr: 0.33333333333333333333333333333333333333333333333333\tshared digits: 15\texact: 0.33333333333333333333333333333333333333333333333333",
                "1 EE 17 + 1 - 1 EE 17 =\tdouble: 0\tmpfr: 1\tshared digits: 0\texact: 1",
                "1 / 0 =\tdouble: Error\tmpfr: Error\tshared digits: 15\texact: Error",
                "100 fact\tdouble: 9.33262154439442e157\tmpfr: 9.3326215443944152681699238856266700490715968264382e157\tshared digits: 15\texact: 9.3326215443944152681699238856266700490715968264382e157",
                "summary: 4 scripts, 3 agree in all 15 digits, mean 11.3 shared digits; fewest: 0 (line 4: 1 EE 17 + 1 - 1 EE 17 =)",
            ])
    }

    /// The MPFR side takes --precision, --digits and --ieee; the Double side stays binary64 with 15 digits.
    @Test func mpfrSideFollowsItsOptions() throws {
        let ieee = try BuiltProgram.calcEval.run(["--compare", "--ieee", "-e", "1 / 3 ="])
        #expect(
            ieee.lines.first
                == "1 / 3 =\tdouble: 0.333333333333333\tmpfr: 0.333333333333333\tshared digits: 15\texact: 0.333333333333333"
        )
        let digits = try BuiltProgram.calcEval.run(["--compare", "--digits", "20", "-e", "2 / 3 ="])
        #expect(
            digits.lines.first
                == "2 / 3 =\tdouble: 0.666666666666667\tmpfr: 0.66666666666666666667\tshared digits: 15\texact: 0.66666666666666666667"
        )
        // Fewer MPFR digits than Double's 15: only that many digits are compared.
        let few = try BuiltProgram.calcEval.run(["--compare", "--precision", "24", "-e", "1 / 3 ="])
        #expect(
            few.lines.first == "1 / 3 =\tdouble: 0.333333333333333\tmpfr: 0.333333\tshared digits: 6\texact: 0.333333")
        #expect(few.lines.last?.contains("agree in all 6 digits") == true)
    }

    @Test func tsv() throws {
        let output = try BuiltProgram.calcEval.run([
            "--compare", "--format", "tsv", "-e", "1 / 3 =", "-e", "2 sqrt sqr - 2 =",
        ])
        #expect(output.status == 0)
        #expect(
            output.lines.prefix(2) == [
                "1\t1 / 3 =\t0.333333333333333\t0.33333333333333333333333333333333333333333333333333\t15\t0.33333333333333333333333333333333333333333333333333",
                "2\t2 sqrt sqr - 2 =\t0\t0\t15\t0",
            ])
        #expect(output.lines.count == 3)
        #expect(output.lines.last?.hasPrefix("summary: 2 scripts") == true)
    }

    @Test func json() throws {
        let output = try BuiltProgram.calcEval.run([
            "--compare", "--format", "json", "-e", "1 / 3 =", "-e", "1 EE 17 + 1 - 1 EE 17 =",
        ])
        #expect(output.status == 0)
        try #require(output.lines.count == 3)
        let objects = jsonObjects(Array(output.lines.prefix(2)))
        try #require(objects.count == 2)
        #expect(objects[0]["double"] as? String == "0.333333333333333")
        #expect(objects[0]["mpfr"] as? String == "0.33333333333333333333333333333333333333333333333333")
        #expect(objects[0]["shared_digits"] as? Int == 15)
        #expect(objects[1]["shared_digits"] as? Int == 0)
        #expect(objects[1]["line"] as? Int == 2)
        // `exact` is a boolean in every mode; the exact backend's display has a field of its own.
        #expect(objects[0]["exact"] as? Bool == false && objects[1]["exact"] as? Bool == true)
        #expect(objects[1]["exact_display"] as? String == "1")
    }

    /// Shared digits count Double's correct digits, rounding both values to k digits: √2 and 170! are
    /// correctly rounded in Double (15, where counting characters gave 13 and 12).
    @Test func sharedDigitsAreDoublesCorrectDigits() throws {
        let output = try BuiltProgram.calcEval.run([
            "--compare", "--format", "json", "-e", "2 sqrt", "-e", "170 fact", "-e", "1 EE 400 =", "-e", "0",
            "-e", "2 sqrt sqr - 2 =", "-e", "0.1 * 3 - 0.3 =",
        ])
        let objects = jsonObjects(Array(output.lines.dropLast()))
        #expect(objects.map { $0["shared_digits"] as? Int } == [15, 15, 0, 15, 15, 15])
    }

    /// With --format json every line is JSON: one object per script with the fields of an evaluation
    /// (line, script, display, error, backend, precision, digits) plus double, mpfr and shared_digits,
    /// then one `{"summary": {...}}` object.
    @Test func jsonLinesAreAllJSONWithTheRequiredFields() throws {
        let output = try BuiltProgram.calcEval.run(["--compare", "--format", "json", "-e", "1 / 3 =", "-e", "1 / 0 ="])
        #expect(output.lines.count == 3)
        for line in output.lines.dropLast() {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            let keys = Set(object?.keys.map { $0 } ?? [])
            #expect(
                keys.isSuperset(of: [
                    "line", "script", "display", "error", "backend", "precision", "digits",
                    "double", "mpfr", "shared_digits",
                ]), "\(line)")
        }
        let summary = try JSONSerialization.jsonObject(with: Data(output.lines.last!.utf8)) as? [String: Any]
        let totals = summary?["summary"] as? [String: Any]
        #expect(totals?["scripts"] as? Int == 2)
        #expect(totals?["agreeing"] as? Int == 2)
    }

    @Test func unknownKeyInCompare() throws {
        let output = try BuiltProgram.calcEval.run(["--compare", "-e", "2 + 2 =", "-e", "4 sqtr"])
        #expect(output.status == 2)
        #expect(output.errorLines == ["-e:2:3: unknown key 'sqtr' (did you mean 'sqrt'?)"])
        #expect(output.lines.count == 3)
        #expect(output.lines[0] == "2 + 2 =\tdouble: 4\tmpfr: 4\tshared digits: 15\texact: 4")
        #expect(output.lines[1].contains("double: ?"))
        #expect(
            output.lines[2]
                == "summary: 1 script, 1 agree in all 15 digits, mean 15.0 shared digits; fewest: 15 (line 1: 2 + 2 =)")
    }

    @Test func emptyInput() throws {
        let output = try BuiltProgram.calcEval.run(["--compare"], input: "# nothing\n")
        #expect(output.status == 0)
        #expect(output.lines == ["summary: no scripts compared"])
    }

    /// Compare is between Double and MPFR; asking for the double backend or a session is refused.
    @Test func refusedCombinations() throws {
        for arguments in [["--compare", "--backend", "double"], ["--compare", "--session"]] {
            let output = try BuiltProgram.calcEval.run(arguments + ["-e", "1 ="])
            #expect(output.status == 2)
            #expect(output.standardOutput == "")
            #expect(output.errorLines.count == 1)
        }
    }

    @Test func precisionExample() throws {
        let output = try BuiltProgram.calcEval.run(["--compare", "Examples/precision.keys"])
        #expect(output.status == 0)
        #expect(output.standardError == "")
        let summary = try #require(output.lines.last)
        #expect(summary.hasPrefix("summary: "))
        for line in output.lines.dropLast() {
            #expect(line.contains("\tdouble: ") && line.contains("\tmpfr: ") && line.contains("\tshared digits: "))
            #expect(!line.contains("?"))
        }
    }

    /// An expression's shared digits are Double's correct digits, as for its key script (they counted a
    /// common prefix of the two displays: `sqrt(2)` shared 13 digits, `2 sqrt` 15).
    @Test func expressionSharedDigitsAreCorrectDigits() throws {
        let expression = try BuiltProgram.calcEval.run(["--compare", "-x", "sqrt(2)"])
        let keys = try BuiltProgram.calcEval.run(["--compare", "-e", "2 sqrt"])
        #expect(expression.lines.first?.contains("\tshared digits: 15\t") == true, "\(expression.lines)")
        #expect(keys.lines.first?.contains("\tshared digits: 15\t") == true, "\(keys.lines)")
        let carry = try BuiltProgram.calcEval.run(["--compare", "--format", "json", "-x", "1000000000000000000 - 1"])
        #expect(jsonObjects(Array(carry.lines.prefix(1))).first?["shared_digits"] as? Int == 15)
    }

    /// An expression's `exact` is the exact backend's, as for its key script (expressions said false).
    @Test func expressionExactField() throws {
        let expression = try BuiltProgram.calcEval.run(["--compare", "--format", "json", "-x", "1/4", "-x", "1/3"])
        let keys = try BuiltProgram.calcEval.run([
            "--compare", "--format", "json", "-e", "1 / 4 =", "-e", "1 / 3 =",
        ])
        #expect(jsonObjects(Array(expression.lines.prefix(2))).map { $0["exact"] as? Bool } == [true, false])
        #expect(jsonObjects(Array(keys.lines.prefix(2))).map { $0["exact"] as? Bool } == [true, false])
    }
}
