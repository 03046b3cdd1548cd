/// A value as keys can enter it again: a real number as one literal, or a complex number as the literals of
/// its parts. A session's `ans` and variables hold these (``ExpressionVariables``), and a calculation in
/// progress is rebuilt from them (``Calculator/calculationKeys``).
///
/// Each part is a ``NumberLiteral`` with every digit the backend tells apart, so entering the value again
/// on the same backend gives the value back.
public struct ValueLiteral: Sendable, Hashable, CustomStringConvertible {
    /// The real part: the whole value when ``imaginary`` is nil.
    public let real: NumberLiteral
    /// The imaginary part of a complex value; nil for a real one.
    public let imaginary: NumberLiteral?

    /// The real value `real`.
    public init(_ real: NumberLiteral) {
        self.real = real
        self.imaginary = nil
    }

    /// The complex value `real` + `imaginary`·i (a real one when `imaginary` is nil).
    public init(real: NumberLiteral, imaginary: NumberLiteral?) {
        self.real = real
        self.imaginary = imaginary
    }

    /// Whether the value is complex (has an imaginary part).
    public var isComplex: Bool { imaginary != nil }

    /// The keys that enter the value as one operand: the literal key of a real value, and
    /// `( [b] * i + [a] )` for a + bi (`( [b] * i )` when a is 0), which means a + bi in precedence and in
    /// immediate mode alike (the product comes first either way) and whatever the complex-results setting
    /// (`i` always works).
    public var keys: [Key] {
        guard let imaginary else { return [.literal(real)] }
        let product: [Key] = [.openParenthesis, .literal(imaginary), .binary(.multiply), .imaginaryUnit]
        guard real.text != "0" else { return product + [.closeParenthesis] }
        return product + [.binary(.add), .literal(real), .closeParenthesis]
    }

    /// The value's keys in key-script spelling: `[2.5]`, `( [4] * i + [3] )`.
    public var description: String { keys.map(\.name).joined(separator: " ") }
}
