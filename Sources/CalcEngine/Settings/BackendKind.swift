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

    /// Whether this build has the backend: all of them with the MPFR trait (the default), only
    /// ``double`` in a build without it (`--disable-default-traits`, or `traits: []` in a dependency).
    public var isAvailable: Bool {
        #if MPFR
            true
        #else
            self == .double
        #endif
    }

    /// The backend used when none is chosen: ``mpfr`` with the MPFR trait, ``double`` without it.
    public static var standard: BackendKind {
        #if MPFR
            .mpfr
        #else
            .double
        #endif
    }
}
