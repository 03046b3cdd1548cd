/// The Unicode scalars of an expression's text, indexed from 0: its bytes when the text is ASCII (one byte
/// a character rather than four), its scalars otherwise.
struct ExpressionScalars: Sendable {
    private let bytes: [UInt8]
    private let scalars: [Unicode.Scalar]
    /// How many scalars there are.
    let count: Int

    /// The scalars of `text`.
    init(_ text: some StringProtocol) {
        var bytes: [UInt8] = []
        var scalars: [Unicode.Scalar] = []
        // ASCII text (the common case) straight from its bytes; other text scalar by scalar.
        let ascii = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return false }
            bytes = Array(utf8)
            return true
        }
        if ascii != true {
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                bytes = Array(text.utf8)
            } else {
                for scalar in text.unicodeScalars { scalars.append(scalar) }
            }
        }
        self.bytes = bytes
        self.scalars = scalars
        count = scalars.isEmpty ? bytes.count : scalars.count
    }

    /// Whether every scalar is ASCII: then none of the notations written with other characters
    /// (superscripts, subscripts, vulgar fractions, other scripts' digits) can occur, and the lexer skips
    /// looking for them.
    var isASCII: Bool { scalars.isEmpty }

    /// The scalar at `index` (0 ≤ index < count).
    subscript(index: Int) -> Unicode.Scalar {
        scalars.isEmpty ? Unicode.Scalar(bytes[index]) : scalars[index]
    }

    /// The text of `range` when the text is ASCII, made from its bytes at once; nil otherwise.
    func asciiText(_ range: Range<Int>) -> String? {
        guard scalars.isEmpty else { return nil }
        return bytes.withUnsafeBufferPointer { bytes in
            // ASCII is UTF-8 already: copied, not decoded.
            String(unsafeUninitializedCapacity: range.count) { $0.initialize(fromContentsOf: bytes[range]) }
        }
    }

    /// The value of a superscript digit (`⁰`…`⁹`), or nil.
    static func superscriptDigit(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "⁰": 0
        case "¹": 1
        case "²": 2
        case "³": 3
        case "⁴": 4
        case "⁵": 5
        case "⁶": 6
        case "⁷": 7
        case "⁸": 8
        case "⁹": 9
        default: nil
        }
    }

    /// The superscript number starting at `start` (optional `⁻` or `⁺`, then superscript digits): its
    /// digits in ASCII (with `-` when negative) and where it ends; nil when there is none.
    static func superscriptRun(_ scalars: ExpressionScalars, from start: Int) -> (digits: String, end: Int)? {
        var index = start
        var digits = ""
        if index < scalars.count && (scalars[index] == "⁻" || scalars[index] == "⁺") {
            if scalars[index] == "⁻" { digits = "-" }
            index += 1
        }
        let first = index
        while index < scalars.count, let digit = superscriptDigit(scalars[index]) {
            digits.unicodeScalars.append(Unicode.Scalar(0x30 + digit))
            index += 1
        }
        return index > first ? (digits, index) : nil
    }

    /// The value of a decimal digit of any script (`7`, `٧`, `۷`, `७`), or nil.
    static func digitValue(_ scalar: Unicode.Scalar) -> UInt32? {
        if scalar.value < 0x80 { return scalar.value >= 0x30 && scalar.value <= 0x39 ? scalar.value - 0x30 : nil }
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return UInt32(value)
    }

    /// A number's text with its digits in ASCII and U+2212 MINUS SIGN as `-`.
    static func asciiNumber(_ written: String) -> String {
        var text = ""
        for scalar in written.unicodeScalars {
            if scalar == "−" {
                text += "-"
            } else if scalar.value >= 0x80, let digit = digitValue(scalar) {
                text.unicodeScalars.append(Unicode.Scalar(0x30 + digit)!)
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// The numerator and denominator of a vulgar fraction character (`½` is 1 and 2), or nil.
    static func vulgarFraction(_ scalar: Unicode.Scalar) -> (numerator: String, denominator: String)? {
        switch scalar {
        case "½": ("1", "2")
        case "⅓": ("1", "3")
        case "⅔": ("2", "3")
        case "¼": ("1", "4")
        case "¾": ("3", "4")
        case "⅕": ("1", "5")
        case "⅖": ("2", "5")
        case "⅗": ("3", "5")
        case "⅘": ("4", "5")
        case "⅙": ("1", "6")
        case "⅚": ("5", "6")
        case "⅐": ("1", "7")
        case "⅛": ("1", "8")
        case "⅜": ("3", "8")
        case "⅝": ("5", "8")
        case "⅞": ("7", "8")
        case "⅑": ("1", "9")
        case "⅒": ("1", "10")
        case "↉": ("0", "3")
        default: nil
        }
    }

    /// An unsigned decimal number (`30`, `0.1`, `٣٠`) starting at `start`: its ASCII text and where it
    /// ends; nil when none starts there.
    static func unsignedNumber(_ scalars: ExpressionScalars, from start: Int) -> (text: String, end: Int)? {
        var index = start
        var text = ""
        var sawPoint = false
        while index < scalars.count {
            if let digit = digitValue(scalars[index]) {
                text.unicodeScalars.append(Unicode.Scalar(0x30 + digit)!)
            } else if scalars[index] == ".", !sawPoint {
                sawPoint = true
                text += "."
            } else {
                break
            }
            index += 1
        }
        return text.contains(where: \.isNumber) ? (text, index) : nil
    }

    /// Where `word` ends when it follows `start` after at least one space, as a whole word; nil otherwise.
    static func word(_ word: String, in scalars: ExpressionScalars, after start: Int) -> Int? {
        var index = start
        while index < scalars.count && scalars[index] == " " { index += 1 }
        guard index > start else { return nil }
        for scalar in word.unicodeScalars {
            guard index < scalars.count,
                scalars[index] == scalar || scalars[index].properties.lowercaseMapping == String(scalar)
            else { return nil }
            index += 1
        }
        if index < scalars.count, scalars[index].properties.isAlphabetic || digitValue(scalars[index]) != nil {
            return nil
        }
        return index
    }

    /// The LaTeX command after a backslash that the language reads (`pi`, `sqrt`, `sin`: the name of a
    /// function or constant; `left`, `right`, `frac`), or nil: a backslash before anything else is qalc's
    /// integer division (`7\2`, `7\x`).
    static func latexName(_ scalars: ExpressionScalars, at start: Int) -> String? {
        var end = start
        var name = ""
        while end < scalars.count, scalars[end].isASCII, scalars[end].properties.isAlphabetic {
            name.unicodeScalars.append(scalars[end])
            end += 1
        }
        guard !name.isEmpty else { return nil }
        let known = ["pi", "e", "left", "right", "frac"].contains(name) || ExpressionFunction.named(name) != nil
        return known ? name : nil
    }

    /// A LaTeX operator name after a backslash (`cdot`, `times`, `div`): its token and its length.
    static func latexOperator(_ scalars: ExpressionScalars, at start: Int) -> (ExpressionToken.Kind, Int)? {
        for (name, kind) in [("cdot", ExpressionToken.Kind.times), ("times", .times), ("div", .divide)] {
            let name = Array(name.unicodeScalars)
            guard start + name.count <= scalars.count,
                name.indices.allSatisfy({ scalars[start + $0] == name[$0] })
            else { continue }
            // Not the start of a longer word.
            let end = start + name.count
            if end < scalars.count, scalars[end].properties.isAlphabetic { continue }
            return (kind, name.count)
        }
        return nil
    }
}
