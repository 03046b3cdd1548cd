/// The numeric backends a calculator can run on, chosen at run time (calc-eval's `--backend`, `--ieee`).
public enum BackendKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// IEEE binary64 with libm: `DoubleBackend`.
    case double
    /// GNU MPFR at a chosen precision: `MPFRBackend`.
    case mpfr
    /// GNU MPFR emulating binary64 bit for bit: `MPFRBackend/ieeeBinary64`.
    case mpfrIEEE = "mpfr-ieee"
    /// Exact rationals with MPFR approximations: `ExactBackend`.
    case exact
}
