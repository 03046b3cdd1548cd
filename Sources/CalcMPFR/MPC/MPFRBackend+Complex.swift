import CMPFR
import CalcNumerics

extension MPFRBackend {
    /// atan2(y, x) correctly rounded by MPFR (`mpfr_atan2`), with a zero `y` counted as +0 so that the
    /// negative real axis has angle +π; NaN at the origin. The complex keys' other algorithms are the
    /// shared ones (`ComplexArithmetic`), on MPFR's correctly rounded operations at this precision.
    public func argument(y: MPFRValue, x: MPFRValue) -> MPFRValue {
        if isZero(x) && isZero(y) { return quotient(x, y) }
        return binary(isZero(y) ? value(0) : y, x, mpfr_atan2)
    }
}
