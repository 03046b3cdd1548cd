#if MPFR
    /// The backend, besides ``DoubleBackend``, for which the calculator's public getters are compiled ahead
    /// for apps and other modules: MPFR (with the `MPFR` trait), programmer mode without it.
    ///
    /// A getter's `@_specialize(exported:)` attributes cannot sit beside `#if` (the syntax does not allow
    /// it among an accessor's attributes), and an `@inlinable` getter that calls a specialized function
    /// does not reach that specialization from another module: the getter then ran generic code, which
    /// made `calc-bench`'s engine section 2.4 times slower on Double.
    typealias PrespecializedBackend = MPFRBackend
#else
    /// The backend, besides ``DoubleBackend``, for which the calculator's public getters are compiled ahead
    /// for apps and other modules: programmer mode in this build without MPFR (see the MPFR build's).
    typealias PrespecializedBackend = ProgrammerBackend
#endif
