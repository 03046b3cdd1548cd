import Foundation
import Testing

/// calc on a real (pseudo-)terminal: keys typed one chunk at a time, the screen read back from the
/// escape sequences calc draws with.
@Suite(
    .enabled(if: PseudoTerminal.isAvailable, "util-linux `script` is not installed: no pseudo-terminal to test calc in")
)
struct PseudoTerminalTests {
    /// What every session must end with: cursor shown again, main screen back.
    static let restored = "\u{1B}[?25h\u{1B}[?1049l"

    @Test func typedCalculationShowsItsResult() throws {
        let terminal = try PseudoTerminal()
        #expect(terminal.screen.display == "0")
        terminal.type("2+3*4=")
        #expect(terminal.screen.display == "14")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func divisionByZeroShowsError() throws {
        let terminal = try PseudoTerminal(["--backend", "double"])
        terminal.type("1/0=")
        #expect(terminal.screen.display == "Error")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func escapeIsAllClear() throws {
        let terminal = try PseudoTerminal()
        terminal.type("5+37")
        #expect(terminal.screen.display == "37")
        terminal.type("\u{1B}")
        #expect(terminal.screen.display == "0")
        terminal.type("2=")
        #expect(terminal.screen.display == "2", "Esc cleared the pending + as well")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func pendingOperatorIsInReverseVideo() throws {
        let terminal = try PseudoTerminal()
        terminal.type("8/")
        let rows = terminal.screen.rows.values
        #expect(rows.contains { $0.contains("\u{1B}[7m   ÷   \u{1B}[0m") }, "÷ not highlighted")
        #expect(rows.filter { $0.contains("\u{1B}[7m") }.count == 1, "only one cell highlighted")
        terminal.type("2")
        #expect(!terminal.screen.rows.values.contains { $0.contains("\u{1B}[7m") }, "highlight stays after the operand")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func memoryAndAngleIndicators() throws {
        let terminal = try PseudoTerminal()
        #expect(terminal.screen.plain(2).contains("DEG"))
        #expect(!terminal.screen.plain(2).contains(" M "))
        terminal.type("5md")
        #expect(terminal.screen.plain(2).contains("RAD  M"))
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func quitRestoresTheTerminal() throws {
        let terminal = try PseudoTerminal()
        terminal.type("12")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        let output = terminal.text
        #expect(output.contains("\u{1B}[?1049h\u{1B}[?25l"), "entered the alternate screen, cursor hidden")
        #expect(output.hasSuffix(Self.restored), "ends with: \(output.suffix(60).debugDescription)")
    }

    /// The terminal's own settings are back: a command run after calc in the same terminal sees
    /// canonical mode, echo and signal keys on again.
    @Test(arguments: ["q", "\u{3}"])
    func termiosSettingsAreRestored(quitKey: String) throws {
        let terminal = try PseudoTerminal([], afterwards: "stty -a")
        terminal.type("1+")
        terminal.send(quitKey)
        #expect(terminal.waitForExit() != nil)
        let flags = terminal.text.split(separator: "\u{1B}[?1049l").last.map(String.init) ?? ""
        let words = Set(flags.split { $0.isWhitespace || $0 == ";" })
        for flag in ["icanon", "echo", "isig", "icrnl", "opost"] {
            #expect(words.contains(Substring(flag)), "\(flag) not restored: \(flags)")
            #expect(!words.contains(Substring("-" + flag)), "\(flag) not restored: \(flags)")
        }
    }

    @Test func controlDQuits() throws {
        let terminal = try PseudoTerminal()
        terminal.send("\u{4}")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.text.hasSuffix(Self.restored))
    }

    @Test func controlCRestoresTheTerminal() throws {
        let terminal = try PseudoTerminal()
        terminal.type("7*")
        terminal.send("\u{3}")
        #expect(terminal.waitForExit() == 130)
        #expect(terminal.text.hasSuffix(Self.restored), "ends with: \(terminal.text.suffix(60).debugDescription)")
    }

    @Test func tabSwitchesToTheScientificKeypad() throws {
        let terminal = try PseudoTerminal()
        #expect(!terminal.screen.plainLines.joined().contains("2nd"))
        terminal.type("\t")
        #expect(terminal.screen.plainLines.joined().contains("│ 2nd  │"))
        terminal.type("30s")
        #expect(terminal.screen.display == "0.5")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func backendKeyAndComparison() throws {
        let terminal = try PseudoTerminal(["--backend", "double"])
        terminal.type("1/3=")
        #expect(terminal.screen.plain(1).contains("double · 15 digits"))
        #expect(terminal.screen.display == "0.333333333333333")
        terminal.type("b")
        #expect(terminal.screen.plain(1).contains("mpfr 256 bits · 50 digits"))
        #expect(terminal.screen.display == "0." + String(repeating: "3", count: 50))
        terminal.type("|")
        #expect(terminal.screen.plain(3).hasPrefix("│ mpfr 256"))
        #expect(terminal.screen.plain(4).contains("double"))
        #expect(terminal.screen.plain(4).hasSuffix("0.333333333333333 │"))
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func everyFrameFitsEightyByTwentyFour() throws {
        let terminal = try PseudoTerminal(["--landscape", "--compare"])
        terminal.type("123456789*987654321=m(2+")
        let lines = terminal.screen.plainLines
        #expect(lines.count <= 24)
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines)")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }
}

/// Line mode reads a programmer line in the word format the calculator has now, after `b`, `w` or
/// `u` changed it, not the one calc started with.
@Suite(
    .enabled(if: PseudoTerminal.isAvailable, "util-linux `script` is not installed: no pseudo-terminal to test calc in")
)
struct ProgrammerLineModeTerminalTests {
    @Test func aLineIsReadInTheRadixAndWidthShownNow() throws {
        let terminal = try PseudoTerminal(["--programmer", "--radix", "hex"])
        terminal.type("b")
        #expect(terminal.screen.plain(2).contains("DEC"))
        terminal.type(":10\r")
        #expect(terminal.screen.display == "10", "read in decimal, the radix shown, not hexadecimal (16)")
        terminal.type("w")
        #expect(terminal.screen.plain(2).contains("BYTE"))
        terminal.type(":300\r")
        #expect(terminal.screen.rows.values.contains { $0.contains("does not fit in a word of 8 bits") })
        terminal.send("\u{1B}q")
        #expect(terminal.waitForExit() == 0)
    }
}
