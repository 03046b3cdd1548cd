/// One key typed on the terminal's keyboard, as ``KeystrokeDecoder`` reads it from the input bytes.
///
/// A keystroke is not yet a calculator key: ``KeyMap`` decides what it does.
enum Keystroke: Hashable, Sendable {
    /// A printable character (ASCII or not: `7`, `+`, `s`, `×`, `π`).
    case character(Character)
    /// Enter (carriage return, what a terminal in raw mode sends for the Enter key).
    case enter
    /// A line feed (Ctrl-J; in script mode, the end of a line, not a key).
    case lineFeed
    /// Backspace (DEL 0x7F or BS 0x08).
    case backspace
    /// The Escape key on its own.
    case escape
    /// The Tab key.
    case tab
    /// Another control character: 0x03 Ctrl-C, 0x04 Ctrl-D, 0x0C Ctrl-L…
    case control(UInt8)
    /// An escape sequence after the ESC byte: `[A` (up arrow), `[3~` (Delete), `OM` (keypad Enter).
    case sequence(String)
    /// Text the terminal pasted (bracketed paste: between `ESC [ 200 ~` and `ESC [ 201 ~`), whole, its
    /// invalid UTF-8 replaced; nil when it was longer than ``KeystrokeDecoder/longestPaste`` bytes and
    /// is refused whole, never cut.
    case paste(String?)

    /// Whether this is pasted text.
    var isPaste: Bool {
        if case .paste = self { true } else { false }
    }

    /// Ctrl-C, which raw mode delivers as a byte instead of a signal.
    static let interrupt = Keystroke.control(0x03)
    /// Ctrl-D, end of input.
    static let endOfInput = Keystroke.control(0x04)
    /// Ctrl-L, redraw.
    static let redraw = Keystroke.control(0x0C)
    /// Ctrl-Z, which raw mode delivers as a byte instead of SIGTSTP: calc stops itself.
    static let suspend = Keystroke.control(0x1A)
}
