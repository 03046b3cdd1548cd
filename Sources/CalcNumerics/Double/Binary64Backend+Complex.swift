#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Binary64Backend {
    /// atan2(y, x) from the C library (within 1 ulp), with a zero `y` counted as +0 so that the negative
    /// real axis has angle +π; NaN at the origin. The complex keys' other algorithms are the shared ones
    /// (``ComplexArithmetic``), on binary64's correctly rounded operations.
    public func argument(y: Double, x: Double) -> Double {
        if x == 0 && y == 0 { return .nan }
        return atan2(y == 0 ? 0 : y, x)
    }
}
