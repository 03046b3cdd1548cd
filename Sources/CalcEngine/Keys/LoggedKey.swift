/// A key as a log of pressed keys keeps it for a replay (a backend switch), with its role: a key
/// pressed, or part of a paste, so that a paste replays on another backend as it would have been
/// pasted there.
///
/// A paste clears the way for its operand as the state it meets asks (`AC` in the error state, `C`
/// while there is a current operand, nothing otherwise), and a pasted expression stops at its first
/// `Error` (`sqrt(-4)-pi` is `Error`: in the error state `pi` would start afresh). Both depend on the
/// backend: `1/(2^-70+1-1)` is `Error` on Double and 2⁷⁰ on MPFR. So a paste is logged as
/// ``Role/clearsForPaste`` and then its keys, each ``Role/continuesPaste``, whole, and
/// ``CalculatorProtocol/press(_:)-(LoggedKey)`` decides the clearing and the stop on the calculator
/// it presses them on.
public struct LoggedKey: Sendable, Hashable {
    /// What a logged key does when it is pressed.
    public enum Role: Sendable, Hashable {
        /// The key is pressed.
        case pressed
        /// The clearing before a paste: `AC` in the error state, `C` while there is a current operand,
        /// nothing otherwise (the key itself is not pressed).
        case clearsForPaste
        /// A key of a pasted operand: pressed unless the calculator shows `Error`.
        case continuesPaste
    }

    /// The key.
    public var key: Key
    /// What the key does when it is pressed.
    public var role: Role

    /// `key` in `role`.
    public init(_ key: Key, role: Role = .pressed) {
        self.key = key
        self.role = role
    }

    /// The clearing before a paste (``Role/clearsForPaste``).
    public static let clearingForPaste = LoggedKey(.clear, role: .clearsForPaste)

    /// A paste of an operand's keys (a number's digits, an expression's `Expression/operandKeys`) as
    /// it is pressed and logged: ``clearingForPaste``, then each key ``Role/continuesPaste``. Pressing
    /// them clears the way as the calculator's state asks and stops at the first `Error`.
    public static func pasting(_ operandKeys: some Sequence<Key>) -> [LoggedKey] {
        [.clearingForPaste] + operandKeys.map { LoggedKey($0, role: .continuesPaste) }
    }
}

extension LoggedKey {
    /// The key this presses on `calculator`, as its role says, or `nil` when it presses none: the key
    /// itself when pressed; for a paste's clearing, `AC` in the error state, `C` while there is a current
    /// operand (keeping what is pending), nothing otherwise; a pasted key unless `calculator` shows
    /// `Error`.
    public func keyPressed(on calculator: some CalculatorProtocol) -> Key? {
        switch role {
        case .pressed: key
        case .clearsForPaste: calculator.isError ? .allClear : calculator.clearKeyLabel == .clear ? .clear : nil
        case .continuesPaste: calculator.isError ? nil : key
        }
    }
}

extension CalculatorProtocol {
    /// Presses `key` as its role says (``LoggedKey/keyPressed(on:)``): the rule of pastes, for the paste
    /// itself and for its replay.
    public mutating func press(_ key: LoggedKey) {
        if let pressed = key.keyPressed(on: self) { press(pressed) }
    }
}
