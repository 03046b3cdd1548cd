import CalcPresentation
import CalcTestSupport
import Foundation
import Testing

@testable import calc

/// Issue #28, "Hardening III", for line mode (`:`): no expression cut off, Ctrl-C as the key table says,
/// long lines scrolled so that the cursor and the message stay visible.
@Suite struct LineModeHardeningTests {
    static func entry(typing text: String) -> LineEntry {
        var entry = LineEntry()
        for character in text { _ = entry.handle(.character(character)) }
        return entry
    }

    /// Typing a line takes time in proportion to its length: the interpreter edited a copy of the line and
    /// stored it back, copying the whole line at every keystroke (800,000 characters took 14 s to type and
    /// 0.5 s to paste; a QA round).
    @Test func typingALineGrowsWithItsLength() {
        func typing(_ count: Int) {
            var interpreter = KeystrokeInterpreter()
            _ = interpreter.commands(for: .character(":"))
            for _ in 0..<count { _ = interpreter.commands(for: .character("9")) }
            #expect(interpreter.lineEntry?.text.count == count)
        }
        let small = GrowthCheck.seconds { typing(25_000) }
        let large = GrowthCheck.seconds { typing(100_000) }
        #expect(GrowthCheck.isLinear("typing a line mode line", small: small, large: large))
    }

    @Test func ctrlCQuitsInLineModeAsTheKeyTableSays() {
        var interpreter = KeystrokeInterpreter()
        #expect(interpreter.commands(for: .character(":")).isEmpty)
        #expect(interpreter.commands(for: .character("2")).isEmpty)
        #expect(interpreter.commands(for: .interrupt) == [.interrupt])
        #expect(!interpreter.isInLineMode)
        #expect(KeyMap.command(for: .interrupt) == .interrupt)
    }

    @Test func aLongLineScrollsToKeepTheCursorVisible() {
        let entry = Self.entry(typing: String(repeating: "1+", count: 100) + "23")
        let line = entry.statusLine(width: 78)
        #expect(line.count == 78)
        #expect(line.hasPrefix(": …"))
        #expect(line.hasSuffix("+1+1+23▏"))
        // A short line is drawn as it is.
        #expect(Self.entry(typing: "2+3").statusLine(width: 78) == ": 2+3▏")
    }

    @Test func theMessageOfALongRefusedLineStaysVisible() {
        var entry = Self.entry(typing: String(repeating: "1+", count: 100))
        #expect(entry.handle(.enter) == .editing)
        let line = entry.statusLine(width: 78)
        #expect(line.count <= 78)
        #expect(line.hasSuffix("+1+▏   200: '+' needs a number after it"), "\(line)")
        // A message too long for the room left is cut, the cursor still shown.
        var long = Self.entry(typing: String(repeating: "x", count: 200) + "+1")
        #expect(long.handle(.enter) == .editing)
        let cut = long.statusLine(width: 40)
        #expect(cut.count <= 40 && cut.hasSuffix("…") && cut.contains("▏"), "\(cut)")
    }

    @Test func anExpressionOfThousandsOfKeysIsTypedWhole() throws {
        var entry = Self.entry(typing: String(repeating: "1+", count: 33_000) + "1")
        guard case .keys(let keys) = entry.handle(.enter) else {
            Issue.record("the line was refused")
            return
        }
        #expect(keys.count > KeyWorker.queueLimit)
    }
}

/// The same in a terminal: 3,000 ones added in line mode give 3000 (the key worker's queue, of 4,096
/// keys then, cut the expression: 1, then 2048 after `=`).
@Suite(
    .enabled(if: PseudoTerminal.isAvailable, "util-linux `script` is not installed: no pseudo-terminal to test calc in")
)
struct LineModeTerminalTests {
    /// A paste of 10,002 quick keys is performed whole: the queue held 4,096, and the rest were dropped
    /// (2048, then 4096 after `=`).
    @Test func aPasteOfThousandsOfKeysIsPerformedWhole() throws {
        let terminal = try PseudoTerminal(["--backend", "double"])
        terminal.type(String(repeating: "1+", count: 5000) + "1=")
        #expect(
            terminal.waitUntil(timeout: 20) { _ in terminal.screen.display == "5001" }, "\(terminal.screen.display)")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func aLineOfMoreKeysThanTheQueueHoldsIsTypedWhole() throws {
        let terminal = try PseudoTerminal(["--backend", "double"])
        terminal.type(":" + String(repeating: "1+", count: 2999) + "1\r")
        terminal.type("=")
        #expect(
            terminal.waitUntil(timeout: 20) { _ in terminal.screen.display == "3000" }, "\(terminal.screen.display)")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    /// A fault signal from outside ends calc with its status (`script` reports 128 + the signal), the
    /// terminal restored; it was 138, as if SIGUSR1 had killed it.
    @Test(arguments: [SIGSEGV, SIGABRT])
    func aFaultSignalFromOutsideEndsCalcWithIt(_ signal: Int32) throws {
        let terminal = try PseudoTerminal()
        terminal.type("12+")
        let pid = try #require(terminal.calcProcessID)
        kill(pid, signal)
        #expect(terminal.waitForExit() == 128 + signal)
        #expect(terminal.text.hasSuffix(PseudoTerminalTests.restored))
    }

    @Test func ctrlCInLineModeQuitsWithStatus130() throws {
        let terminal = try PseudoTerminal()
        terminal.type(":1+2")
        terminal.send("\u{3}")
        #expect(terminal.waitForExit() == 130)
    }
}
