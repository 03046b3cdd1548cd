extension Binary64Backend {
    /// atan2(y, x) from the provider (`Functions`: correctly rounded through MPFR, as MPFR's IEEE mode
    /// gives it, or libm's), with a zero `y` counted as +0 so that the negative real axis has angle +π;
    /// NaN at the origin. The complex keys' other algorithms are the shared ones (``ComplexArithmetic``),
    /// on binary64's operations, within the error bounds stated there (MPFR's IEEE mode computes complex
    /// keys with GNU MPC instead, each part correctly rounded, so the two agree bit for bit on + and −
    /// but not always on × ÷ and the functions).
    public func argument(y: Double, x: Double) -> Double {
        if x == 0 && y == 0 || !x.isFinite || !y.isFinite { return .nan }
        return Functions.argument(y: y == 0 ? 0 : y, x: x)
    }
}
