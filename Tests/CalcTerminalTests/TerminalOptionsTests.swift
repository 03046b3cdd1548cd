import CalcPresentation
import Testing

@testable import calc

/// calc's options, validated by EngineSettings like calc-eval's.
struct TerminalOptionsTests {
    @Test func defaults() throws {
        let options = try TerminalOptions.parse([])
        #expect(options.backend == .mpfr)
        #expect(options.settings[.mpfr]?.precision == 256)
        #expect(options.settings[.mpfr]?.digits == 50)
        #expect(options.settings[.double]?.digits == 15)
        #expect(options.settings[.mpfrIEEE]?.precision == 53)
        #expect(options.layout == .portrait)
        #expect(!options.isComparing)
        #expect(options.scriptOutput == .screen)
    }

    @Test func backendPrecisionDigits() throws {
        let double = try TerminalOptions.parse(["--backend", "double", "--digits", "10"])
        #expect(double.backend == .double)
        #expect(double.settings[.double]?.digits == 10)
        #expect(double.settings[.mpfr]?.digits == 50, "the other backends keep their defaults")
        let mpfr = try TerminalOptions.parse(["--precision=100"])
        #expect(mpfr.settings[.mpfr]?.precision == 100)
        #expect(mpfr.settings[.mpfr]?.digits == 29)
        let ieee = try TerminalOptions.parse(["--ieee", "--landscape", "--compare", "--print", "display"])
        #expect(ieee.backend == .mpfrIEEE)
        #expect(ieee.layout == .landscape)
        #expect(ieee.isComparing)
        #expect(ieee.scriptOutput == .display)
        let exact = try TerminalOptions.parse(["--backend", "exact", "--precision", "100"])
        #expect(exact.backend == .exact)
        #expect(exact.settings[.exact]?.precision == 100)
        let modes = try TerminalOptions.parse(["--mode", "immediate", "--angle", "rad"])
        #expect(modes.settings.values.allSatisfy { $0.mode == .immediate && $0.angleUnit == .radians })
    }

    @Test func invalidOptions() {
        for arguments in [
            ["--backend"], ["--backend", "x"], ["--precision", "abc"], ["--digits", "-1"],
            ["--ieee", "--backend", "double"], ["--ieee", "--backend", "exact"], ["--print", "pdf"], ["--mode", "rpn"],
            ["extra"],
        ] {
            #expect(throws: TerminalOptions.UsageError.self, "\(arguments)") {
                try TerminalOptions.parse(arguments)
            }
        }
    }
}
