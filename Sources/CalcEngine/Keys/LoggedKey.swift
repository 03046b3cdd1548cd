/// A key as a log of pressed keys keeps it for a replay (a backend switch): the key, and whether it
/// continues a pasted operand, so that the paste stops at its first `Error` on the replaying backend as
/// it did where it was pasted, whichever backend that error happens on.
///
/// A pasted expression stops at its first `Error` (`sqrt(-4)-pi` is `Error`: in the error state `pi`
/// would start afresh). Its keys are logged whole, each after the first clearing key marked as
/// continuing the paste, and ``CalculatorProtocol/press(_:)-(LoggedKey)`` does not press such a key
/// while the calculator shows `Error`: the paste that errored on Double replays whole on MPFR, where it
/// may not error, and a paste that did not error is cut on a backend where it does.
public struct LoggedKey: Sendable, Hashable {
    /// The key.
    public var key: Key
    /// Whether the key continues a pasted operand: not pressed while the calculator shows `Error`.
    public var continuesPaste: Bool

    /// `key`, continuing a paste or not.
    public init(_ key: Key, continuesPaste: Bool = false) {
        self.key = key
        self.continuesPaste = continuesPaste
    }
}

extension CalculatorProtocol {
    /// Presses `key.key`, unless it continues a paste and the calculator shows `Error` (see
    /// ``LoggedKey``): the rule of pastes, for the paste itself and for its replay.
    public mutating func press(_ key: LoggedKey) {
        if key.continuesPaste && isError { return }
        press(key.key)
    }
}
