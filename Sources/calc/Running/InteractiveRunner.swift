#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The calculator on a terminal: raw mode, the keys performed by a ``KeyWorker``, a frame after each
/// batch, and the terminal restored however calc ends.
///
/// The main thread only reads keys and writes frames; it waits in `poll` for the keyboard and for the
/// ``EventPipe`` (a frame from the worker; a redraw or a lost terminal from ``TerminalSignals``). So `q`,
/// Ctrl-D and Ctrl-C act at once even while a key computes; a key that takes longer than
/// ``indicatorDelay`` shows `computing… Esc cancels` on the indicator line until its result is drawn,
/// and Esc then cancels it (``KeyWorker/cancel()``): the calculator shows what it showed before the key,
/// and the next key is served at once.
struct InteractiveRunner {
    /// The calculator state.
    var session: CalculatorSession

    /// How long a computation runs before `computing…` is shown, in milliseconds.
    static let indicatorDelay: Int64 = 200
    /// What the indicator line shows while a key computes.
    static let indicator = " computing… Esc cancels "

    /// Runs until `q`, Ctrl-D, end of input or Ctrl-C; returns the exit status (0, or 130 for
    /// Ctrl-C, 1 when the terminal cannot be used: raw mode refused, a failed read or write). A signal
    /// ends calc from the signal thread instead (``TerminalSignals``).
    mutating func run() -> Int32 {
        guard let events = EventPipe() else {
            StandardOutput.writeError("calc: cannot create a pipe: \(String(cString: strerror(errno)))\n")
            return 1
        }
        guard TerminalSignals.startWatching(events: events) else {
            StandardOutput.writeError("calc: cannot start the signal thread\n")
            return 1
        }
        do {
            try RawTerminal.enter()
            defer { RawTerminal.restore() }
            return try loop(events: events)
        } catch {
            RawTerminal.restore()
            StandardOutput.writeError("calc: \(error.description)\n")
            return 1
        }
    }

    private mutating func loop(events: EventPipe) throws(IOFailure) -> Int32 {
        var frame = ScreenRenderer(size: TerminalSize.current() ?? .standard).frame(for: session)
        try Self.draw(frame)
        let worker = KeyWorker(session: session, events: events)
        guard worker.start() else { throw IOFailure(operation: "cannot start the key worker", code: nil) }
        var decoder = KeystrokeDecoder()
        var buffer = [UInt8](repeating: 0, count: 4096)
        var busySince: Int64?
        var showsIndicator = false
        var interpreter = KeystrokeInterpreter(isProgrammer: session.calculator.wordFormat != nil)
        while true {
            var entries = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: events.readEnd, events: Int16(POLLIN), revents: 0),
            ]
            var timeout: Int32 = -1
            if let busySince, !showsIndicator {
                timeout = Int32(max(0, busySince + Self.indicatorDelay - Self.milliseconds()))
            }
            let ready = poll(&entries, 2, timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                throw .read(errno)
            }
            if ready == 0 {
                if worker.isBusy {
                    showsIndicator = true
                    // The keystrokes done before the one computing (`8+7` before a slow key typed with them).
                    frame = worker.frameAtCurrentSize()
                    try Self.draw(interpreter.overlay(frame), computing: true)
                } else {
                    busySince = nil
                }
                continue
            }
            if entries[1].revents != 0 {
                var clearing = false
                var changed = false
                for event in events.receive() {
                    switch event {
                    case .frame:
                        if let latest = worker.takeFrame() {
                            frame = latest
                            changed = true
                        }
                    case .redraw:
                        // The terminal was resized (or resumed): the calculator as shown, drawn again at
                        // its size at once, also while a key computes; and by the worker after the keys
                        // queued before (a frame it drew before the resize may still be on its way).
                        clearing = true
                        frame = worker.frameAtCurrentSize()
                        worker.submit([(commands: [.redraw], isLine: false)])
                    case .terminalLost:
                        throw IOFailure(operation: "cannot put the terminal in raw mode again", code: nil)
                    }
                }
                if !worker.isBusy {
                    busySince = nil
                    showsIndicator = false
                }
                if changed || clearing {
                    try Self.draw(interpreter.overlay(frame), clearing: clearing, computing: showsIndicator)
                }
            }
            guard entries[0].revents != 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw .read(errno)
            }
            if count == 0 { return 0 }
            // One batch per keystroke: a line mode expression's keys stay together (``KeyWorker/submit(_:)``).
            var batches: [(commands: [TerminalCommand], isLine: Bool)] = []
            var clearing = false
            for keystroke in decoder.decode(buffer[0..<count]) {
                if keystroke == .suspend {
                    // Ctrl-Z: stop as a shell's job would (raw mode delivers it as a byte).
                    _ = kill(getpid(), SIGTSTP)
                    continue
                }
                // Esc while `computing…` shows cancels the key computing (the calculator stays as before
                // it); otherwise it is all clear.
                if keystroke == .escape, !interpreter.isInLineMode, showsIndicator, worker.cancel() {
                    busySince = nil
                    showsIndicator = false
                    continue
                }
                var batch: [TerminalCommand] = []
                let isLine = interpreter.isInLineMode
                // The format the worker's session has now: `session` is the calculator as calc started.
                for command in interpreter.commands(for: keystroke, wordFormat: worker.wordFormat) {
                    switch command {
                    case .quit: return 0
                    case .interrupt: return 130
                    case .redraw:
                        clearing = true
                        frame = worker.frameAtCurrentSize()
                    case .press, .paste, .typeOperand, .toggleAngleUnit, .switchBackend, .toggleLayout, .toggleCompare,
                        .nextRadix, .nextWidth, .toggleSignedness:
                        batch.append(command)
                    }
                }
                // A paste is one action, queued whole as a line mode expression is.
                if !batch.isEmpty { batches.append((batch, isLine || keystroke.isPaste)) }
            }
            if !batches.isEmpty {
                worker.submit(batches)
                if busySince == nil { busySince = Self.milliseconds() }
            } else {
                try Self.draw(interpreter.overlay(frame), clearing: clearing, computing: showsIndicator)
            }
        }
    }

    /// Draws `frame`, after clearing the screen when `clearing`, with `computing…` on its indicator
    /// line when `computing`.
    private static func draw(_ frame: Frame, clearing: Bool = false, computing: Bool = false) throws(IOFailure) {
        var shown = frame
        if computing && shown.lines.count > 1 {
            // The indicator at the end of the line, shortened to ` … ` in a frame too narrow for it.
            let line = shown.lines[1].plainText
            let text = line.count >= indicator.count + 4 ? indicator : " … "
            if line.count >= text.count + 4 {
                var marked = StyledLine(String(line.prefix(line.count - 2 - text.count)))
                marked.append(text, style: .reverse)
                marked.append(" │")
                shown.lines[1] = marked
            }
        }
        try RawTerminal.draw((clearing ? "\u{1B}[2J" : "") + shown.ansiText)
    }

    /// A monotonic clock, in milliseconds.
    private static func milliseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }
}
