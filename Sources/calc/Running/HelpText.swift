/// What `calc --help` prints.
enum HelpText {
    /// The usage text, with the key map.
    static var usage: String {
        """
        usage: calc [options]

        The calculator in a terminal: the display and the keypad, driven from the keyboard.
        On a terminal, calc draws in the alternate screen and restores the terminal however it
        ends (q, Ctrl-D, Ctrl-C, any signal); Ctrl-C acts at once even while a key computes, and
        Ctrl-Z stops calc. When standard input is not a terminal (a pipe, a file), calc reads
        keystrokes from it as they come and prints the final screen (script mode): there a newline
        ends a line and is not a key (type = or a carriage return for =). To evaluate a file of key
        scripts, use calc-eval.

        Exit status: 0; 1 when input or output fails; 2 for a bad option; 130 for Ctrl-C.

        Backend:
          --backend double|mpfr|exact   backend shown first (default mpfr); b switches at run time
                                  (exact: rationals, MPFR approximations where irrational)
          --precision BITS        MPFR precision, 2...16777216 (default 256, or from --digits)
          --digits D              significant digits of the first backend (Double 15; MPFR 50)
          --ieee                  MPFR emulating IEEE binary64 (53 bits, 15 digits)
        Calculator:
          --mode precedence|immediate   operator precedence (default) or strictly left to right
          --angle deg|rad         angle unit at start (default deg)
        Screen:
          --landscape             the scientific keypad (Tab switches)
          --compare               Double and MPFR side by side (| switches)
          --print screen|display  script mode: print the final screen (default) or display only
          --help

        Keys:
        \(keyTable)
          :                       line mode: type an expression (sin(30)+2^10, see calc-eval --expr); Enter
                                  types its keys, so the keypad shows them; Esc cancels
          a f F                   |x|, floor, ceiling
          D C P Y                 mod, nCr, nPr, x logy b (logarithm of x to base b)
        """
    }

    /// The key map, one entry per line.
    static var keyTable: String {
        KeyMap.legendRows.joined().map { item in
            let keys = "  " + item.keys
            let padded = keys + String(repeating: " ", count: max(1, 26 - keys.count))
            return padded + item.help
        }.joined(separator: "\n")
    }
}
