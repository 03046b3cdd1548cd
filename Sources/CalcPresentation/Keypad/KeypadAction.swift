/// What pressing a keypad cell does: press a calculator `Key`, or switch the keypad's second functions.
///
/// `2nd` is not an engine key (the calculator does not know about it): it only changes which labels and
/// keys the scientific keypad shows (see ``KeypadState/showsSecondFunctions``).
public enum KeypadAction: Sendable, Hashable, Codable {
    /// Press this key on the calculator.
    case key(Key)
    /// Toggle the `2nd` functions of the scientific keypad.
    case toggleSecondFunctions

    /// The calculator key this action presses, or `nil` for `2nd`.
    public var key: Key? {
        if case .key(let key) = self { return key }
        return nil
    }

    /// A short stable name for listings and golden files: the key's name, or `2nd`.
    public var name: String {
        switch self {
        case .key(let key): key.name
        case .toggleSecondFunctions: "2nd"
        }
    }
}
