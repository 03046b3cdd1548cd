/// The text of a complete number that the literal key (``Key/literal(_:)``) enters at once, correctly
/// rounded by the backend: `12`, `-0.5`, `1.5e-3`, `1000000000000000000` (not cut to the display's digits,
/// as typing it digit by digit would).
///
/// Always valid decimal text in `DecimalSyntax` (an optional sign, digits with at most one point, an
/// optional exponent), or an exact fraction `p/q` of two integers (an optional sign, digits, `/`,
/// digits not all zero: `1/7`, `-22/7`), which enters p ÷ q as `[p] ÷ [q]` computes it (one rounding
/// when the backend holds p and q exactly; exact on the exact backend): an invalid literal cannot be made. ``Calculator/resultValue`` writes an exact value that no
/// decimal of the backend's digits holds as a fraction, so that `ans` keeps 1/7 on the exact backend.
public struct NumberLiteral: Sendable, Hashable, CustomStringConvertible {
    /// The decimal text, or the fraction `p/q`.
    public let text: String

    /// The literal of `text`, or nil when it is neither decimal text nor a fraction (`1.5e-3` and `1/7`
    /// yes; `1e`, `.`, `0x10`, `1/0`, `1.5/2` no).
    public init?(_ text: some StringProtocol) {
        guard DecimalSyntax.isValid(text) || Self.fractionParts(of: text.utf8) != nil else { return nil }
        self.text = String(text)
    }

    /// The numerator and denominator of a fraction's text (`-22/7`: `-22`, `7`), or nil when `utf8` is
    /// not one: an optional sign and digits, `/`, and digits that are not all zero.
    static func fractionParts<Bytes: Collection<UInt8>>(of utf8: Bytes) -> (numerator: String, denominator: String)? {
        guard let slash = utf8.firstIndex(of: UInt8(ascii: "/")) else { return nil }
        var numerator = utf8[..<slash]
        let denominator = utf8[utf8.index(after: slash)...]
        if let sign = numerator.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            numerator = numerator.dropFirst()
        }
        func isDigits(_ bytes: Bytes.SubSequence) -> Bool {
            !bytes.isEmpty && bytes.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        }
        guard isDigits(numerator), isDigits(denominator), denominator.contains(where: { $0 != UInt8(ascii: "0") })
        else { return nil }
        return (String(decoding: utf8[..<slash], as: UTF8.self), String(decoding: denominator, as: UTF8.self))
    }

    /// The numerator and denominator when the literal is a fraction; nil for decimal text.
    var fraction: (numerator: String, denominator: String)? { Self.fractionParts(of: text.utf8) }

    /// A literal of text already known to be decimal text (what the expression lexer reads).
    init(valid text: String) {
        self.text = text
    }

    /// The key-script spelling of the literal key: the number in square brackets, `[1.5e-3]`.
    public var description: String { "[" + text + "]" }

    /// The literal spelt `[TEXT]` in a key script, or nil.
    init?(spelling bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count >= 3, bytes[0] == UInt8(ascii: "["), bytes[bytes.count - 1] == UInt8(ascii: "]") else {
            return nil
        }
        let inner = UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)])
        guard DecimalSyntax.isValid(utf8: inner) || Self.fractionParts(of: inner) != nil else { return nil }
        text = String(decoding: inner, as: UTF8.self)
    }
}
