/// Performs the calculator's commands on a thread of its own, away from the thread that reads the
/// keyboard: a key that computes for a long time (`l` at 16777216 bits) never keeps Ctrl-C, `q` or a
/// signal from acting at once.
///
/// The worker owns the session. Commands typed while it computes are queued (up to ``queueLimit``;
/// more single keys are ignored, a line mode expression is queued whole) and performed in order; after each batch the worker draws a ``Frame`` and wakes
/// the main loop through the ``EventPipe``. A computation cannot be interrupted (MPFR calls run to their
/// end): quitting abandons it, and the process ends with the worker still computing.
final class KeyWorker: @unchecked Sendable {
    /// The most commands waiting at once.
    static let queueLimit = 4096

    private let lock = ConditionLock()
    private let events: EventPipe
    // Guarded by `lock`.
    private var queue: [TerminalCommand] = []
    private var isWorking = false
    private var latestFrame: Frame?
    // The worker thread's only.
    private var session: CalculatorSession
    private let renderer = ScreenRenderer()

    /// A worker for `session`, telling the main loop on `events`; ``start()`` starts it.
    init(session: CalculatorSession, events: EventPipe) {
        self.session = session
        self.events = events
    }

    /// Starts the worker thread; false when it cannot be started.
    func start() -> Bool {
        Threads.start { [self] in
            while true { work() }
        }
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
            lock.signal()
        }
    }

    /// Whether commands are being performed or wait.
    var isBusy: Bool {
        lock.withLock { isWorking || !queue.isEmpty }
    }

    /// The frame after the last batch performed, if not taken yet.
    func takeFrame() -> Frame? {
        lock.withLock {
            defer { latestFrame = nil }
            return latestFrame
        }
    }

    /// Waits for commands, performs them all, publishes the frame.
    private func work() {
        let commands = lock.wait(
            until: { !queue.isEmpty },
            then: {
                defer {
                    queue = []
                    isWorking = true
                }
                return queue
            })
        for command in commands { session.perform(command) }
        let frame = renderer.frame(for: session)
        lock.withLock {
            latestFrame = frame
            isWorking = false
        }
        events.send(.frame)
    }
}
