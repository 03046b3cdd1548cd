/// An exact rational value p/q in lowest terms (q ≥ 1), its integers as decimal digits: what a backend
/// knows of a value that is exactly rational (``NumericBackend/exactFraction(of:maximumDigits:)``).
public struct ExactFraction: Sendable, Hashable {
    /// Whether the value is negative.
    public var isNegative: Bool
    /// |p| in decimal digits, without leading zeros (`"0"` for zero).
    public var numerator: String
    /// q ≥ 1 in decimal digits, without leading zeros.
    public var denominator: String

    /// The fraction ±numerator/denominator, as given (in lowest terms, digits only).
    public init(isNegative: Bool, numerator: String, denominator: String) {
        self.isNegative = isNegative
        self.numerator = numerator
        self.denominator = denominator
    }

    /// Whether the value is an integer (q = 1).
    public var isInteger: Bool { denominator == "1" }

    /// Whether the decimal expansion terminates: q has no prime factor but 2 and 5.
    public var terminates: Bool {
        var q = Array(denominator.utf8).map { Int($0) - 48 }
        for divisor in [2, 5] {
            while Self.remainder(q, divisor) == 0, q != [1] { q = Self.quotient(q, divisor) }
        }
        return q == [1]
    }

    /// The remainder of the decimal digits `n` divided by a small `d`.
    static func remainder(_ n: [Int], _ d: Int) -> Int { n.reduce(0) { ($0 * 10 + $1) % d } }

    /// The decimal digits of `n` divided by a small `d` (exactly, when `d` divides `n`), without leading zeros.
    static func quotient(_ n: [Int], _ d: Int) -> [Int] {
        var result: [Int] = []
        var carry = 0
        for digit in n {
            let value = carry * 10 + digit
            if !result.isEmpty || value / d != 0 { result.append(value / d) }
            carry = value % d
        }
        return result.isEmpty ? [0] : result
    }

    /// |p|/q as a whole part and a proper fraction, w + r/q with 0 ≤ r < q, in decimal digits (any size:
    /// schoolbook division): the parts of a mixed number (`3/2` is 1 and 1).
    public var mixedParts: (whole: String, remainder: String) {
        func digits(_ text: String) -> [Int] { text.utf8.map { Int($0) - 48 } }
        let divisor = digits(denominator)
        func isLess(_ a: [Int], _ b: [Int]) -> Bool {
            a.count != b.count ? a.count < b.count : a.lexicographicallyPrecedes(b)
        }
        var whole: [Int] = []
        var remainder: [Int] = []
        for digit in digits(numerator) {
            remainder.append(digit)
            while remainder.count > 1, remainder.first == 0 { remainder.removeFirst() }
            var count = 0
            while !isLess(remainder, divisor) {
                // remainder − divisor, digit by digit with a borrow; the result has no leading zeros.
                var borrow = 0
                for i in 0..<remainder.count {
                    let index = remainder.count - 1 - i
                    let subtrahend = i < divisor.count ? divisor[divisor.count - 1 - i] : 0
                    var value = remainder[index] - subtrahend - borrow
                    borrow = value < 0 ? 1 : 0
                    if value < 0 { value += 10 }
                    remainder[index] = value
                }
                while remainder.count > 1, remainder.first == 0 { remainder.removeFirst() }
                count += 1
            }
            if !whole.isEmpty || count != 0 { whole.append(count) }
        }
        func text(_ digits: [Int]) -> String { digits.isEmpty ? "0" : String(digits.map { Character(String($0)) }) }
        return (text(whole), text(remainder))
    }
}
