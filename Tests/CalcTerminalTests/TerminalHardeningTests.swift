import CalcPresentation
import CalcTestSupport
import Foundation
import Testing

@testable import calc

/// Issue #18, "Hardening II", on a terminal: Ctrl-C, q and Esc during a long key, Ctrl-Z, and the
/// terminal restored on every signal. calc runs on a pseudo-terminal of the test's own, so that how it
/// ended (a status, or the signal it died of) and the terminal's settings can be checked exactly.
@Suite(.serialized)
struct TerminalHardeningTests {
    /// What every session must end with: cursor shown again, main screen back.
    static let restored = "\u{1B}[?25h\u{1B}[?1049l"

    /// calc started with `arguments` on a terminal of its own (of that size, when given), `entry` typed
    /// and shown.
    static func launch(
        _ arguments: [String], columns: UInt16? = nil, rows: UInt16 = 24, showing entry: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (TerminalPair, SpawnedProcess) {
        let terminal = try TerminalPair()
        if let columns { terminal.resize(columns: columns, rows: rows) }
        let calc = try terminal.spawn(arguments)
        #expect(terminal.waitForFirstFrame(sourceLocation: sourceLocation))
        terminal.send(entry)
        #expect(
            terminal.waitUntil(timeout: 5) { RenderedScreen($0).display == entry }, sourceLocation: sourceLocation)
        return (terminal, calc)
    }

    /// Types `q` and expects calc to end at once with status 0.
    static func quit(
        _ calc: SpawnedProcess, on terminal: TerminalPair, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        terminal.send("q")
        #expect(calc.wait(timeout: 5), sourceLocation: sourceLocation)
        #expect(calc.exitStatus == 0, "\(calc.ending)", sourceLocation: sourceLocation)
    }

    /// calc at 16777216 bits with `2` typed, then `keys` (starting with `l`, whose logarithm computes for
    /// tens of seconds), once `computing…` shows.
    static func launchComputing(
        _ keys: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (TerminalPair, SpawnedProcess) {
        let (terminal, calc) = try launch(["--precision", "16777216"], showing: "2", sourceLocation: sourceLocation)
        terminal.send(keys)
        #expect(
            terminal.waitUntil(timeout: 5) { $0.contains("computing…") }, "no computing… indicator",
            sourceLocation: sourceLocation)
        return (terminal, calc)
    }

