import CalcPresentation

/// Which keypad the screen draws: the upright 4×5 one or the sideways scientific 10×5 one.
enum KeypadLayout: String, Sendable, Hashable, CaseIterable {
    /// ``Keypad/portrait``.
    case portrait
    /// ``Keypad/landscapeScientific``.
    case landscape

    /// The keypad for `state`.
    func keypad(_ state: KeypadState) -> Keypad {
        switch self {
        case .portrait: Keypad.portrait(state)
        case .landscape: Keypad.landscapeScientific(state)
        }
    }

    /// The other layout.
    var toggled: KeypadLayout { self == .portrait ? .landscape : .portrait }
}
