import CalcPresentation

/// Performs the calculator's commands on a thread of its own, away from the thread that reads the
/// keyboard: a key that computes for a long time (`l` at 16777216 bits) never keeps Ctrl-C, `q` or a
/// signal from acting at once.
///
/// The worker owns the session. Commands typed while it computes are queued (up to ``queueLimit``;
/// more single keys are ignored, a line mode expression is queued whole) and performed in order; after
/// each batch the worker draws a ``Frame`` and wakes the main loop through the ``EventPipe``.
///
/// A batch is computed on a copy of the session, so that ``cancel()`` (Esc while `computing…` shows) can
/// leave the calculator exactly as it was before the keystroke computing, with the keystrokes typed in
/// the same burst before it done: the copy is kept every ``keepInterval`` at most (keeping it at every
/// keystroke made a 30,000-key burst ten times slower), and the keystrokes done since are performed
/// again on the kept one when a cancel comes (quick ones: together they took less than the interval).
/// A new thread takes over from that session, serving the next key at once, and the thread of the cancelled batch finishes its MPFR call
/// (which cannot be interrupted) in the background and discards what it computed. At most
/// ``maximumAbandoned`` cancelled computations run at once (each holds its operands' memory); beyond
/// that (or when no thread can be started) the batch is cancelled in place: the screen shows the
/// calculator as it was at once, and the same thread finishes the key computing, discards it and then
/// serves the next keys. Quitting abandons whatever computes: the process ends.
final class KeyWorker: @unchecked Sendable {
    /// The most commands waiting at once: a paste of this many keys is performed whole (one of 4,096
    /// lost the rest, though every key was quick), and keys typed ahead of a long computation take at
    /// most some 2 MB.
    static let queueLimit = 65_536

    /// How often, at most, the session a cancel leaves is brought up to date within a batch.
    static let keepInterval = Duration.milliseconds(10)

    /// The most cancelled computations left to finish in the background at once.
    static let maximumAbandoned = 2

    private let lock = ConditionLock()
    private let events: EventPipe
    // Guarded by `lock`.
    /// Each keystroke's commands, in order.
    private var queue: [[TerminalCommand]] = []
    /// How many commands ``queue`` holds.
    private var queuedCommands = 0
    private var isWorking = false
    private var latestFrame: Frame?
    /// The session a cancel leaves, with ``done`` performed on it.
    private var session: CalculatorSession
    /// The keystrokes of the batch computing done since ``session`` was kept.
    private var done: [[TerminalCommand]] = []
    /// The thread serving commands: a thread of an older generation has been cancelled, one of a newer
    /// waits to take over (``cancel()`` starts it before the old one stops).
    private var generation = 0
    /// How many cancelled computations are still running.
    private var abandoned = 0
    /// The batch computing was cancelled in place: its thread discards it and serves on.
    private var isCancelledInPlace = false

    /// A worker for `session`, telling the main loop on `events`; ``start()`` starts it.
    init(session: CalculatorSession, events: EventPipe) {
        self.session = session
        self.events = events
    }

    /// Starts the worker thread; false when it cannot be started.
    func start() -> Bool {
        startThread(generation: 0)
    }

    private func startThread(generation: Int) -> Bool {
        Threads.start { [self] in
            while work(generation: generation) {}
        }
    }

    /// Cancels the batch being computed, if any: the session stays as it was before it, the commands
    /// waiting are dropped, and the frame of the session as it was is published. A new thread serves the
    /// next commands; when ``maximumAbandoned`` cancelled computations still run (or no thread can be
    /// started), the batch's own thread stops at its next key and serves them after it. False when
    /// nothing computes.
    func cancel() -> Bool {
        let successor: Int? = lock.withLock {
            isWorking && !isCancelledInPlace && abandoned < Self.maximumAbandoned ? generation + 1 : nil
        }
        // Started before the old thread stops, it waits until `generation` reaches its own.
        let takesOver = successor.map { startThread(generation: $0) } ?? false
        let cancelled: Bool = lock.withLock {
            if let successor, takesOver {
                // The old thread ends: at once if it is idle, after its key (discarded) if not.
                generation = successor
                lock.broadcast()
            }
            guard isWorking else { return false }
            queue = []
            queuedCommands = 0
            session = caughtUp()
            done = []
            latestFrame = Self.frame(of: session)
            if takesOver {
                abandoned += 1
                isWorking = false
            } else {
                isCancelledInPlace = true
            }
            return true
        }
        if cancelled { events.send(.frame) }
        return cancelled
    }

