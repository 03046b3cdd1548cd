import CalcPresentation

/// Performs the calculator's commands on a thread of its own, away from the thread that reads the
/// keyboard: a key that computes for a long time (`l` at 16777216 bits) never keeps Ctrl-C, `q` or a
/// signal from acting at once.
///
/// The worker owns the session. Commands typed while it computes are queued (up to ``queueLimit``;
/// more single keys are ignored, a line mode expression is queued whole) and performed in order; after
/// each batch the worker draws a ``Frame`` and wakes the main loop through the ``EventPipe``.
///
/// A batch is computed on a copy of the session, so that ``cancel()`` (Esc while `computing…` shows)
/// can leave the calculator exactly as it was before it: a new thread takes over from the session as
/// it was, serving the next key at once, and the thread of the cancelled batch finishes its MPFR call
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

    /// The most cancelled computations left to finish in the background at once.
    static let maximumAbandoned = 2

    private let lock = ConditionLock()
    private let events: EventPipe
    // Guarded by `lock`.
    private var queue: [TerminalCommand] = []
    private var isWorking = false
    private var latestFrame: Frame?
    /// The session after the last batch performed: what a cancelled batch leaves.
    private var session: CalculatorSession
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
            for batch in batches where batch.isLine || queue.count < Self.queueLimit {
                queue += batch.commands
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
        lock.withLock { Self.frame(of: session) }
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
    /// its frame unless the batch was cancelled meanwhile; false when this thread's generation has been
    /// cancelled (the thread ends). A thread of a newer generation than the worker's waits to take over.
    private func work(generation: Int) -> Bool {
        let batch: (commands: [TerminalCommand], session: CalculatorSession)? = lock.wait(
            until: { self.generation > generation || self.generation == generation && !queue.isEmpty },
            then: {
                guard self.generation == generation else { return nil }
                defer {
                    queue = []
                    isWorking = true
                }
                return (queue, session)
            })
        guard let batch else { return false }
        var next = batch.session
        // A cancelled batch stops at the next command (or a paste's next key): only the key computing
        // finishes in the background.
        let isCancelled = { self.lock.withLock { self.generation != generation || self.isCancelledInPlace } }
        for command in batch.commands {
            if isCancelled() { break }
            next.perform(command, isCancelled: isCancelled)
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
            latestFrame = frame
            return (true, true)
        }
        if isKept { events.send(.frame) }
        return isCurrent
    }
}
