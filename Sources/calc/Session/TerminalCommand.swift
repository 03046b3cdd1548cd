import CalcPresentation

/// What a keystroke asks the terminal calculator to do: press a calculator key, or change how the
/// calculator is shown.
enum TerminalCommand: Hashable, Sendable {
    /// Press this key on the calculator.
    case press(Key)
    /// Press the next angle unit's key: `rad` in degrees, `grad` in radians, `deg` in gradians.
    case toggleAngleUnit
    /// Switch to the next backend: double → mpfr → mpfr ieee → exact → double.
    case switchBackend
    /// Switch between the upright and the scientific keypad.
    case toggleLayout
    /// Show or hide the Double and MPFR displays side by side.
    case toggleCompare
    /// Programmer mode: press the key of the next radix (hex → dec → oct → bin → hex).
    case nextRadix
    /// Programmer mode: press the key of the next word width (8 → 16 → 32 → 64 → 8 bits).
    case nextWidth
    /// Programmer mode: press `unsigned` while signed, `signed` while unsigned.
    case toggleSignedness
    /// Enter pasted text as the clipboard of an app does (CalcPresentation's `Clipboard`): a number
    /// (`1,234.5`) typed as that number, an expression as its keys in parentheses, anything else refused
    /// with a notice; nil is a paste too long to take.
    case paste(String?)
    /// Type line mode's expression as the current operand, its keys as a paste's: stopping at the first
    /// that leaves `Error`.
    case typeOperand([Key])
    /// Draw the whole screen again.
    case redraw
    /// Quit (`q`, Ctrl-D): restore the terminal, exit status 0.
    case quit
    /// Ctrl-C: restore the terminal, exit status 130.
    case interrupt
}
