// Apps that import CalcEngine also see the backends, values and angle units of CalcNumerics, and, with
// the `MPFR` trait, the MPFR, exact and verified backends of CalcMPFR.
@_exported import CalcNumerics

#if MPFR
    @_exported import CalcMPFR
#endif
