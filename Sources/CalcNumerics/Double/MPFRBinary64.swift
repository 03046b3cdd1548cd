#if MPFR
    import CMPFR

    /// The keys of ``DoubleBackend`` that IEEE 754 does not make correctly rounded operations, computed by
    /// ``MPFRBackend/ieeeBinary64`` (53 bits, binary64's exponent range, subnormals rounded as binary64
    /// rounds them) on exact copies of the operands.
    ///
    /// Every result is therefore the correctly rounded `Double` of the exact result, the same on every
    /// platform, and bit for bit what MPFR's IEEE mode gives for the same key: both call the same code, so
    /// a key added to ``MPFRBackend`` is correctly rounded on Double as soon as ``DoubleBackend`` routes it
    /// here. This is the only place where the Double backend depends on MPFR for a function key; a build
    /// without MPFR uses ``LibmBinary64`` instead.
    enum MPFRBinary64 {
        /// f(x) correctly rounded, angles in `angle` units.
        @inline(__always)
        static func apply(_ function: UnaryFunction, to x: Double, angle: AngleUnit) -> Double {
            Double(MPFRBackend.ieeeBinary64.apply(function, to: value(x), angle: angle))
        }

        /// `a op b` correctly rounded (as ``MPFRBackend`` defines each operation).
        @inline(__always)
        static func apply(_ operation: BinaryOperation, _ a: Double, _ b: Double) -> Double {
            Double(MPFRBackend.ieeeBinary64.apply(operation, value(a), value(b)))
        }

        /// `x` exactly, as a 53-bit MPFR value (inline: nothing is allocated). Every finite binary64 number,
        /// subnormals included, lies in MPFR's standard exponent range, so the conversion never rounds.
        @inline(__always)
        static func value(_ x: Double) -> MPFRValue {
            var result = MPFRValue(precision: 53)
            result.withMutableMPFRPointer { target in
                _ = MPFRExponentRange.standard.run { mpfr_set_d(target, x, MPFR_RNDN) }
            }
            return result
        }
    }
#endif
