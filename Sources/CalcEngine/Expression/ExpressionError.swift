/// Why a line of text is not an expression: where (``column``) and what (``reason``); the message is
/// derived from the reason.
///
/// The message says what was expected (`expected ')' to close '(' at column 4`, `'+' needs a number
/// after it`, `unknown function 'sinn' (did you mean 'sin'?)`); text quoted in it is escaped for a
/// terminal (`KeyScriptError.visible(_:)`).
public struct ExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with an expression.
    public enum Reason: Sendable, Hashable {
        /// Nothing to evaluate: `empty expression`.
        case empty
        /// The text ends where an operand should be: `expected a number`.
        case expectedNumber
        /// A number with more than one point: `'1.2.3' is not a number (more than one '.')`.
        case malformedNumber(String)
        /// A point in a number's exponent: `'1e5.5' is not a number (the exponent after 'e' is a whole
        /// number; write 10^x for other powers of 10)`.
        case pointInExponent(String)
        /// `⁻` not followed by a superscript digit: `⁻¹` (the reciprocal) or a negative exponent (`⁻²`).
        case incompleteReciprocal
        /// A character the language does not have: `unexpected character '$'`.
        case unexpectedCharacter(Unicode.Scalar)
        /// Subscript digits (a root's index, as in `₃√8`) not followed by `√`: `'₁₀' is a root's index:
        /// write '√' right after it (₃√8 is the cube root of 8)`.
        case rootIndexWithoutRoot(String)
        /// A token where none can stand: `unexpected '|'`.
        case unexpected(String)
        /// An operator with no operand before it: `unexpected '*' (it needs a number before it)`.
        case operatorWithoutLeftOperand(String)
        /// An operator with no operand after it: `'+' needs a number after it`.
        case operatorWithoutRightOperand(String)
        /// An operator written as a word with no operand before it: `'mod' needs a number before it`.
        case wordOperatorWithoutLeftOperand(String)
        /// Two numbers side by side: `missing operator before '3' (write '×' or '*' to multiply)`.
        case missingOperator(before: String)
        /// A number after `%` (`5 % 2`): `%` is percent; the remainder is `mod`.
        case percentBeforeNumber(String)
        /// A group with nothing in it: `()` is `empty parentheses`, `⌊⌋` `nothing between '⌊' and '⌋'`.
        case emptyGroup(Delimiter)
        /// A `)` with no `(` open.
        case unmatchedClose
        /// A `,` or `;` (the separator as written) outside a function's arguments.
        case misplacedComma(String)
        /// An `=` that neither assigns nor ends the line.
        case misplacedEquals
        /// A group left open: `expected ')' to close '(' at column 4, found ','` (`found` is nil at the
        /// end of the text).
        case unclosed(Delimiter, openedAt: Int, found: String?)
        /// `ans` outside a session.
        case answerNeedsSession
        /// `ans` in a session before any result.
        case noPreviousAnswer
        /// `name = …` outside a session.
        case assignmentNeedsSession(String)
        /// `name = …` for a function's, constant's or operator's name (`mod`, `div`).
        case reservedName(String)
        /// A function's name run together with a number (`sin30`); `nameLength` characters are the
        /// function's: `unknown name 'sin30' (write 'sin 30')`.
        case functionRunTogether(String, nameLength: Int)
        /// A name that is neither a function, a constant nor a variable, and the closest known one.
        case unknownName(String, NameRole, suggestion: String?)
        /// `f⁻¹` for a function without an inverse.
        case noInverse(String)
        /// A function without its argument: `'sqrt' needs an argument`.
        case missingArgument(String)
        /// A `)` right after the `,` (or `;`) between a function's arguments: `expected an argument after
        /// ',' in 'log'`.
        case missingArgumentAfterSeparator(String, function: String)
        /// A function given the wrong number of arguments: `'sqrt' takes 1 argument: sqrt(x)`.
        case argumentCount(function: String, expected: Int)
        /// Groups, functions and signs nested deeper than the parser goes (`levels`).
        case nestedTooDeeply(levels: Int)
        /// A translation needing more open parentheses than a calculator holds (`limit`).
        case tooManyOpenParentheses(limit: Int)
        /// In programmer mode, a number without a prefix that is not one of the radix (`102` in binary,
        /// `1G` in hexadecimal).
        case notInRadix(String, Radix)
        /// In programmer mode, a number too large for a word of `bits` bits (`300` in 8 bits): refused, as
        /// a typed digit that would overflow is, rather than wrapped.
        case tooLargeForWord(String, bits: Int)
        /// In programmer mode, `in` or `to` followed by something other than a radix's name (`10 in hax`).
        case notARadix(String)
        /// In programmer mode, `in` or `to` at the end (`10 to`): `'to' needs a radix after it (bin, oct,
        /// dec or hex)`.
        case missingRadix(String)
        /// A function whose translation writes an operand more than once (`round(x, n)` writes n twice)
        /// nested so deep that the translation would pass `limit` keys: refused, as it would grow
        /// exponentially.
        case translationTooLong(function: String, limit: Int)
        /// `rand` in an operand that a function's translation writes more than once (the places of
        /// `round(x, n)`): each copy would draw another number.
        case randomInRepeatedOperand(function: String)
        /// Outside programmer mode, a function of its words (`rol`, `rcr`, `hex(255)`, `to hex`):
        /// `'rol' needs programmer mode (integer words)`.
        case programmerOnly(String)
        /// `powertower(x, n)` whose height n is not a whole number from 0 to `limit` written as digits.
        case towerHeight(function: String, limit: Int)
        /// `summation(a; b; f(n))` whose bounds are not whole numbers written in digits (at most `limit`
        /// terms apart).
        case summationBounds(function: String, limit: Int)
        /// `summation(a; b; f(n))` whose terms would take the translation past `limit` keys.
        case summationTooLong(function: String, limit: Int)
        /// `powertower(x, n)` whose n copies of x would take the translation past `limit` keys.
        case towerTooLong(function: String, limit: Int)
        /// LaTeX's `\frac{a}{b}`, which the language does not read.
        case latexFraction
        /// LaTeX's `\sqrt[n]{x}`, which the language does not read.
        case latexRootIndex
        /// A number in another radix whose exponent of the radix (`0x1h1001`) is beyond `limit` in
        /// magnitude.
        case radixExponentTooLarge(String, limit: Int)
        /// A fraction in another radix (`.FFF…` in `0x1.FFF…`, or in a programmer word) of more than
        /// `limit` digits.
        case radixFractionTooLong(String, limit: Int)
        /// A number in another radix with more than `limit` significant digits (its decimal is built in time
        /// quadratic in their number): `a number in another radix has at most 65536 significant digits:
        /// '0xFFFF…' has 70000`.
        case radixNumberTooLong(String, limit: Int, digits: Int)
    }

    /// What opens and closes a group.
    public enum Delimiter: Sendable, Hashable {
        /// `(` and `)`.
        case parenthesis
        /// `|` and `|` (an absolute value).
        case bar
        /// `⌊` and `⌋` (rounds down).
        case floor
        /// `⌈` and `⌉` (rounds up).
        case ceiling
        /// `[` and `]` (the nearest integer, halves away from zero).
        case nearestInteger
        /// `{` and `}` (the fractional part).
        case fractionalPart
        /// `{` and `}` around a LaTeX command's argument or an exponent (`\sqrt{2}`, `2^{10}`).
        case latexGroup

        /// The opening and closing symbols.
        public var symbols: (opening: String, closing: String) {
            switch self {
            case .parenthesis: ("(", ")")
            case .bar: ("|", "|")
            case .floor: ("⌊", "⌋")
            case .ceiling: ("⌈", "⌉")
            case .nearestInteger: ("[", "]")
            case .fractionalPart, .latexGroup: ("{", "}")
            }
        }
    }

    /// Where an unknown name stands, which says what it was taken for.
    public enum NameRole: Sendable, Hashable {
        /// Before `(`: a function.
        case function
        /// Elsewhere outside a session, where there are no variables.
        case nameWithoutSession
        /// Elsewhere in a session: a variable.
        case variable
    }

    /// The 1-based column (in Unicode scalars) where the problem is.
    public var column: Int
    /// What is wrong.
    public var reason: Reason

    /// An error at `column`.
    public init(column: Int, reason: Reason) {
        self.column = column
        self.reason = reason
    }

    /// What is wrong, without the column, from ``reason``.
    public var message: String {
        switch reason {
        case .empty: return "empty expression"
        case .expectedNumber: return "expected a number"
        case .malformedNumber(let text):
            return "'\(KeyScriptError.abbreviated(text))' is not a number (more than one '.')"
        case .pointInExponent(let text):
            return
                "'\(KeyScriptError.abbreviated(text))' is not a number (the exponent after 'e' is a whole number; write 10^x for other powers of 10)"
        case .incompleteReciprocal: return "'⁻' must be followed by superscript digits (2⁻¹ = 0.5, 2⁻² = 0.25)"
        case .unexpectedCharacter(let scalar):
            return "unexpected character '\(Self.shownAlone(scalar))'"
        case .rootIndexWithoutRoot(let index):
            return
                "'\(KeyScriptError.abbreviated(index))' is a root's index: write '√' right after it (₃√8 is the cube root of 8)"
        case .unexpected(let text): return "unexpected '\(KeyScriptError.abbreviated(text))'"
        case .operatorWithoutLeftOperand(let text):
            return "unexpected '\(KeyScriptError.abbreviated(text))' (it needs a number before it)"
        case .operatorWithoutRightOperand(let text):
            return "'\(KeyScriptError.abbreviated(text))' needs a number after it"
        case .wordOperatorWithoutLeftOperand(let name):
            return "'\(KeyScriptError.abbreviated(name))' needs a number before it"
        case .missingOperator(let text):
            return "missing operator before '\(KeyScriptError.abbreviated(text))' (write '×' or '*' to multiply)"
        case .percentBeforeNumber(let text):
            let number = KeyScriptError.abbreviated(text)
            return
                "missing operator before '\(number)' ('%' is percent; for the remainder write 'mod': a mod \(number))"
        case .emptyGroup(.parenthesis): return "empty parentheses"
        case .emptyGroup(let delimiter):
            return "nothing between '\(delimiter.symbols.opening)' and '\(delimiter.symbols.closing)'"
        case .unmatchedClose: return "unexpected ')' (no '(' is open)"
        case .misplacedComma(let separator):
            return "unexpected '\(separator)' (only a function's arguments are separated by ',' or ';')"
        case .misplacedEquals: return "unexpected '=' (assign with 'name = expression' at the start of a line)"
        case .unclosed(let delimiter, let openedAt, let found):
            let (opening, closing) = ("'\(delimiter.symbols.opening)'", "'\(delimiter.symbols.closing)'")
            let foundText = found.map { ", found '\(KeyScriptError.visible($0))'" } ?? ""
            return "expected \(closing) to close \(opening) at column \(openedAt)\(foundText)"
        case .answerNeedsSession: return "'ans' needs a session (the previous result)"
        case .notInRadix(let text, let radix):
            let name: String
            switch radix {
            case .binary: name = "a binary"
            case .octal: name = "an octal"
            case .decimal: name = "a decimal"
            case .hexadecimal: name = "a hexadecimal"
            }
            return "'\(KeyScriptError.abbreviated(text))' is not \(name) number"
        case .tooLargeForWord(let text, let bits):
            return "'\(KeyScriptError.abbreviated(text))' does not fit in a word of \(bits) bits"
        case .missingRadix(let word): return "'\(word)' needs a radix after it (bin, oct, dec or hex)"
        case .notARadix(let text):
            return
                "'\(KeyScriptError.abbreviated(text))' is not a radix (write bin, oct, dec or hex after 'in' or 'to')"
        case .translationTooLong(let name, let limit):
            return "'\(name)' nested too deeply: it writes an operand more than once, and its keys would pass \(limit)"
        case .randomInRepeatedOperand(let name):
            return
                "'rand' in an operand that '\(name)' writes more than once would draw more than one number (compute it first in a session)"
        case .noPreviousAnswer: return "'ans': there is no previous result yet"
        case .assignmentNeedsSession(let name):
            return "assigning '\(KeyScriptError.abbreviated(name))' needs a session (variables are kept there)"
        case .reservedName(let name): return "'\(name)' is a function, constant or operator, not a variable name"
        case .functionRunTogether(let name, let length):
            let (function, argument) = (String(name.prefix(length)), String(name.dropFirst(length)))
            return
                "unknown name '\(KeyScriptError.abbreviated(name))' (write '\(function) \(KeyScriptError.abbreviated(argument))')"
        case .unknownName(let name, let role, let suggestion):
            let what: String
            switch role {
            case .function: what = "unknown function"
            case .nameWithoutSession: what = "unknown name"
            case .variable: what = "unknown variable"
            }
            let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
            let sessionHint = role == .nameWithoutSession && suggestion == nil ? " (variables need a session)" : ""
            return "\(what) '\(KeyScriptError.abbreviated(name))'\(hint)\(sessionHint)"
        case .noInverse(let name): return "'\(name)' has no inverse to write as '\(name)⁻¹'"
        case .missingArgument(let name): return "'\(KeyScriptError.abbreviated(name))' needs an argument"
        case .missingArgumentAfterSeparator(let separator, let name):
            return "expected an argument after '\(separator)' in '\(name)'"
        case .argumentCount(let name, let count):
            let form: String
            // A rounding and log take one argument or two, whatever `count` says.
            var takesOneOrTwo = false
            switch name.lowercased() {
            case "log":
                form = "log(x) or log(x, base)"
                takesOneOrTwo = true
            case "root": form = "root(x, n)"
            case "ncr": form = "nCr(n, r)"
            case "npr": form = "nPr(n, r)"
            case "mod": form = "mod(a, b)"
            case "pow", "p": form = "\(name)(x, y)"
            case "atan2", "a2": form = "\(name)(y, x)"
            case "arctan2": form = "arctan2(x, y)"
            case "powmod": form = "powmod(a, b, m), a^b mod m"
            case "powertower": form = "powertower(x, n), x^x^…^x with n x's"
            case "summation": form = "summation(a, b, f(n)), f(a) + … + f(b)"
            default:
                let function = ExpressionFunction.named(name.lowercased())
                if function?.isRounding == true {
                    form = "\(name)(x) or \(name)(x, n)"
                    takesOneOrTwo = true
                } else if case .unary(let f) = function, f.usesAngleUnit {
                    form = "\(name)(x) or \(name)(x, deg), with deg, rad or grad"
                } else {
                    form = count == 2 ? "\(name)(a, b)" : "\(name)(x)"
                }
            }
            let hint = Self.otherCalculatorsHint(function: name, arguments: count)
            let takes = takesOneOrTwo ? "1 or 2 arguments" : "\(count) \(count == 1 ? "argument" : "arguments")"
            return "'\(name)' takes \(takes): \(form)\(hint)"
        case .towerHeight(let name, let limit):
            return "'\(name)' takes its height as a whole number from 0 to \(limit), written in digits: \(name)(x, 4)"
        case .summationBounds(let name, let limit):
            return
                "'\(name)' takes its bounds as whole numbers written in digits, at most \(limit) terms: \(name)(1; 10; n^2)"
        case .summationTooLong(let name, let limit):
            return
                "'\(name)' writes its term once per value of n, and its keys would pass \(limit): fewer terms or a shorter term"
        case .towerTooLong(let name, let limit):
            return
                "'\(name)' writes its base once per level, and its keys would pass \(limit): lower the height or shorten the base"
        case .programmerOnly(let text):
            return "'\(KeyScriptError.abbreviated(text))' needs programmer mode (integer words)"
        case .latexFraction: return "LaTeX's '\\frac' is not read: write (a)/(b)"
        case .latexRootIndex: return "LaTeX's '\\sqrt[n]' is not read: write root(x, n)"
        case .radixExponentTooLarge(let text, let limit):
            return "'\(KeyScriptError.abbreviated(text))': the exponent of the radix is more than \(limit) (in decimal)"
        case .radixNumberTooLong(let text, let limit, let digits):
            return
                "a number in another radix has at most \(limit) significant digits: '\(KeyScriptError.abbreviated(text))' has \(digits)"
        case .radixFractionTooLong(let text, let limit):
            // The text is the point and its digits.
            return
                "a fraction in another radix has at most \(limit) digits: '\(KeyScriptError.abbreviated(text))' has \(text.count - 1)"
        case .nestedTooDeeply(let levels): return "nested too deeply (more than \(levels) levels)"
        case .tooManyOpenParentheses(let limit): return "nested too deeply (its keys need more than \(limit) open '(')"
        }
    }

    /// `COLUMN: message`.
    public var description: String { "\(column): \(message)" }

    /// A character quoted alone in a message: itself when it shows by itself, else `\u{HEX}` as
    /// `KeyScriptError.visible(_:)` writes escapes: a control, a format character (the zero-width space
    /// U+200B, the word joiner U+2060, …), a combining mark (which would join the quote before it), a space
    /// other than U+0020, a separator, a private-use or unassigned code point.
    static func shownAlone(_ scalar: Unicode.Scalar) -> String {
        let escaped = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
            .letterNumber, .otherNumber, .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol,
            .otherSymbol:
            return String(scalar)
        case .spaceSeparator: return scalar == " " ? " " : escaped
        case .control, .format, .surrogate, .privateUse, .unassigned, .nonspacingMark, .spacingMark, .enclosingMark,
            .lineSeparator, .paragraphSeparator:
            return escaped
        @unknown default: return escaped
        }
    }

}
