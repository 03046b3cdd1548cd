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
}

extension CalculatorProtocol {
    /// Presses `key` as its role says (see ``LoggedKey``): the rule of pastes, for the paste itself and
    /// for its replay.
    public mutating func press(_ key: LoggedKey) {
        switch key.role {
        case .pressed:
            press(key.key)
        case .clearsForPaste:
            if isError {
                press(Key.allClear)
            } else if clearKeyLabel == .clear {
                press(Key.clear)
            }
        case .continuesPaste:
            if !isError { press(key.key) }
        }
    }
}
