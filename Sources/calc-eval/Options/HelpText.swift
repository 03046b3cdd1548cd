import CalcEngine

/// What `--help`, `--version` and `--list-keys` print.
enum HelpText {
    #if MPFR
        static let version = "calc-eval 0.1.0 (swift-calc, GNU MPFR \(MPFRBackend.libraryVersion))"
    #else
        static let version = "calc-eval 0.1.0 (swift-calc, without MPFR: double only)"
    #endif

    static let usage = """
        usage: calc-eval [options] [FILE ...]
               calc-eval [options] -e SCRIPT [-e SCRIPT ...]
               calc-eval [options] -x EXPR [-x EXPR ...] | --expressions [FILE ...]

        Evaluates key scripts, one per line, on a fresh calculator each, and prints the final display.
        No FILE, or -, reads standard input. Tokens are separated by spaces; # starts a comment. A token of
        digits and at most one '.' (12.5, .5, 3.) types those keys; any other token is a key name or symbol
        (see --list-keys); [NUMBER] is the literal key, which enters NUMBER whole ([1.5e-3], [1/7]).
        With -x or --expressions, each line is an expression instead (2+3×4, sin(30), √2, 2^10, 5!,
        -(2+3)), evaluated through its key translation (--trace and json show it). Lines end at LF, CRLF or CR; a UTF-8
        byte-order mark at the start of an input is skipped. Control characters from the input are echoed
        escaped, as \\u{1B}.

        Backend:
          --backend double|mpfr|exact   numeric backend (default mpfr; exact: rationals, MPFR where irrational)
          --precision BITS        MPFR precision, 2...16777216 (default 256, or from --digits)
          --digits D              significant digits shown (Double 15; MPFR 50, or from --precision)
          --entry-digits N        most digits a typed number may have (default: the digits shown; 9 like
                                  an upright iPhone), 1...D
          --ieee                  MPFR emulating IEEE binary64 (53 bits, 15 digits)
        Calculator:
          --mode precedence|immediate   operator precedence (default) or strictly left to right
          --angle deg|rad|grad    angle unit (default deg; grad: 400 to the turn)
          --no-snap               show rounding residue as computed (5.55e-17): no cancellation rule,
                                  no snapping onto singular points (poles, ends of domains, integers)
          --correct-digits        mpfr and exact: prove shown digits by interval recomputation at doubled
                                  precisions up to 64x (D may go up to what 64x shows); a display that
                                  cannot be proven shows the base precision's digits marked with a
                                  leading ~ in text and tsv output (json field "approximate": true);
                                  snaps onto singular points as the base precision does
          --seed N                seed of the rand key (default 0)
          --complex               real inputs that leave the reals give principal complex values
                                  (sqrt(-4) = 2i, ln(-1) = πi, asin 2); without it they are Error.
                                  i, re, im, conj, arg and r∠θ (polar) work either way; json adds
                                  "re" and "im" for a complex result; --compare compares each part
          --complex-form rect|polar   complex results as a+bi (default) or r∠θ (θ in the angle unit)
          --session               keep one calculator across lines
          --fractions off|auto|always|mixed
                                  exact rational results as fractions: auto 1/3 (not 1/4, not after
                                  a decimal point, |p|, q < 1000), always 1/4, mixed 1 1/2 (default off);
                                  Double and MPFR know exact only binary fractions (1/4, not 1/3)
        Programmer mode:
          --programmer            integer words (any backend): + - * / truncate, results wrap mod 2^w;
                                  bitwise keys and, or, xor, nand, nor, xnor, not, shl, sar, shr, rol,
                                  ror, rcl, rcr, bit0...bit63; radix keys bin oct dec hex, hex digits
                                  hexA...hexF; functions without integer meaning give Error
          --word-size 8|16|32|64  word width (default 64); implies --programmer
          --unsigned              unsigned words (default signed); implies --programmer
          --radix bin|oct|dec|hex radix of entry and display (default dec); implies --programmer
          --group                 group digits (4 in hex and bin, 3 in oct and dec); implies --programmer
        Output:
          --format text|json|tsv  output format (default text); json is JSON Lines: one object per line
                                  (fields: docs/calc-eval.md), invalid lines with "invalid": true
          --trace                 also print the display after every key
          --compare               evaluate on Double, MPFR and the exact backend; count how many of
                                  Double's digits are correct (largest k <= 15 agreeing when both are
                                  rounded to k digits)
          --check                 lines are 'KEYS => EXPECTED' (or 'KEYS => A | B | C'); report mismatches
          --jobs N                evaluate on N threads (default: the number of cores); output stays in order
        Other:
          -e SCRIPT               evaluate SCRIPT (repeatable)
          -x, --expr EXPR         evaluate the expression EXPR (repeatable); last, or with -, reads
                                  expressions from standard input
          --expressions           FILEs and standard input hold expressions, not key scripts
          --list-keys             list every key, its symbols and what it does
          --help, --version

        Exit status: 0 when every script ran (Error is a valid display), 1 when --check found mismatches,
        2 for unreadable scripts (unknown keys, invalid UTF-8) or bad options, 3 when the output could not be
        written (a full disk, a closed pipe): the run stops there, with a message on standard error.
        """

    static var keyList: String {
        var lines: [String] = []
        for key in Key.allKeys {
            let symbols = key.symbols.isEmpty ? "" : " (" + key.symbols.joined(separator: " ") + ")"
            let head = key.name + symbols
            lines.append(head.padding(to: 14) + key.summary)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
