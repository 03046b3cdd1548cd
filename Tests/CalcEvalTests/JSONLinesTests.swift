import CalcTestSupport
import Foundation
import Testing

/// `--format json` is a contract: JSON Lines, every field of one type in every mode, invalid lines as
/// objects with `"invalid": true` and the message, and `--check` in JSON too.
@Suite struct JSONLinesTests {
    static let input = "2 + 3 =\nsqtr 2\n1 / 0 =\n1 / 4 =\n"

    /// A JSON value's type, read strictly (a boolean is not a number).
    enum JSONType: Decodable, Hashable {
        case boolean, number, string, array, object, null

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if (try? container.decode(Bool.self)) != nil {
                self = .boolean
            } else if (try? container.decode(Double.self)) != nil {
                self = .number
            } else if (try? container.decode(String.self)) != nil {
                self = .string
            } else if (try? container.decode([JSONType].self)) != nil {
                self = .array
            } else {
                _ = try container.decode([String: JSONType].self)
                self = .object
            }
        }
    }

    /// The type of every field over every line of every mode: one type per field name.
    @Test func everyFieldKeepsOneTypeInEveryMode() throws {
        var types: [String: Set<JSONType>] = [:]
        let runs: [[String]] = [
            ["--format", "json"], ["--format", "json", "--backend", "exact"], ["--format", "json", "--trace"],
            ["--format", "json", "--compare"], ["--format", "json", "--correct-digits", "--precision", "64"],
            ["--format", "json", "--backend", "double", "--session"],
        ]
        for arguments in runs {
            let output = try BuiltProgram.calcEval.run(arguments, input: Self.input)
            #expect(output.status == 2, "\(arguments)")
            for line in output.lines {
                let object = try JSONDecoder().decode([String: JSONType].self, from: Data(line.utf8))
                for (name, type) in object { types[name, default: []].insert(type) }
            }
        }
        for (name, found) in types { #expect(found.count == 1, "\(name): \(found)") }
        #expect(types["exact"] == [.boolean] && types["shared_digits"] == [.number])
        #expect(types["exact_display"] == [.string] && types["message"] == [.string])
        #expect(types.values.allSatisfy { !$0.contains(.null) })
    }

    @Test func invalidLinesAreObjectsWithTheMessage() throws {
        for arguments in [["--format", "json"], ["--format", "json", "--compare"], ["--format", "json", "--trace"]] {
            let output = try BuiltProgram.calcEval.run(arguments, input: Self.input)
            let objects = jsonObjects(output.lines)
            let invalid = try #require(objects.first { $0["invalid"] as? Bool == true }, "\(arguments)")
            #expect(invalid["line"] as? Int == 2)
            #expect(invalid["script"] as? String == "sqtr 2")
            #expect(invalid["column"] as? Int == 1)
            #expect(invalid["message"] as? String == "unknown key 'sqtr' (did you mean 'sqrt'?)")
            #expect(objects.filter { $0["invalid"] != nil }.count == 1, "valid lines have no invalid field")
            #expect(output.standardError.contains("unknown key 'sqtr'"), "the message also goes to standard error")
        }
    }

    @Test func checkPrintsJSON() throws {
        let output = try BuiltProgram.calcEval.run(
            ["--format", "json", "--check", "--backend", "double"],
            input: "1 + 2 = => 3\n2 sqrt => 1.4\nfoo => 1\n1 + 2 => 1 | 2\n")
        #expect(output.status == 2)
        let objects = jsonObjects(output.lines)
        try #require(objects.count == 5, "\(output.lines)")
        #expect(objects[0]["passed"] as? Bool == true && objects[0]["expected"] as? [String] == ["3"])
        #expect(objects[1]["passed"] as? Bool == false && objects[1]["got"] as? [String] == ["1.4142135623731"])
        #expect(objects[2]["invalid"] as? Bool == true && objects[2]["line"] as? Int == 3)
        #expect((objects[2]["message"] as? String)?.hasPrefix("unknown key 'foo'") == true)
        #expect(objects[3]["got"] as? [String] == ["1", "2"] && objects[3]["passed"] as? Bool == true)
        let summary = try #require(objects[4]["summary"] as? [String: Any])
        #expect(summary["passed"] as? Int == 2 && summary["failed"] as? Int == 2)
    }

    @Test func helpSaysJSONLines() throws {
        let output = try BuiltProgram.calcEval.run(["--help"])
        #expect(output.standardOutput.contains("JSON Lines"))
    }
}
