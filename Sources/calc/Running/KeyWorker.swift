/// Performs the calculator's commands on a thread of its own, away from the thread that reads the
/// keyboard: a key that computes for a long time (`l` at 16777216 bits) never keeps Ctrl-C, `q` or a
/// signal from acting at once.
///
/// The worker owns the session. Commands typed while it computes are queued (up to ``queueLimit``;
/// more are ignored) and performed in order; after each batch the worker draws a ``Frame`` and wakes
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

    /// Queues `commands` for the worker, in order; those beyond ``queueLimit`` waiting are dropped.
    func submit(_ commands: [TerminalCommand]) {
        guard !commands.isEmpty else { return }
        lock.withLock {
            queue += commands.prefix(max(0, Self.queueLimit - queue.count))
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