    /// Sends `key` and expects calc to end within 2 s with `status`, the terminal restored and cooked.
    static func expectEnds(
        _ calc: SpawnedProcess, on terminal: TerminalPair, after key: String, status: Int32,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let start = Date()
        terminal.send(key)
        #expect(
            calc.wait(timeout: 2), "calc still running 2 s after \(key.debugDescription)",
            sourceLocation: sourceLocation)
        #expect(Date().timeIntervalSince(start) < 2.5, sourceLocation: sourceLocation)
        #expect(calc.exitStatus == status, "\(calc.ending)", sourceLocation: sourceLocation)
        #expect(
            terminal.waitUntil(timeout: 2) { $0.hasSuffix(Self.restored) },
            "ends with \(terminal.text.suffix(60).debugDescription)", sourceLocation: sourceLocation)
        #expect(terminal.isCooked, sourceLocation: sourceLocation)
    }

    /// `2l` at 16777216 bits computes for tens of seconds; Ctrl-C ends calc at once all the same.
    @Test func controlCStopsALongComputation() throws {
        let (terminal, calc) = try Self.launchComputing("l")
        Self.expectEnds(calc, on: terminal, after: "\u{3}", status: 130)
    }

    /// Keys typed while a key computes wait their turn; `q` quits at once.
    @Test func quitDuringALongComputation() throws {
        let (terminal, calc) = try Self.launchComputing("l+1")
        Self.expectEnds(calc, on: terminal, after: "q", status: 0)
    }

    /// A key that computes for a while shows `computing…`, then its result; keys typed meanwhile are
    /// queued and performed in order after it.
    @Test func longKeyShowsComputingThenItsResult() throws {
        let terminal = try TerminalPair()
        let calc = try terminal.spawn(["--precision", "1000000"])
        #expect(terminal.waitForFirstFrame())
        terminal.send("2l")
        #expect(terminal.waitUntil(timeout: 10) { RenderedScreen($0).plain(2).contains("computing…") })
        terminal.send("+1=")
        #expect(
            terminal.waitUntil(timeout: 120) { RenderedScreen($0).display.hasPrefix("1.6931471805599453094") },
            "display: \(terminal.screen.display)")
        #expect(!terminal.screen.plain(2).contains("computing…"))
        Self.quit(calc, on: terminal)
    }

    /// Esc while `computing…` shows cancels the key: the display is what it was before it, at once, and
    /// the next keys are served at once while the cancelled MPFR call finishes in the background.
    @Test func escapeCancelsALongComputation() throws {
        let (terminal, calc) = try Self.launch(["--precision", "16777216", "--digits", "12"], showing: "2")
        terminal.send("l")
        #expect(terminal.waitUntil(timeout: 10) { RenderedScreen($0).plain(2).contains("computing… Esc cancels") })
        let start = Date()
        terminal.send("\u{1B}")
        #expect(
            terminal.waitUntil(timeout: 5) {
                let screen = RenderedScreen($0)
                return screen.display == "2" && !screen.plain(2).contains("computing…")
            }, "display: \(terminal.screen.display)")
        terminal.send("+3=")
        #expect(
            terminal.waitUntil(timeout: 5) { RenderedScreen($0).display == "5" }, "display: \(terminal.screen.display)")
        #expect(Date().timeIntervalSince(start) < 5, "the next keys waited for the cancelled one")
        Self.quit(calc, on: terminal)
    }

    /// Keys that arrive in one read with a slow key (fast typing, a macro) are done before it: the
    /// indicator's frame shows them, and Esc cancels only the slow key (it took the whole read back: the
    /// display was 0 and `=` gave 0, not 15; a QA round).
    @Test func escapeKeepsTheKeysTypedInTheSameBurst() throws {
        let (terminal, calc) = try Self.launch(["--precision", "3000000", "--digits", "12"], showing: "0")
        terminal.send("8+7l")
        #expect(
            terminal.waitUntil(timeout: 10) {
                let screen = RenderedScreen($0)
                return screen.plain(2).contains("computing… Esc cancels") && screen.display == "7"
            }, "display: \(terminal.screen.display)")
        terminal.send("\u{1B}")
        #expect(
            terminal.waitUntil(timeout: 5) {
                let screen = RenderedScreen($0)
                return screen.display == "7" && !screen.plain(2).contains("computing…")
            }, "display: \(terminal.screen.display)")
        terminal.send("=")
        #expect(
            terminal.waitUntil(timeout: 5) { RenderedScreen($0).display == "15" }, "display: \(terminal.screen.display)"
        )
        Self.quit(calc, on: terminal)
    }

    /// A resize while a key computes draws the calculator as shown at the new size at once, with
    /// `computing…` (the frame drawn before the resize stayed, cut at the new width, until the key ended).
    @Test func aResizeWhileALongKeyComputesRedrawsAtOnce() throws {
        let (terminal, calc) = try Self.launch(
            ["--precision", "4000000", "--digits", "12"], columns: 80, rows: 24, showing: "3")
        terminal.send("l")
        #expect(terminal.waitUntil(timeout: 10) { RenderedScreen($0).plain(2).contains("computing") })
        #expect(RenderedScreen(terminal.text).plain(1).count > 50)
        terminal.resize(columns: 50, rows: 20)
        #expect(
            terminal.waitUntil(timeout: 5) {
                let screen = RenderedScreen($0)
                return screen.plain(1).count <= 50 && screen.display == "3" && screen.plain(2).contains("computing")
            }, "\(RenderedScreen(terminal.text).plainLines.joined(separator: "\n"))")
        terminal.send("\u{1B}")
        #expect(terminal.waitUntil(timeout: 5) { !RenderedScreen($0).plain(2).contains("computing") })
        Self.quit(calc, on: terminal)
    }

    /// With two cancelled computations still running, a third Esc cancels in place: the display is what
    /// it was before the key at once, and the next keys are served after the key computing ends (that
    /// Esc used to be queued as all clear behind it: the display showed ln 2, then 0).
    @Test func anEscapeBeyondTheAbandonedLimitCancelsInPlace() throws {
        let (terminal, calc) = try Self.launch(["--precision", "2000000", "--digits", "12"], showing: "2")
        // ln 2 at 2,000,000 bits takes seconds: each cancelled one still runs at the next Esc.
        for _ in 0..<3 {
            terminal.send("l")
            #expect(terminal.waitUntil(timeout: 10) { RenderedScreen($0).plain(2).contains("computing… Esc cancels") })
            terminal.send("\u{1B}")
            #expect(
                terminal.waitUntil(timeout: 5) {
                    let screen = RenderedScreen($0)
                    return screen.display == "2" && !screen.plain(2).contains("computing…")
                }, "display: \(terminal.screen.display)")
        }
        terminal.send("+3=")
        #expect(
            terminal.waitUntil(timeout: 60) { RenderedScreen($0).display == "5" }, "display: \(terminal.screen.display)"
        )
        Self.quit(calc, on: terminal)
    }

    /// A cancelled line of many quick keys, or paste (one command), stops at its next key: four cancelled
    /// 100,000-term ones in a row leave calc serving keys at once (the cancelled batches used to go on
    /// pressing every key in the background, and after two of them every later key waited). Each Esc
    /// shows the calculator as it was at once (7, not the paste's sum, nor 0 as Esc's all clear), also
    /// beyond the two cancelled computations left running in the background, where the batch stops in
    /// place (an Esc there used to be queued as all clear behind the whole paste).
    @Test(arguments: [true, false])
    func cancelledLinesAndPastesStopAtTheNextKey(inLineMode: Bool) throws {
        let (terminal, calc) = try Self.launch(["--backend", "double"], showing: "7")
        let paste = "\u{1B}[200~" + String(repeating: "1+", count: 100_000) + "1\u{1B}[201~"
        for _ in 0..<4 {
            terminal.send(inLineMode ? ":" + paste + "\r" : paste)
            #expect(terminal.waitUntil(timeout: 20) { RenderedScreen($0).plain(2).contains("computing… Esc cancels") })
            terminal.send("\u{1B}")
            #expect(
                terminal.waitUntil(timeout: 5) {
                    !RenderedScreen($0).plain(2).contains("computing…") && RenderedScreen($0).display == "7"
                }, "display: \(terminal.screen.display)")
        }
        terminal.send("+2=")
        #expect(
            terminal.waitUntil(timeout: 5) { RenderedScreen($0).display == "9" }, "display: \(terminal.screen.display)")
        Self.quit(calc, on: terminal)
    }

    /// Ctrl-Z, a byte in raw mode, stops calc as SIGTSTP does.
    @Test func controlZStops() throws {
        let terminal = try TerminalPair()
        let calc = try terminal.spawn([])
        #expect(terminal.waitForFirstFrame())
        terminal.send("\u{1A}")
        #expect(calc.waitUntilStopped(timeout: 5), "Ctrl-Z did not stop calc: \(calc.ending)")
        #expect(terminal.waitUntil(timeout: 2) { $0.hasSuffix(Self.restored) })
        #expect(terminal.isCooked)
        calc.continued()
        kill(calc.pid, SIGCONT)
        #expect(terminal.waitUntil(timeout: 5) { _ in terminal.isRaw })
        Self.quit(calc, on: terminal)
    }

    /// SIGTSTP from outside: the terminal is restored, then calc stops; SIGCONT: raw mode again (a key
    /// acts without Enter) and the whole screen drawn again.
    @Test func stopAndContinue() throws {
        let (terminal, calc) = try Self.launch([], showing: "12")
        kill(calc.pid, SIGTSTP)
        #expect(calc.waitUntilStopped(timeout: 5), "calc did not stop: \(calc.ending)")
        #expect(
            terminal.waitUntil(timeout: 2) { $0.hasSuffix(Self.restored) },
            "stopped without restoring: \(terminal.text.suffix(60).debugDescription)")
        #expect(terminal.isCooked, "the terminal stays raw while calc is stopped")
        let before = terminal.count
        calc.continued()
        kill(calc.pid, SIGCONT)
        #expect(
            terminal.waitUntil(timeout: 5) { text in
                let after = String(decoding: Array(text.utf8).dropFirst(before), as: UTF8.self)
                return after.contains("\u{1B}[?1049h") && after.contains("\u{1B}[2J") && after.contains("└")
            }, "no full redraw after SIGCONT")
        #expect(terminal.isRaw, "not in raw mode after SIGCONT")
        terminal.send("3")
        #expect(terminal.waitUntil(timeout: 5) { RenderedScreen($0).display == "123" }, "the key waited for Enter")
        Self.quit(calc, on: terminal)
        #expect(terminal.isCooked)
    }

    /// Every signal whose default action ends the process: the terminal restored, then calc dies of
    /// that very signal.
    @Test(arguments: [
        SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGHUP, SIGINT, SIGTERM, SIGVTALRM, SIGPROF, SIGIO,
        SIGQUIT, SIGXCPU, SIGSEGV, SIGABRT, __libc_current_sigrtmin() + 2,
    ])
    func terminatingSignalRestoresThenKills(signal: Int32) throws {
        let terminal = try TerminalPair()
        let calc = try terminal.spawn([], withoutCoreDumps: true)
        #expect(terminal.waitForFirstFrame())
        terminal.send("7")
        #expect(terminal.waitUntil(timeout: 5) { RenderedScreen($0).display == "7" })
        kill(calc.pid, signal)
        #expect(calc.wait(timeout: 5), "calc still running after signal \(signal)")
        #expect(calc.terminatingSignal == signal, "signal \(signal): \(calc.ending)")
        #expect(
            terminal.waitUntil(timeout: 2) { $0.contains(Self.restored) },
            "signal \(signal): ends with \(terminal.text.suffix(60).debugDescription)")
        if signal != SIGSEGV && signal != SIGABRT {
            #expect(terminal.text.hasSuffix(Self.restored), "signal \(signal)")
        }
        #expect(terminal.isCooked, "signal \(signal)")
    }

    /// A signal ignored when calc started (`nohup` ignores SIGHUP) stays ignored.
    @Test func signalIgnoredAtStartStaysIgnored() throws {
        let terminal = try TerminalPair()
        let slave = SpawnedProcess.Stream.path(terminal.slavePath, O_RDWR)
        let calc = try SpawnedProcess(
            "/bin/sh", ["-c", "trap '' HUP; exec \"$0\"", BuiltProgram.calc.url.path],
            input: slave, output: slave, error: slave)
        terminal.startReading()
        #expect(terminal.waitForFirstFrame())
        kill(calc.pid, SIGHUP)
        #expect(!calc.wait(timeout: 1), "SIGHUP ended calc: \(calc.ending)")
        Self.quit(calc, on: terminal)
    }

    /// Standard output fails on a terminal: the terminal restored, a message, status 1, at once.
    @Test func failedTerminalOutputEndsTheRun() throws {
        let terminal = try TerminalPair()
        let calc = try terminal.spawn([], output: .path("/dev/full", O_WRONLY))
        #expect(calc.wait(timeout: 5), "calc kept running with its output failing")
        #expect(calc.exitStatus == 1, "\(calc.ending)")
        #expect(
            terminal.waitUntil(timeout: 2) { $0.contains("calc: cannot write output: No space left on device") },
            "\(terminal.text.debugDescription)")
        #expect(terminal.isCooked)
    }
}
