import CalcCommandLine
import CalcEngine
import Testing

/// The options calc and calc-eval share, read the way both front ends read them: each argument through
/// ``ArgumentScanner``, handed to ``EngineOptions/take(_:from:)``, then resolved by
/// ``EngineOptions/settings(for:)``. The end-to-end tests (CalcEvalTests, CalcTerminalTests) check the
/// programs' messages; these check the options themselves, in process.
@Suite struct EngineOptionsTests {
    /// The options `arguments` give, and the arguments that were not engine options.
    static func read(_ arguments: [String]) throws(CommandLineError) -> (options: EngineOptions, others: [String]) {
        var scanner = ArgumentScanner(arguments)
        var options = EngineOptions()
        var others: [String] = []
        while let argument = scanner.next() {
            if try !options.take(scanner.option(argument), from: &scanner) { others.append(argument) }
        }
        #expect(scanner.isAtEnd)
        return (options, others)
    }

    /// The settings `arguments` resolve to.
    static func settings(_ arguments: [String]) throws(CommandLineError) -> EngineSettings {
        try read(arguments).options.settings()
    }

    /// The message `arguments` fail with, or nil when they are accepted.
    static func message(_ arguments: [String]) -> String? {
        do {
            _ = try settings(arguments)
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: The scanner

    @Test func theScannerSplitsAnOptionAtItsFirstEqualsSign() {
        let scanner = ArgumentScanner([])
        let inline = scanner.option("--digits=30")
        #expect(inline.argument == "--digits=30")
        #expect(inline.name == "--digits")
        #expect(inline.inlineValue == "30")
        #expect(scanner.option("--seed=1=2").inlineValue == "1=2")
        #expect(scanner.option("--seed=").inlineValue == "")
        // Only options that start with `--` have an inline value.
        #expect(scanner.option("-d=3").name == "-d=3")
        #expect(scanner.option("-d=3").inlineValue == nil)
        #expect(scanner.option("file=x.keys").inlineValue == nil)
        // `--=x` names no option: it is not `--` (the end of the options) with a value.
        #expect(scanner.option("--=x").name == "--=x")
        #expect(scanner.option("--=").inlineValue == nil)
    }

    @Test func theScannerReadsAValueFromTheNextArgument() throws {
        var scanner = ArgumentScanner(["--digits", "30", "--digits"])
        #expect(!scanner.isAtEnd)
        let firstArgument = scanner.next()
        let first = scanner.option(try #require(firstArgument))
        #expect(try scanner.value(of: first) == "30")
        let secondArgument = scanner.next()
        let second = scanner.option(try #require(secondArgument))
        #expect(scanner.isAtEnd)
        #expect(throws: CommandLineError("--digits needs a value (see --help)")) { try scanner.value(of: second) }
        #expect(scanner.next() == nil)
        #expect(throws: CommandLineError("--ieee takes no value")) {
            try scanner.rejectValue(of: scanner.option("--ieee=yes"))
        }
        try scanner.rejectValue(of: scanner.option("--ieee"))
    }

    // MARK: Accepted options

    @Test func optionsThatAreNotTheEngineArePassedOver() throws {
        let (options, others) = try Self.read(["--expressions", "--digits", "12", "-h", "file.keys", "--compare=x"])
        #expect(others == ["--expressions", "-h", "file.keys", "--compare=x"])
        #expect(options.digits == 12)
    }

    @Test func withoutOptionsTheSettingsAreTheStandardOnes() throws {
        #expect(try Self.settings([]) == EngineSettings.standard)
        #expect(try EngineOptions().backendKind(fallback: .double) == .double)
    }

    struct Accepted: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var check: @Sendable (EngineSettings) -> Bool
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let accepted: [Accepted] = [
        Accepted(arguments: ["--backend", "double"]) { $0.backend == .double && $0.digits == 15 },
        Accepted(arguments: ["--backend=double", "--digits=17"]) { $0.digits == 17 && $0.precision == 53 },
        Accepted(arguments: ["--mode", "immediate"]) { $0.mode == .immediate },
        Accepted(arguments: ["--mode=precedence"]) { $0.mode == .precedence },
        Accepted(arguments: ["--angle", "rad"]) { $0.angleUnit == .radians },
        Accepted(arguments: ["--angle", "radians"]) { $0.angleUnit == .radians },
        Accepted(arguments: ["--angle=deg"]) { $0.angleUnit == .degrees },
        Accepted(arguments: ["--angle", "degrees"]) { $0.angleUnit == .degrees },
        Accepted(arguments: ["--no-snap"]) { !$0.snapsCancellation },
        Accepted(arguments: ["--seed", "18446744073709551615"]) { $0.randomSeed == UInt64.max },
        Accepted(arguments: ["--complex"]) { $0.complexResults && $0.complexForm == .rectangular },
        Accepted(arguments: ["--complex-form", "polar"]) { !$0.complexResults && $0.complexForm == .polar },
        Accepted(arguments: ["--complex-form=rectangular"]) { $0.complexForm == .rectangular },
        Accepted(arguments: ["--complex-form", "rect"]) { $0.complexForm == .rectangular },
        Accepted(arguments: ["--fractions", "mixed"]) { $0.fractions == .mixed },
        Accepted(arguments: ["--fractions=auto"]) { $0.fractions == .auto },
        Accepted(arguments: ["--backend", "double", "--entry-digits", "10"]) { $0.entryDigits == 10 },
        Accepted(arguments: ["--programmer"]) { $0.programmer == WordFormat() },
        // Each programmer option implies --programmer and changes only its own part of the word format.
        Accepted(arguments: ["--word-size", "16"]) { $0.programmer == WordFormat(width: .word) },
        Accepted(arguments: ["--unsigned"]) { $0.programmer == WordFormat(isSigned: false) },
        Accepted(arguments: ["--radix=hex"]) { $0.programmer == WordFormat(radix: .hexadecimal) },
        Accepted(arguments: ["--group"]) { $0.programmer == WordFormat(groupsDigits: true) },
        Accepted(arguments: ["--radix", "bin", "--word-size=8", "--unsigned", "--group", "--programmer"]) {
            $0.programmer == WordFormat(width: .byte, isSigned: false, radix: .binary, groupsDigits: true)
        },
    ]

    @Test(arguments: accepted) func anOptionSetsItsSetting(_ row: Accepted) throws {
        let settings = try Self.settings(row.arguments)
        #expect(row.check(settings), "\(settings)")
    }

    #if MPFR
        static let acceptedWithMPFR: [Accepted] = [
            Accepted(arguments: ["--backend", "exact"]) { $0.backend == .exact },
            Accepted(arguments: ["--precision", "64"]) { $0.backend == .mpfr && $0.precision == 64 },
            Accepted(arguments: ["--ieee"]) { $0.backend == .mpfrIEEE && $0.precision == 53 },
            Accepted(arguments: ["--ieee", "--backend", "mpfr"]) { $0.backend == .mpfrIEEE },
            Accepted(arguments: ["--correct-digits"]) { $0.verifiesDigits && $0.backend == .mpfr },
            Accepted(arguments: ["--backend", "exact", "--correct-digits"]) { $0.verifiesDigits },
        ]

        @Test(arguments: acceptedWithMPFR) func anMPFROptionSetsItsSetting(_ row: Accepted) throws {
            let settings = try Self.settings(row.arguments)
            #expect(row.check(settings), "\(settings)")
        }

        /// `settings(for:)` resolves the options for another backend than theirs (calc-eval's `--compare`).
        @Test func theSettingsForAnotherBackendKeepTheOptions() throws {
            let options = try Self.read(["--digits", "12", "--angle", "rad", "--fractions", "always"]).options
            let double = try options.settings(for: .double)
            #expect(double.backend == .double)
            #expect(double.digits == 12)
            #expect(double.angleUnit == .radians)
            #expect(double.fractions == .always)
            #expect(try options.settings().backend == .mpfr)
        }
    #endif

    // MARK: Refused options

    static let refused: [(arguments: [String], message: String)] = [
        (["--backend", "quad"], "--backend: unknown backend 'quad' (accepted: double, mpfr, exact)"),
        (["--backend", "mpfr-ieee"], "--backend: unknown backend 'mpfr-ieee' (accepted: double, mpfr, exact)"),
        (["--backend"], "--backend needs a value (see --help)"),
        (["--digits", "many"], "--digits: 'many' is not a whole number (accepted: 1 or more)"),
        (["--entry-digits=1.5"], "--entry-digits: '1.5' is not a whole number (accepted: 1 or more)"),
        (["--mode", "rpn"], "--mode: unknown mode 'rpn' (accepted: precedence, immediate)"),
        (["--angle", "turn"], "--angle: unknown unit 'turn' (accepted: deg, rad, grad)"),
        // A whole number its type cannot hold is out of range, not "not a whole number".
        (["--seed", "-1"], "--seed: -1 is out of range (0...18446744073709551615)"),
        (["--seed", "1.5"], "--seed: '1.5' is not a whole number (accepted: 0...18446744073709551615)"),
        (["--digits", "99999999999999999999"], "--digits: 99999999999999999999 is out of range (1 or more)"),
        (["--complex-form", "euler"], "--complex-form: unknown form 'euler' (accepted: rect, polar)"),
        (["--word-size", "12"], "--word-size: '12' is not a word size (accepted: 8, 16, 32, 64)"),
        (["--word-size", "byte"], "--word-size: 'byte' is not a word size (accepted: 8, 16, 32, 64)"),
        (["--radix", "dozenal"], "--radix: unknown radix 'dozenal' (accepted: bin, oct, dec, hex)"),
        (["--fractions", "on"], "--fractions: unknown setting 'on' (accepted: off, auto, always, mixed)"),
        (["--no-snap=1"], "--no-snap takes no value"),
        (["--group=yes"], "--group takes no value"),
        // The library's own checks, named by the option that set them.
        (["--backend", "double", "--digits", "18"], "--digits: 18 is more than 53 bits can show (1...17)"),
        (["--backend", "double", "--digits", "0"], "--digits: 0 is out of range (1...17)"),
        (
            ["--backend", "double", "--digits", "10", "--entry-digits", "11"],
            "--entry-digits: 11 is out of range (1...10, the digits shown)"
        ),
    ]

    @Test(arguments: refused) func aBadOptionIsRefusedWithAMessageThatNamesIt(
        _ arguments: [String], _ message: String
    ) {
        #expect(Self.message(arguments) == message)
    }

    #if MPFR
        static let refusedWithMPFR: [(arguments: [String], message: String)] = [
            (["--precision", "1"], "--precision: 1 is out of range (2...16777216 bits)"),
            (["--precision=lots"], "--precision: 'lots' is not a whole number (accepted: 2...16777216 bits)"),
            (["--ieee", "--backend", "double"], "--ieee: only for the mpfr backend"),
            (["--backend", "exact", "--ieee"], "--ieee: only for the mpfr backend"),
            (["--ieee", "--precision", "64"], "--ieee: cannot be combined with --precision (IEEE mode has 53 bits)"),
            (["--ieee=1"], "--ieee takes no value"),
            (
                ["--backend", "double", "--correct-digits"],
                "--correct-digits: only for the mpfr and exact backends (not double or --ieee)"
            ),
            (
                ["--ieee", "--correct-digits"],
                "--correct-digits: only for the mpfr and exact backends (not double or --ieee)"
            ),
            (
                ["--backend", "double", "--precision", "64"],
                "--precision: 64 bits is not available with the double backend, which has 53 bits"
            ),
        ]

        @Test(arguments: refusedWithMPFR) func aBadMPFROptionIsRefusedWithAMessageThatNamesIt(
            _ arguments: [String], _ message: String
        ) {
            #expect(Self.message(arguments) == message)
        }
    #else
        /// Without the MPFR trait, the options that need MPFR say so.
        @Test(arguments: [
            (["--backend", "mpfr"], "--backend mpfr"), (["--backend", "exact"], "--backend exact"),
            (["--precision", "64"], "--precision"), (["--ieee"], "--ieee"), (["--correct-digits"], "--correct-digits"),
        ])
        func anMPFROptionIsNotInThisBuild(_ arguments: [String], _ option: String) {
            #expect(Self.message(arguments) == EngineOptions.notInThisBuild(option).description)
        }
    #endif

    /// The message of a build without MPFR (the options above give it there).
    @Test func theNotInThisBuildMessageNamesTheOption() {
        #expect(
            EngineOptions.notInThisBuild("--ieee").description
                == "--ieee: not available: this build has no MPFR (built without the MPFR trait: double only)")
        #if MPFR
            #expect(EngineOptions.buildNote.isEmpty)
        #else
            #expect(EngineOptions.buildNote.contains("This build has no MPFR"))
        #endif
    }
}
