/// Keys computed off the main actor: the calculator is a value, so a key is pressed on a copy in a
/// task, and the copy replaces the model's calculator only if the key was neither cancelled nor
/// superseded by a clear key. The model stays exactly as it was before a cancelled key. Keys pressed
/// meanwhile wait their turn, so that quick taps are never lost.
///
/// What a cancelled key costs: MPFR cannot be interrupted inside a call, so a cancelled key's
/// computation runs on to the end of that key on a background thread, and its result is dropped; the
/// model does not wait for it. At most two computations run at once, the
/// cancelled ones still finishing included: a key pressed while that many run waits for the oldest to
/// finish, so cancelling key after key never piles up work (at most one key's computation is wasted
/// beside the one the user waits for).
extension CalculatorModel {
    /// Presses `key` on a copy of the calculator in a task, keeping the main actor free, and commits the
    /// result when the key is done; sets ``isComputing`` meanwhile.
    ///
    /// A key pressed in the background while another computes waits for it: keys are committed in the
    /// order pressed (`1 2 + 3 4 =` tapped quickly gives 46). `AC` and `C` pressed in the background
    /// supersede instead: they abandon the key computing and the keys waiting, as do cancelling the
    /// calling task, ``cancelKeyInProgress()`` and any other change to the model (a ``press(_:)``, a
    /// paste, a restore, a backend switch, clearing the tape). The model then stays as it was before the
    /// abandoned keys, and each of them returns false at once.
    ///
    /// ```swift
    /// Button(cell.label) { Task { await model.pressInBackground(key) } }
    /// ```
    ///
    /// - Returns: whether the key was committed.
    @discardableResult
    public func pressInBackground(_ key: Key) async -> Bool {
        if backgroundKey != nil && (key == .allClear || key == .clear) { cancelKeyInProgress() }
        let identifier = backgroundComputations.nextIdentifier()
        let waits = backgroundKey != nil
        if waits {
            waitingKeys.append(BackgroundKey(identifier: identifier, key: key))
        } else {
            backgroundKey = BackgroundKey(identifier: identifier, key: key)
            isComputing = true
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                if backgroundKey?.identifier == identifier {
                    backgroundKey?.continuation = continuation
                    if !waits { start(identifier) }
                } else if let index = waitingKeys.firstIndex(where: { $0.identifier == identifier }) {
                    waitingKeys[index].continuation = continuation
                } else {
                    // Abandoned before it started.
                    continuation.resume(returning: false)
                }
            }
        } onCancel: {
            Task { @MainActor in self.cancel(identifier) }
        }
    }

    /// Abandons the key being computed in the background, if any, and the keys waiting for it: the model
    /// stays as it was before them.
    public func cancelKeyInProgress() {
        if let identifier = backgroundKey?.identifier { cancel(identifier) }
    }

    /// Starts the computation of the background key `identifier` once fewer than the limit run.
    private func start(_ identifier: Int) {
        guard backgroundKey?.identifier == identifier, let key = backgroundKey?.key else { return }
        guard backgroundComputations.running < BackgroundComputations.limit else {
            backgroundComputations.waiting.append(identifier)
            return
        }
        backgroundComputations.running += 1
        let start = calculator
        Task.detached(priority: .userInitiated) {
            var copy = start
            copy.press(key)
            let result = copy
            await self.finish(identifier, result: result)
        }
    }

    /// Commits the result of the computation `identifier` if it is still the model's key, and starts
    /// a press that waited for a computation to finish.
    private func finish(_ identifier: Int, result: Engine) {
        backgroundComputations.running -= 1
        if let waiting = backgroundComputations.waiting.first {
            backgroundComputations.waiting.removeFirst()
            start(waiting)
        }
        guard let background = backgroundKey, background.identifier == identifier else { return }
        backgroundKey = nil
        isComputing = false
        commit(background.key, result: result)
        background.continuation?.resume(returning: true)
        // The next key waiting, on the calculator this one left.
        guard !waitingKeys.isEmpty else { return }
        let next = waitingKeys.removeFirst()
        backgroundKey = next
        isComputing = true
        start(next.identifier)
    }

    /// Abandons the background key `identifier`, if it is the model's key or waits for it, with the key
    /// computing and every key waiting.
    private func cancel(_ identifier: Int) {
        guard let background = backgroundKey,
            background.identifier == identifier || waitingKeys.contains(where: { $0.identifier == identifier })
        else { return }
        let waiting = waitingKeys
        backgroundKey = nil
        waitingKeys = []
        isComputing = false
        backgroundComputations.waiting.removeAll { $0 == background.identifier }
        background.continuation?.resume(returning: false)
        for key in waiting { key.continuation?.resume(returning: false) }
    }
}

/// A key being computed in the background by a ``CalculatorModel``.
struct BackgroundKey {
    /// Which press this is.
    var identifier: Int
    /// The key.
    var key: Key
    /// Resumed with whether the key was committed.
    var continuation: CheckedContinuation<Bool, Never>?
}

/// The background computations of a ``CalculatorModel``: how many run, and the presses waiting.
struct BackgroundComputations {
    /// The most computations that run at once: the key the user waits for, and one cancelled key still
    /// finishing.
    static let limit = 2
    /// How many run (cancelled ones included, until their key is done).
    var running = 0
    /// The presses waiting for a computation to finish, oldest first.
    var waiting: [Int] = []
    /// The last identifier given.
    private var lastIdentifier = 0

    /// A new press's identifier.
    mutating func nextIdentifier() -> Int {
        lastIdentifier += 1
        return lastIdentifier
    }
}
