/// The powers of ten that the Double backend's decimal conversions use exactly.
package enum PowersOfTen {
    /// 10⁰ … 10¹⁹, the powers of ten below 2⁶⁴. (An array of UInt64, whose type metadata is built in;
    /// one of UInt128 had its metadata looked up on every access.)
    package static let uint64: [UInt64] = {
        var powers: [UInt64] = [1]
        for _ in 1...19 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()

    /// 10⁰ ... 10²²: the powers of ten that are doubles exactly.
    package static let binary64: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
