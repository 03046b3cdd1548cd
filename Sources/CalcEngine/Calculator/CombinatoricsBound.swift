/// How large an nCr or nPr may be before it is computed: a result that is certainly beyond the backend's
/// range is `Error` at once (Double's `nCr(2^40, 200000)` computed 8 million bits exactly, 17 s, to find
/// it overflows), and so is one that certainly has more than ``bitLimit`` bits (computing it would take
/// seconds to minutes: `nCr(2^40, 200000)` took 19 s a key on MPFR).
///
/// "Certainly" uses a lower bound of the result's size that costs nothing to compute: nCr(n, r) ≥
/// (n/k)^k with k = min(r, n − r), and nPr(n, r) ≥ (n − r + 1)^r, with ⌊log₂⌋ of the base. A result below the bound is computed
/// as before (the backends' own limits still apply).
public enum CombinatoricsBound {
    /// The most bits an nCr or nPr result may certainly have: 2^21 (about 631,000 decimal digits; the
    /// largest computed take up to about 5 s on one core: `nCr(2^40, 90000)`).
    public static let bitLimit = 1 << 21

    /// A lower bound of log₂ of the magnitude of nCr(n, r) (or nPr(n, r) when `ordered`) for integers, of
    /// the natural case `CombinatoricReduction` reduces them to, or nil for other operands (the backend
    /// decides those: `Error`, or 0 when r > n ≥ 0 or, for nCr, r < 0).
    public static func bitsLowerBound(n: Double, r: Double, ordered: Bool) -> Double? {
        guard let reduction = CombinatoricReduction(n, r, ordered: ordered),
            case .natural(let count, let chosen, _) = reduction
        else { return nil }
        let (n, r) = (Double(count), Double(chosen))
        // ⌊log₂ x⌋ (the binary exponent) for x ≥ 1: a lower bound of log₂ x without a libm call.
        if ordered {
            return r * Double((n - r + 1).exponent)
        }
        let k = min(r, n - r)
        guard k > 0 else { return 0 }
        // k ≤ n/2, so n/k ≥ 2: at least a bit a factor.
        return k * Double((n / k).exponent)
    }

    /// Why nCr or nPr of `n` and `r` is refused before computing it, given `fitsBackend(bits)`: whether
    /// 2^bits is within the backend's range; nil when it is computed.
    static func refusal(n: Double, r: Double, ordered: Bool, fitsBackend: (Int) -> Bool) -> ArithmeticError? {
        guard let bits = bitsLowerBound(n: n, r: r, ordered: ordered) else { return nil }
        // A few bits of margin: the bound is of the exact value, the backend rounds it.
        if bits > 8, !fitsBackend(Int(min(bits, Double(Int32.max))) - 4) { return .overflow }
        if bits > Double(bitLimit) { return .overflow }
        return nil
    }
}

extension Calculator.Arithmetic {
    /// Throws before nCr or nPr is computed when ``CombinatoricsBound`` refuses its operands.
    func checkCombinatoricsBound(_ op: BinaryOperation, _ a: Backend.Value, _ b: Backend.Value)
        throws(ArithmeticError)
    {
        let ordered: Bool
        switch op {
        case .combinations: ordered = false
        case .permutations: ordered = true
        case .add, .subtract, .multiply, .divide, .power, .root, .reversedPower, .modulo, .scaleByPowerOfTen,
            .logarithm, .minimum, .maximum, .gcd, .lcm, .hypot, .and, .or, .xor, .nand, .nor, .xnor, .shiftLeft,
            .shiftRightArithmetic, .shiftRightLogical, .polar, .modularPower:
            return
        }
        guard let n = approximateDouble(a), let r = approximateDouble(b) else { return }
        let backend = self.backend
        let refusal = CombinatoricsBound.refusal(n: n, r: r, ordered: ordered) { bits in
            backend.isFinite(backend.scaled(backend.value(1), byPowerOfTwo: bits))
        }
        if let refusal { throw refusal }
    }

    /// `value` as the nearest Double (17 significant digits), or nil when it is not finite here or beyond
    /// Double's range.
    private func approximateDouble(_ value: Backend.Value) -> Double? {
        guard backend.isFinite(value) else { return nil }
        let digits = backend.decimalDigits(of: value, significantDigits: 17)
        if digits.isZero { return 0 }
        var text = digits.isNegative ? "-" : ""
        text += String(decoding: digits.digits.prefix(1), as: UTF8.self)
        if digits.digits.count > 1 { text += "." + String(decoding: digits.digits.dropFirst(), as: UTF8.self) }
        text += "e\(digits.exponent)"
        return Double(text).flatMap { $0.isFinite ? $0 : nil }
    }
}
