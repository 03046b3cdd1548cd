/// Keys computed off the main actor: the calculator is a value, so a key is pressed on a copy in a
/// task, and the copy replaces the model's calculator only if the key was neither cancelled nor
/// superseded by another key. The model stays exactly as it was before a cancelled key.
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
    /// Cancelling the calling task, ``cancelKeyInProgress()``, or any other change to the model (a
    /// ``press(_:)``, another `pressInBackground`, a restore, a backend switch, clearing the tape)
    /// abandons the key: the model stays as it was before it and this returns false at once.
    ///
    /// ```swift
    /// Button(cell.label) { Task { await model.pressInBackground(key) } }
    /// ```
    ///
    /// - Returns: whether the key was committed.
    @discardableResult
    public func pressInBackground(_ key: Key) async -> Bool {
        if backgroundKey != nil { cancelKeyInProgress() }
        let identifier = backgroundComputations.nextIdentifier()
        backgroundKey = BackgroundKey(identifier: identifier, key: key)
        isComputing = true
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                guard backgroundKey?.identifier == identifier else {
                    // Abandoned before it started.
                    continuation.resume(returning: false)
                    return
                }
                backgroundKey?.continuation = continuation
                start(identifier)
            }
        } onCancel: {
            Task { @MainActor in self.cancel(identifier) }
        }
    }

    /// Abandons the key being computed in the background, if any: the model stays as it was before it.
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
    }

    /// Abandons the background key `identifier` if it is still the model's key.
    private func cancel(_ identifier: Int) {
        guard let background = backgroundKey, background.identifier == identifier else { return }
        backgroundKey = nil
        isComputing = false
        backgroundComputations.waiting.removeAll { $0 == identifier }
        background.continuation?.resume(returning: false)
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
