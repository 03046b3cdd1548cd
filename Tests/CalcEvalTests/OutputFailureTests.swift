import Foundation
import Testing

/// Output that cannot be written ends the run with a message and exit status 3 (issue #18, §1): before,
/// a full disk, a closed standard output or a reader that went away (SIGPIPE ignored) lost the output
/// without a word and exited 0, after evaluating everything.
@Suite struct OutputFailureTests {
    static let noSpace = "calc-eval: cannot write output: No space left on device"

    @Test(arguments: [
        "-e '1 + 1 ='",
        "--backend double -e '1 + 1 =' -e '2 * 3 ='",
        "--format json -e '1 + 1 ='",
        "--check -e '1 + 1 = => 2'",
        "--compare -e '1 / 3 ='",
        "--session -e '1 + 1 ='",
        "--trace -e '1 + 1 ='",
        "--help",
        "--version",
        "--list-keys",
    ])
    func fullDisk(_ arguments: String) throws {
        let output = try ShellProcess.bash("\"$CALC_EVAL\" \(arguments) >/dev/full")
        #expect(output.status == 3)
        #expect(output.errorLines == [Self.noSpace])
    }

    @Test func closedStandardOutput() throws {
        let output = try ShellProcess.bash("\"$CALC_EVAL\" -e '1 + 1 =' >&-")
        #expect(output.status == 3)
        #expect(output.errorLines == ["calc-eval: cannot write output: Bad file descriptor"])
    }

    /// With standard output closed, a script file opened later must not take its descriptor: the output
    /// still fails (it is not written into the script) and the file is left as it was.
    @Test func closedStandardOutputWithAFile() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let file = try scratch.write("a.keys", "1 + 1 =\n")
        let output = try ShellProcess.bash("\"$CALC_EVAL\" '\(file)' >&-")
        #expect(output.status == 3)
        #expect(output.errorLines == ["calc-eval: cannot write output: Bad file descriptor"])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "1 + 1 =\n")
    }

    /// A closed standard input is an input that cannot be read, not an empty one (it read as empty and
    /// exited 0; a QA round).
    @Test func closedStandardInput() throws {
        let output = try ShellProcess.bash("\"$CALC_EVAL\" --check 0<&-")
        #expect(output.status == 2)
        #expect(output.errorLines == ["calc-eval: error reading '<stdin>': Bad file descriptor"])
        let script = try ShellProcess.bash("\"$CALC_EVAL\" -e '1 + 2 =' 0<&-")
        #expect(script.status == 0)
        #expect(script.standardOutput == "3\n")
    }

    /// Arguments are bytes: a file whose name is not UTF-8 is opened by its bytes (it was looked up under
    /// the name with U+FFFD in it, and not found), messages show the other bytes as `\xFF`, and an `-e`
    /// or `-x` argument that is not UTF-8 is `invalid UTF-8`, as a file's line is (a QA round).
    @Test func argumentsThatAreNotUTF8() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let output = try ShellProcess.bash(
            """
            cd '\(scratch.url.path)' && printf '1 =\\n' > $'f\\xff.keys' && printf '2 =\\n' > $'\\xe9t\\xe9.keys' &&
            "$CALC_EVAL" $'f\\xff.keys' $'\\xe9t\\xe9.keys' $'g\\xff.keys' -e $'1 \\xff =' --expr=$'1\\xfe'
            """)
        #expect(output.status == 2)
        #expect(output.standardOutput == "1\n2\n?\n?\n")
        #expect(
            output.errorLines == [
                "calc-eval: cannot open 'g\\xFF.keys': No such file or directory", "-e:1:3: invalid UTF-8",
                "-x:2:2: invalid UTF-8",
            ])
    }

    /// A failure found at the end (a small output buffered until then) still sets the status, after the
    /// messages about the input.
    @Test func fullDiskAfterAnInvalidLine() throws {
        let output = try ShellProcess.bash("\"$CALC_EVAL\" -e 'bogus' -e '1 + 1 =' >/dev/full")
        #expect(output.status == 3)
        #expect(output.errorLines == ["-e:1:1: unknown key 'bogus'", Self.noSpace])
    }

    /// SIGPIPE ignored, as under Python's subprocess and many supervisors: `| head -1` ends the run at the
    /// first write that fails. The last line is invalid: had it been evaluated, its message would show.
    @Test(arguments: [["--jobs", "1"], ["--jobs", "2"], ["--session"], ["--format", "json"]])
    func brokenPipeStopsEvaluation(_ options: [String]) throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let lines = String(repeating: "1 + 1 =\n", count: 100_000) + "bogus\n"
        let file = try scratch.write("big.keys", lines)
        let arguments = (["--backend", "double"] + options).joined(separator: " ")
        let output = try ShellProcess.bash(
            "trap '' PIPE; \"$CALC_EVAL\" \(arguments) '\(file)' | head -1; echo \"status ${PIPESTATUS[0]}\"")
        #expect(output.standardOutput.hasSuffix("status 3\n"), "\(output.standardOutput.suffix(40))")
        #expect(output.errorLines == ["calc-eval: cannot write output: Broken pipe"])
    }

    /// A failing standard error neither loops nor crashes: the run goes on and its status is kept.
    @Test(arguments: ["2>/dev/full", "2>&-"])
    func failingStandardError(_ redirection: String) throws {
        let output = try ShellProcess.bash("\"$CALC_EVAL\" -e 'bogus' -e '2 + 2 =' \(redirection)")
        #expect(output.status == 2)
        #expect(output.standardOutput == "?\n4\n")
    }

    @Test func failingStandardErrorAndOutput() throws {
        let output = try ShellProcess.bash("\"$CALC_EVAL\" -e 'bogus' >/dev/full 2>/dev/full; echo \"status $?\" >&2")
        #expect(output.errorLines == ["status 3"])
    }
}
