import CalcPresentation
import Testing

@testable import calc

/// The frame refitted to terminals smaller than 80×24: the display always a correctly rounded value that
/// fits, never a cut one; the line mode row on screen; a notice when the display cannot show at all.
@Suite struct CalcScreenSizeTests {
    private static func frame(_ columns: Int, _ rows: Int, _ options: [String] = [], keys: String) throws -> Frame {
        ScreenRenderer(size: TerminalSize(columns: columns, rows: rows)).frame(
            for: try CalculatorSession.typed(options, keys: keys))
    }

    /// The text of the display row (the third line), without its borders and padding.
    private static func display(_ frame: Frame) -> String {
        let line = frame.lines[2].plainText
        return String(line.dropFirst().dropLast()).trimmingCharacters(in: " ")
    }

    /// QA's cases: the value the display shows is the value rounded to the row, never a prefix of it.
    @Test func aValueWiderThanTheRowIsRoundedNotCut() throws {
        #expect(Self.display(try Self.frame(60, 30, keys: "2^100=")) == "1267650600228229401496703205376")
        #expect(Self.display(try Self.frame(40, 12, keys: "1/7=")) == "0.14285714285714285714285714285714")
        #expect(Self.display(try Self.frame(20, 8, keys: "2^100=")) == "1.2676506e30")
        #expect(Self.display(try Self.frame(12, 5, keys: "1/7=")) == "0.1429")
        // As at 80 columns: the 100 digits of 2^400 rounded to a 70-digit mantissa.
        let wide = Self.display(try Self.frame(80, 24, ["--digits", "100"], keys: "2^400="))
        #expect(wide.hasSuffix("e120") && wide.count == 74, "\(wide)")
    }

    private static let states = [
        "", "1/3=", "1/7=", "2^100=", "1/0=", "2v", "1E308*10=", "1E400n=", "123456789012345678901234567890",
        "5m((2+", "d|", "9999999999999999999999999999999999999999999999999!", "\t", "b", "2^400=", "11n",
    ]

    /// At every size the frame fits: two columns narrower than the terminal, a row left for line mode,
    /// and a value on the display exactly what CalcPresentation's fitter makes of it for the row.
    @Test(arguments: [[], ["--compare"], ["--landscape"], ["--digits", "100"], ["--programmer", "--radix", "bin"]])
    func everyFrameFitsItsTerminal(options: [String]) throws {
        for (columns, rows) in [(79, 23), (60, 30), (40, 12), (30, 24), (20, 8), (12, 5), (8, 4), (6, 3), (1, 1)] {
            let renderer = ScreenRenderer(size: TerminalSize(columns: columns, rows: rows))
            for keys in Self.states {
                let session = try CalculatorSession.typed(options, keys: keys)
                let frame = renderer.frame(for: session)
                let label = "\(columns)×\(rows) \(options) \(keys)"
                if frame.lines.count == 1 {
                    #expect(frame.width <= max(1, columns - 1), "\(label)")
                    #expect(
                        columns < 6 || ScreenRenderer.notice.hasSuffix(frame.lines[0].plainText), "\(label)")
                    continue
                }
                #expect(frame.lines.count <= rows - 1, "\(label)")
                #expect(frame.width <= columns - 2, "\(label)")
                let calculator = session.calculator
                guard !calculator.keepsEndWhenCut, session.comparisonCalculator == nil,
                    calculator.fractionDisplay == nil
                else { continue }
                let fitter = DisplayFitter(maximumWidth: renderer.displayWidth, widthRule: .everyCharacter)
                #expect(Self.display(frame) == calculator.displayText(fittedBy: fitter), "\(label)")
            }
        }
    }

    /// QA's 80×10: line mode's line, drawn below the frame, is on the screen's last row or above.
    @Test func theLineModeRowStaysOnScreen() throws {
        for rows in [10, 6, 5] {
            var interpreter = KeystrokeInterpreter()
            _ = interpreter.commands(for: .character(":"))
            _ = interpreter.commands(for: .character("1"))
            let frame = try Self.frame(80, rows, ["--compare"], keys: "2^100=")
            let shown = interpreter.overlay(frame)
            #expect(shown.lines.count <= rows)
            #expect(shown.lines.last?.plainText == ": 1▏")
        }
    }

    /// A terminal with no room for the display box shows a notice, shortened to its width, and nothing
    /// of a number.
    @Test func aTerminalTooSmallShowsANotice() throws {
        #expect(try Self.frame(40, 4, ["--compare"], keys: "1/7=").plainText == "terminal too small\n")
        #expect(try Self.frame(12, 5, ["--compare"], keys: "1/7=").plainText == "too small\n")
        #expect(try Self.frame(6, 3, keys: "1/7=").plainText == "small\n")
    }

    /// The bit panel narrows to rows of 16 or 8 bits rather than being cut, and is left out when the rows
    /// are too few; the display stays.
    @Test func theBitPanelNarrowsToFit() throws {
        let options = ["--programmer", "--radix", "bin"]
        let sixteen = try Self.frame(40, 20, options, keys: "11n")
        #expect(sixteen.lines[3].plainText == "│ 63–48  1111 1111 1111 1111         │")
        #expect(sixteen.lines[6].plainText == "│  15–0  1111 1111 1111 1101         │")
        let eight = try Self.frame(30, 20, options, keys: "11n")
        #expect(eight.lines[3].plainText.hasPrefix("│ 63–56  1111 1111 "))
        let none = try Self.frame(40, 6, options, keys: "11n")
        #expect(none.lines.count == 4)
        #expect(Self.display(none).hasSuffix("1101"))
    }

    /// In a terminal of 80×24 or larger the frame is the 80×24 one, whatever the size.
    @Test(arguments: [[], ["--compare"], ["--landscape"], ["--programmer"]])
    func largeTerminalsKeepTheStandardLayout(options: [String]) throws {
        for keys in Self.states {
            let session = try CalculatorSession.typed(options, keys: keys)
            let standard = ScreenRenderer().frame(for: session)
            #expect(ScreenRenderer(size: TerminalSize(columns: 200, rows: 60)).frame(for: session) == standard)
            #expect(ScreenRenderer(size: .standard).width == ScreenRenderer.width)
        }
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
