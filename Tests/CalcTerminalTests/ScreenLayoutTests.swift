import CalcPresentation
import Testing

@testable import calc

/// The drawn frame: it fits 80×24 whatever the calculator shows, and the keypad is drawn as data says.
struct ScreenLayoutTests {
    private static let states = [
        "", "1/3=", "1/0=", "2v", "1E308*10=", "1E400n=", "123456789012345678901234567890", "5m((2+", "d|",
        "9999999999999999999999999999999999999999999999999!", "\t", "b", "bb",
    ]

    @Test(arguments: [
        [], ["--landscape"], ["--compare"], ["--landscape", "--compare"], ["--backend", "double"],
        ["--digits", "1000"], ["--precision", "3000", "--compare"], ["--ieee", "--landscape"],
    ])
    func frameFitsEightyByTwentyFour(options: [String]) throws {
        for keys in Self.states {
            let frame = ScreenRenderer().frame(for: try CalculatorSession.typed(options, keys: keys))
            #expect(frame.lines.count <= ScreenRenderer.maximumRows, "\(options) \(keys)")
            #expect(frame.width <= ScreenRenderer.maximumColumns, "\(options) \(keys)")
            for line in frame.lines {
                #expect(line.plainText.count == line.width, "brackets replace spaces: \(line.plainText)")
                #expect(RenderedScreen.strippingEscapes(line.ansiText) == line.spans.map(\.text).joined())
            }
        }
    }

    @Test func framesOfAllLayoutsHaveTheSameShape() throws {
        let portrait = ScreenRenderer().frame(for: try CalculatorSession.typed())
        let landscape = ScreenRenderer().frame(for: try CalculatorSession.typed(["--landscape"]))
        let comparing = ScreenRenderer().frame(for: try CalculatorSession.typed(["--compare"]))
        #expect(portrait.lines.count == 22)
        #expect(landscape.lines.count == 22)
        #expect(comparing.lines.count == 23)
        #expect(portrait.width == ScreenRenderer.width)
    }

    @Test func portraitKeypadDrawing() {
        let drawing = KeypadDrawing(keypad: .portrait, maximumWidth: ScreenRenderer.width)
        #expect(drawing.cellWidth == 7)
        #expect(
            drawing.lines.map(\.plainText) == [
                "┌───────┬───────┬───────┬───────┐",
                "│  AC   │   ±   │   %   │   ÷   │",
                "├───────┼───────┼───────┼───────┤",
                "│   7   │   8   │   9   │   ×   │",
                "├───────┼───────┼───────┼───────┤",
                "│   4   │   5   │   6   │   −   │",
                "├───────┼───────┼───────┼───────┤",
                "│   1   │   2   │   3   │   +   │",
                "├───────┴───────┼───────┼───────┤",
                "│       0       │   .   │   =   │",
                "└───────────────┴───────┴───────┘",
            ])
    }

    @Test func scientificKeypadFitsWithNarrowerCells() {
        for second in [false, true] {
            let keypad = Keypad.landscapeScientific(KeypadState(showsSecondFunctions: second))
            let drawing = KeypadDrawing(keypad: keypad, maximumWidth: ScreenRenderer.width)
            #expect(drawing.cellWidth == 6)
            #expect(drawing.width == 71)
            #expect(drawing.lines.count == 11)
            #expect(drawing.lines.allSatisfy { $0.width == 71 })
            for cell in keypad.cells {
                #expect(drawing.lines.contains { $0.plainText.contains(cell.label) }, "\(cell.label) not drawn")
            }
        }
    }

    @Test func selectedOperatorIsReverseVideoAndBracketedInPlainText() {
        let keypad = Keypad.portrait(KeypadState(highlightedOperator: .divide))
        let line = KeypadDrawing(keypad: keypad, maximumWidth: 78).lines[1]
        #expect(line.ansiText.contains("\u{1B}[7m   ÷   \u{1B}[0m"))
        #expect(line.plainText == "│  AC   │   ±   │   %   │  [÷]  │")
    }

    @Test func indicatorsAndTitle() throws {
        let frame = ScreenRenderer().frame(for: try CalculatorSession.typed(keys: "5md(("))
        #expect(frame.lines[0].plainText.hasPrefix("┌─ calc · mpfr 256 bits · 50 digits ─"))
        #expect(frame.lines[1].plainText.hasPrefix("│ RAD  M  (2 "))
        #expect(frame.lines[2].plainText.hasSuffix(" 0 │"))
        let doubleFrame = ScreenRenderer().frame(
            for: try CalculatorSession.typed(["--backend", "double", "--digits", "10"]))
        #expect(doubleFrame.lines[0].plainText.hasPrefix("┌─ calc · double · 10 digits ─"))
    }

    @Test func wideEntriesKeepTheirEnd() throws {
        let frame = ScreenRenderer().frame(
            for: try CalculatorSession.typed(
                ["--digits", "100"],
                keys: String(repeating: "1234567890", count: 10)))
        let display = frame.lines[2].plainText
        #expect(display.count == ScreenRenderer.width)
        #expect(display.hasPrefix("│ …"))
        #expect(display.hasSuffix("1234567890 │"))
    }

    @Test func ansiFramePositionsEveryLine() throws {
        let frame = ScreenRenderer().frame(for: try CalculatorSession.typed())
        let screen = RenderedScreen(frame.ansiText)
        #expect(screen.plainLines == frame.lines.map { $0.spans.map(\.text).joined() })
        #expect(screen.display == "0")
    }

    /// A frame as tall as the terminal keeps its last line: the erase below it starts where that line
    /// ends. (It moved to the row below first, which the terminal keeps on its last row, so line mode's
    /// line at the bottom of a 20-row terminal was erased as soon as it was drawn.)
    @Test func aFrameAsTallAsTheTerminalKeepsItsLastLine() throws {
        var frame = ScreenRenderer().frame(for: try CalculatorSession.typed())
        frame.lines.append(StyledLine(": sqrt(2)+▏"))
        let screen = RenderedScreen(frame.ansiText, height: frame.lines.count)
        #expect(screen.plainLines == frame.lines.map { $0.spans.map(\.text).joined() })
        #expect(screen.plainLines.last == ": sqrt(2)+▏")
        #expect(RenderedScreen(Frame(lines: []).ansiText).plainLines.isEmpty)
    }
}
