import CalcPresentation
import CalcTestSupport
import Testing

@testable import calc

/// A bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`) is one keystroke of text, entered as an app's paste
/// enters it: a pasted `1,234.5` is 1234.5 (typed key by key, `,` is the point key: 1.2345), a pasted
/// `q` does not quit.
struct BracketedPasteTests {
    private static let start = "\u{1B}[200~"
    private static let end = "\u{1B}[201~"

    private func decode(_ chunks: [String]) -> [Keystroke] {
        var decoder = KeystrokeDecoder()
        return chunks.flatMap { decoder.decode(Array($0.utf8)) } + decoder.finish()
    }

    @Test func aPasteIsOneKeystrokeOfItsText() {
        #expect(
            decode(["1\(Self.start)2,345.6q\r\(Self.end)+"]) == [
                .character("1"), .paste("2,345.6q\r"), .character("+"),
            ])
        #expect(decode(["\(Self.start)\(Self.end)"]) == [.paste("")])
        #expect(decode(["\(Self.start)a\u{1B}[Ab\(Self.end)"]) == [.paste("a\u{1B}[Ab")], "escapes inside are text")
    }

    @Test func aPasteMaySpanChunksAndItsEndMarkerTooEvenByteByByte() {
        #expect(decode([Self.start + "12", "34", "\u{1B}[2", "01~5"]) == [.paste("1234"), .character("5")])
        // A terminal sends the start marker whole; script input may cut it too.
        let bytes = Array((Self.start + "×π" + Self.end + "7").utf8)
        var script = KeystrokeDecoder(keepsIncompleteSequences: true)
        var scripted: [Keystroke] = []
        for byte in bytes { scripted += script.decode([byte]) }
        scripted += script.finish()
        #expect(scripted == [.paste("×π"), .character("7")])
        #expect(decode([Self.start + "9\u{1B}[201", "x" + Self.end]) == [.paste("9\u{1B}[201x")])
    }

    /// A Ctrl-C drops a paste whose end has not come (it may never come) and is read as itself, so calc
    /// can always be quit.
    @Test func controlCInterruptsAPaste() {
        #expect(decode([Self.start + "12", "3\u{03}q"]) == [.control(3), .character("q")])
        #expect(decode([Self.start + "12\u{03}" + Self.end]) == [.control(3), .sequence("[201~")])
    }

    @Test func aPasteTheInputEndsInsideIsTakenAsItIs() {
        #expect(decode([Self.start + "42"]) == [.paste("42")])
    }

    @Test func aPasteLongerThanTheLimitIsRefusedWholeAndTheKeysAfterItStillWork() {
        let long = String(repeating: "1", count: KeystrokeDecoder.longestPaste + 1)
        #expect(decode([Self.start + long, Self.end + "5"]) == [.paste(nil), .character("5")])
        let exact = String(repeating: "2", count: KeystrokeDecoder.longestPaste)
        #expect(decode([Self.start + exact + Self.end]) == [.paste(exact)])
    }

    @Test func theKeyMapsMakeAPasteACommandAndLineModeTakesItAsText() {
        #expect(KeyMap.command(for: .paste("1,5")) == .paste("1,5"))
        #expect(ProgrammerKeyMap.command(for: .paste("FF")) == .paste("FF"))
        var line = LineEntry()
        _ = line.handle(.character("2"))
        #expect(line.handle(.paste("+3\n*4\t")) == .editing, "a pasted line break does not evaluate")
        #expect(line.text == "2+3 *4 ")
        _ = line.handle(.paste(nil))
        #expect(line.message == "Cannot paste: longer than 1048576 bytes.")
    }

    @Test(arguments: [
        // The grouping separator is read as grouping, not as the point key.
        ("\(start)1,234.5\(end)+1=", [String](), "1235.5"),
        // An expression is one operand: 5 × (1 + 2).
        ("5*\(start)1+2\(end)=", [], "15"),
        // Letters in a paste are never commands: `q` does not quit, `s` is not sin.
        ("7\(start)sqrt(2)q\(end)", [], "7"),
        ("\(start)  2.5e3 \(end)", [], "2500"),
        ("\(start)FF\(end)", ["--programmer", "--radix", "hex"], "FF"),
        ("\(start)-1\(end)", ["--backend", "double"], "-1"),
    ])
    func scriptModeEntersAPasteAsTheAppDoes(input: String, arguments: [String], display: String) throws {
        let output = try BuiltProgram.calc.run(arguments + ["--print", "display"], input: input)
        #expect(output.status == 0)
        #expect(output.standardOutput == display + "\n")
    }

    @Test func aRefusedPasteSaysSoOnTheScreenEscapedAndTheNextKeyClearsIt() throws {
        var session = try CalculatorSession.typed(keys: "7")
        session.perform(.paste("ab\u{1B}[31mc"))
        #expect(session.notice == "Cannot paste “ab\\u{1B}[31mc”: not a number.", "escaped by PasteError")
        #expect(session.calculator.snapshot.display == "7")
        let screen = ScreenRenderer().frame(for: session).plainText
        #expect(screen.contains("Cannot paste “ab\\u{1B}[31mc”: not a number."))
        session.perform(.press(.digit(.one)))
        #expect(session.notice == nil)
        #expect(session.calculator.snapshot.display == "71")
        session.perform(.paste(nil))
        #expect(session.notice == "Cannot paste: longer than 1048576 bytes.")
    }

    @Test func aNoticeWiderThanTheBoxIsCutByColumns() throws {
        var session = try CalculatorSession.typed()
        session.perform(.paste(String(repeating: "数", count: 30)))
        let renderer = ScreenRenderer(size: TerminalSize(columns: 40, rows: 24))
        let line = renderer.frame(for: session).lines[1].plainText
        #expect(TerminalColumns.width(of: line) == renderer.width)
        #expect(line.hasSuffix("… │"))
    }

    @Test func theTerminalIsAskedForBracketedPasteAndPutBack() {
        #expect(RawTerminal.enterSequence.hasSuffix("\u{1B}[?2004h"))
        #expect("\(RawTerminal.restoreSequence)".hasPrefix("\u{1B}[?2004l"))
    }
}
