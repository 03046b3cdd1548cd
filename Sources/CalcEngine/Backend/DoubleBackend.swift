#if MPFR
    /// IEEE 754 binary64 (`Double`), every key correctly rounded: `Binary64Backend` with its function
    /// keys from MPFR's IEEE mode (`MPFRBinary64`), the same on every platform.
    ///
    /// The one place where the build chooses how Double computes its function keys. Without the `MPFR`
    /// package trait (`traits: []`, for an app that cannot ship MPFR) `DoubleBackend` is
    /// `Binary64Backend<LibmBinary64>`: the platform's libm, within about one unit in the last place.
    public typealias DoubleBackend = Binary64Backend<MPFRBinary64>
#else
    /// IEEE 754 binary64 (`Double`): `Binary64Backend` with its function keys from the platform's libm
    /// (`LibmBinary64`), within about one unit in the last place, as this build has no MPFR.
    ///
    /// The one place where the build chooses how Double computes its function keys. With the `MPFR`
    /// package trait (the default) `DoubleBackend` is `Binary64Backend<MPFRBinary64>`: every key
    /// correctly rounded.
    public typealias DoubleBackend = Binary64Backend<LibmBinary64>
#endif