    /// Queues `batches` for the worker, in order: each is what one keystroke asked for (`isLine`: Enter in
    /// line mode), queued whole or not at all. A single command is dropped when ``queueLimit`` commands already wait (keys typed
    /// ahead of a long computation); a line mode expression's keys are always queued, all of them (typing
    /// them is one action, and cutting them would evaluate another expression without a word).
    func submit(_ batches: [(commands: [TerminalCommand], isLine: Bool)]) {
        guard batches.contains(where: { !$0.commands.isEmpty }) else { return }
        lock.withLock {
            for batch in batches where !batch.commands.isEmpty && (batch.isLine || queuedCommands < Self.queueLimit) {
                queue.append(batch.commands)
                queuedCommands += batch.commands.count
            }
            lock.broadcast()
        }
    }

    /// The word format of the calculator as the last batch performed left it (nil outside programmer
    /// mode): what line mode reads numbers with, after `b`, `w` or `u` changed it.
    var wordFormat: WordFormat? {
        lock.withLock { session.calculator.wordFormat }
    }

    /// Whether commands are being performed or wait.
    var isBusy: Bool {
        lock.withLock { isWorking || !queue.isEmpty }
    }

    /// The frame of the calculator as shown (after the last batch performed) at the terminal's size now:
    /// what a resize or Ctrl-L draws at once, even while a key computes.
    func frameAtCurrentSize() -> Frame {
        lock.withLock { Self.frame(of: caughtUp()) }
    }

    /// ``session`` with the keystrokes ``done`` since it was kept performed on it (guarded by `lock`).
    private func caughtUp() -> CalculatorSession {
        var caughtUp = session
        for commands in done {
            for command in commands { caughtUp.perform(command, isCancelled: { false }) }
        }
        return caughtUp
    }

    /// The frame of `session` at the terminal's size now.
    private static func frame(of session: CalculatorSession) -> Frame {
        ScreenRenderer(size: TerminalSize.current() ?? .standard).frame(for: session)
    }

    /// The frame after the last batch performed, if not taken yet.
    func takeFrame() -> Frame? {
        lock.withLock {
            defer { latestFrame = nil }
            return latestFrame
        }
    }

    /// Waits for commands, performs them all on a copy of the session, and keeps the copy and publishes
    /// its frame unless the batch was cancelled meanwhile (noting each keystroke done, for a cancel);
    /// false when this thread's generation has been cancelled (the thread ends). A thread of a newer
    /// generation than the worker's waits to take over.
    private func work(generation: Int) -> Bool {
        let batch: (keystrokes: [[TerminalCommand]], session: CalculatorSession)? = lock.wait(
            until: { self.generation > generation || self.generation == generation && !queue.isEmpty },
            then: {
                guard self.generation == generation else { return nil }
                defer {
                    queue = []
                    queuedCommands = 0
                    isWorking = true
                }
                return (queue, session)
            })
        guard let batch else { return false }
        var next = batch.session
        // A cancelled batch stops at the next command (or a paste's next key): only the key computing
        // finishes in the background.
        let isCancelled = { self.lock.withLock { self.generation != generation || self.isCancelledInPlace } }
        let clock = ContinuousClock()
        var kept = clock.now
        for (index, commands) in batch.keystrokes.enumerated() {
            if isCancelled() { break }
            // The keystrokes before this one are done: a cancel now leaves them (and the indicator's
            // frame shows them).
            if index > 0 {
                let keeps = kept.duration(to: clock.now) >= Self.keepInterval
                if keeps { kept = clock.now }
                note(batch.keystrokes[index - 1], done: next, keeping: keeps, generation: generation)
            }
            for command in commands {
                if isCancelled() { break }
                next.perform(command, isCancelled: isCancelled)
            }
        }
        // At the terminal's size now: a resize queues a redraw, drawn here.
        let frame = Self.frame(of: next)
        let (isCurrent, isKept) = lock.withLock {
            guard self.generation == generation else {
                abandoned -= 1
                return (false, false)
            }
            isWorking = false
            if isCancelledInPlace {
                // ``cancel()`` published the frame of the session as it was.
                isCancelledInPlace = false
                return (true, false)
            }
            session = next
            done = []
            latestFrame = frame
            return (true, true)
        }
        if isKept { events.send(.frame) }
        return isCurrent
    }

    /// Notes that `keystroke` is done, leaving `next`, unless this thread's batch was cancelled: `next`
    /// becomes the session a cancel leaves when `keeping`, otherwise the keystroke is added to ``done``.
    private func note(
        _ keystroke: [TerminalCommand], done next: CalculatorSession, keeping: Bool, generation: Int
    ) {
        lock.withLock {
            guard self.generation == generation && !isCancelledInPlace else { return }
            if keeping {
                session = next
                done = []
            } else {
                done.append(keystroke)
            }
        }
    }
}
