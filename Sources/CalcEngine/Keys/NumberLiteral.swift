/// The text of a complete number that the literal key (``Key/literal(_:)``) enters at once, correctly
/// rounded by the backend: `12`, `-0.5`, `1.5e-3`, `1000000000000000000` (not cut to the display's digits,
/// as typing it digit by digit would).
///
/// Always valid decimal text in `DecimalSyntax` (an optional sign, digits with at most one point, an
/// optional exponent): an invalid literal cannot be made.
public struct NumberLiteral: Sendable, Hashable, CustomStringConvertible {
    /// The decimal text.
    public let text: String

    /// The literal of `text`, or nil when it is not decimal text (`1.5e-3` yes, `1e`, `.`, `0x10` no).
    public init?(_ text: some StringProtocol) {
        guard DecimalSyntax.isValid(text) else { return nil }
        self.text = String(text)
    }

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
        guard DecimalSyntax.isValid(utf8: inner) else { return nil }
        text = String(decoding: inner, as: UTF8.self)
    }
}
