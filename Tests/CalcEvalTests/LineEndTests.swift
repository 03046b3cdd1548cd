import CalcTestSupport
import Foundation
import Testing

/// Line ends and byte-order marks (issue #18, §1): a lone CR used to merge lines silently (only the last
/// display was printed), and a byte-order mark made the first token an unknown key with an invisible
/// character in its message.
@Suite struct LineEndTests {
    @Test func loneCarriageReturnsEndLines() throws {
        let output = try BuiltProgram.calcEval.run([], input: "1 + 1 =\r5 * 5 =\r")
        #expect(output.status == 0)
        #expect(output.lines == ["2", "25"])
    }

    /// Line numbers count each line end; CRLF is one; an empty line between CRs is a blank line.
    @Test func lineNumbersCountEachLineEnd() throws {
        let output = try BuiltProgram.calcEval.run(["--format", "tsv"], input: "1 =\r\n2 =\r\r3 =\nbogus\r4 =")
        #expect(output.status == 2)
        #expect(output.lines == ["1\t1 =\t1", "2\t2 =\t2", "4\t3 =\t3", "5\tbogus\t?", "6\t4 =\t4"])
        #expect(output.errorLines == ["<stdin>:5:1: unknown key 'bogus'"])
    }

    /// A CR at the end of one 1 MiB block and its LF at the start of the next are one line end.
    @Test func crlfAcrossBlocks() throws {
        let filler = "1 + 1 =" + String(repeating: " ", count: (1 << 20) - 8)  // 1 MiB - 1 bytes, then CR
        let output = try BuiltProgram.calcEval.run([], input: filler + "\r\n2 + 2 =\r\n")
        #expect(output.status == 0)
        #expect(output.lines == ["2", "4"])
    }

    @Test func checkLinesWithCarriageReturns() throws {
        let output = try BuiltProgram.calcEval.run(["--check"], input: "1 + 1 = => 2\r2 + 2 = => 5\r")
        #expect(output.status == 1)
        #expect(output.lines == ["<stdin>:2: expected 5, got 4", "1 passed, 1 failed"])
    }

    @Test func scriptArgumentsSplitAtEveryLineEnd() throws {
        let output = try BuiltProgram.calcEval.run(["-e", "1 =\r2 =\r\n3 =", "-e", "4 ="])
        #expect(output.lines == ["1", "2", "3", "4"])
    }

    @Test func byteOrderMarkOnStandardInput() throws {
        let output = try BuiltProgram.calcEval.run([], input: "\u{FEFF}1 + 2 =\n")
        #expect(output.status == 0)
        #expect(output.lines == ["3"])
        #expect(output.standardError == "")
    }

    @Test func byteOrderMarkAtTheStartOfEachFile() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let a = try scratch.write("a.keys", "\u{FEFF}1 + 2 =\n")
        let b = try scratch.write("b.check", "\u{FEFF}2 * 3 = => 6\n")
        #expect(try BuiltProgram.calcEval.run([a, a]).lines == ["3", "3"])
        #expect(try BuiltProgram.calcEval.run(["--check", b]).lines == ["1 passed, 0 failed"])
    }

    /// Only at the start of an input: a mark on a later line is an unknown key, as before.
    @Test func byteOrderMarkOnlyAtTheStart() throws {
        let output = try BuiltProgram.calcEval.run([], input: "1 =\n\u{FEFF}2 =\n")
        #expect(output.status == 2)
        #expect(output.lines == ["1", "?"])
    }
}
