#if MPFR
    /// IEEE 754 binary64 (`Double`), every key correctly rounded: `Binary64Backend` with its function
    /// keys from `MPFRBinary64`, which computes them in Swift (`CorrectlyRounded`) and leaves to MPFR's
    /// IEEE mode only what that does not cover; the same bits on every platform.
    ///
    /// The one place where the build chooses how Double computes its function keys. Without the `MPFR`
    /// package trait (`traits: []`, for an app that cannot ship MPFR) `DoubleBackend` is
    /// `Binary64Backend<LibmBinary64>`, whose keys come from the same Swift code: the same bits.
    public typealias DoubleBackend = Binary64Backend<MPFRBinary64>
#else
    /// IEEE 754 binary64 (`Double`), every key correctly rounded: `Binary64Backend` with its function
    /// keys from `LibmBinary64`, which computes them in Swift (`CorrectlyRounded`), as this build has no
    /// MPFR.
    ///
    /// The one place where the build chooses how Double computes its function keys. With the `MPFR`
    /// package trait (the default) `DoubleBackend` is `Binary64Backend<MPFRBinary64>`: the same Swift
    /// code, so the same bits.
    public typealias DoubleBackend = Binary64Backend<LibmBinary64>
#endif
