/// What `calc --help` prints.
enum HelpText {
    /// The usage text, with the key map.
    static var usage: String {
        """
        usage: calc [options]

        The calculator in a terminal: the display and the keypad, driven from the keyboard.
        On a terminal, calc draws in the alternate screen and restores the terminal however it
        ends (q, Ctrl-D, Ctrl-C, any signal); Ctrl-C acts at once even while a key computes, and
        Ctrl-Z stops calc. A paste (bracketed paste) is entered as a number or an expression, never
        as keys: 1,234.5 is 1234.5, and a pasted q does not quit. When standard input is not a
        terminal (a pipe, a file), calc reads
        keystrokes from it as they come and prints the final screen (script mode): there a newline
        ends a line and is not a key (type = or a carriage return for =); line mode (:) works as on a
        terminal, and a newline enters its line. To evaluate a file of key scripts, use calc-eval.

        Exit status: 0; 1 when input or output fails; 2 for a bad option; 130 for Ctrl-C.

        Backend:
          --backend double|mpfr|exact   backend shown first (default mpfr); b switches at run time
                                  (exact: rationals, MPFR approximations where irrational)
          --precision BITS        MPFR precision, 2...16777216 (default 256, or from --digits)
          --digits D              significant digits of the first backend (Double 15; MPFR 50)
          --entry-digits N        most digits a typed number may have (default: the digits shown; 9 like
                                  an upright iPhone), 1...D
          --ieee                  MPFR emulating IEEE binary64 (53 bits, 15 digits)
        Calculator:
          --mode precedence|immediate   operator precedence (default) or strictly left to right
          --angle deg|rad|grad    angle unit at start (default deg)
          --seed N                seed of the rand key (?), 0...2^64-1 (default: a new one each run)
          --complex               real inputs that leave the reals give principal complex values
                                  (√−4 = 2i); without it they are Error; every backend of b keeps it
          --complex-form rect|polar   complex results as a+bi (default) or r∠θ
        Programmer mode:
          --programmer            integer words in binary, octal, decimal or hexadecimal, bitwise keys
          --word-size 8|16|32|64  word width (default 64); --unsigned; --radix bin|oct|dec|hex (default
                                  dec); --group groups digits; each implies --programmer
        Screen:
          --landscape             the scientific keypad (Tab switches)
          --compare               Double and MPFR side by side (| switches)
          --print screen|display  script mode: print the final screen (default) or display only
          --fractions off|auto|always|mixed
                                  exact rational results as fractions (auto: 1/3 on the exact backend,
                                  not 1/4; always: 1/4; default off)
          --help

        Keys:
        \(keyTable(KeyMap.legendRows))

        Keys in programmer mode (other keys as above; the bit panel shows the word's bits):
        \(keyTable(ProgrammerKeyMap.legendRows))
        """
    }

    /// A key map, one entry per line: the screen's legend (``KeyMap/legendRows``,
    /// ``ProgrammerKeyMap/legendRows``) with each entry's help, wrapped to ``width`` columns.
    static func keyTable(_ rows: [[LegendItem]]) -> String {
        rows.joined().map { item in
            let keys = "  " + item.keys
            let padded = keys + String(repeating: " ", count: max(1, 26 - keys.count))
            return wrapped(item.help, first: padded, indent: String(repeating: " ", count: 26))
        }.joined(separator: "\n")
    }

    /// The widest line of the key table.
    static let width = 104

    /// `text` after `first`, broken at spaces into lines of at most ``width`` columns that start with
    /// `indent` (a word longer than a line stays whole).
    static func wrapped(_ text: String, first: String, indent: String) -> String {
        var lines: [String] = []
        var line = first
        var lineHasWord = false
        for word in text.split(separator: " ") {
            if lineHasWord && line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
