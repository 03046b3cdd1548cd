#if MPFR
    extension VerifiedBackend {
        // MARK: Exactness

        /// Decimal text, exact when the base precision holds it without rounding.
        public func valueReportingExactness(decimal text: String) -> (value: RealExpression, isExact: Bool) {
            (value(decimal: text), base.valueReportingExactness(decimal: text).isExact)
        }

        /// `a op b`, exact when the base backend's result needed no rounding (the approximation is then the
        /// value itself).
        public func applyReportingExactness(_ operation: BinaryOperation, _ a: RealExpression, _ b: RealExpression)
            -> (value: RealExpression, isExact: Bool)
        {
            let (approximation, isExact) = base.applyReportingExactness(operation, a.approximation, b.approximation)
            return (make(.binary(operation, a, b), approximation), isExact)
        }

        /// f(x), exact when the base backend's result needed no rounding.
        public func applyReportingExactness(_ function: UnaryFunction, to x: RealExpression, angle: AngleUnit)
            -> (value: RealExpression, isExact: Bool)
        {
            let (approximation, isExact) = base.applyReportingExactness(function, to: x.approximation, angle: angle)
            return (make(.unary(function, angle, x), approximation), isExact)
        }
    }
#endif
