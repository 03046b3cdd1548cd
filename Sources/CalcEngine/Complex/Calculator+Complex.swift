extension Calculator {
    // MARK: Complex values on the display

    /// The complex value on the display (a real one with imaginary part 0), or nil in the error state.
    public var displayedComplexValue: ComplexValue<Value>? {
        if state.isError { return nil }
        guard let number = try? operandValue() else { return nil }
        return arithmetic.complexValue(number)
    }

    /// Whether the display shows a complex value that is not real.
    public var isDisplayComplex: Bool { displayedImaginaryPart != nil }

    /// The imaginary part of the value on the display, or nil when it is real, an entry (typed numbers are
    /// real) or `Error`: read from the state without parsing or copying anything, since a batch asks it
    /// of every line.
    @inline(__always) private var displayedImaginaryPart: Value? {
        if state.isError { return nil }
        switch state.operand {
        case .value(let v): return v.imaginary
        case .none: return state.shown.imaginary
        case .entry, .cleared: return nil
        }
    }

    /// The parts of the complex value on the display, each as the display shows a real number; nil when
    /// the display is real, an entry or `Error`.
    ///
    /// Inlined, so that a reader that finds the display real (every line of a batch but the complex
    /// ones) touches only the state, never a copy of the calculator.
    @inline(__always) public var complexDisplay: ComplexDisplay? {
        guard let imaginary = displayedImaginaryPart else { return nil }
        return complexDisplay(imaginary: imaginary)
    }

    /// The complex display of the value on the display, whose imaginary part is `imaginary`.
    private func complexDisplay(imaginary: Value) -> ComplexDisplay? {
        guard let number = try? operandValue() else { return nil }
        return ComplexDisplay(
            real: formatter.string(for: number.value, backend: backend),
            imaginary: formatter.string(for: imaginary, backend: backend))
    }

    /// The complex value in memory (imaginary part 0 for a real one).
    public var memoryComplexValue: ComplexValue<Value> { arithmetic.complexValue(memory) }

    /// The display's complex value written as ``display`` writes it (`a+bi` or `r∠θ`, as
    /// ``CalculatorConfiguration/complexForm`` says), each part with `significantDigits` significant digits
    /// rather than the display's: what a display too narrow for ``display`` shows. Nil when the display is
    /// not a complex value.
    public func complexDisplayText(significantDigits: Int) -> String? {
        guard let imaginary = displayedImaginaryPart, let number = try? operandValue() else { return nil }
        return arithmetic.complexText(
            number.value, imaginary, isExact: number.isExact, angle: angleUnit,
            formatter: DisplayFormatter(significantDigits: max(1, significantDigits)))
    }
}

extension Calculator.Arithmetic {
    // MARK: Complex values

    /// `number` as a complex value (a real number has imaginary part 0).
    func complexValue(_ number: Number) -> ComplexValue<Value> {
        ComplexValue(real: number.value, imaginary: number.imaginary ?? zero)
    }

    /// The number a complex result of a function or of another operation (xʸ, ʸ√x, r∠θ) is: a part is
    /// residue, and shown as 0 as a real residue is, when it is negligible (within the cancellation rule's
    /// 2^(8−P)) beside the other part, or, when the other part is 0, beside the operands' largest part or
    /// 1, whichever is smaller (so cosh(1e150i) keeps its cos 1e150 = 0.99977…), and rounding
    /// noise: moving some nonzero part of an operand by a relative 2^(8−P) moves it by at least its own
    /// size, as moving a cancelled sum's terms does. So e^(iπ) is −1 (sin of π moved is another 1e−16),
    /// cosh(iπ/2) is 0 and `1∠90` in degrees is i, while √(1e300+i) keeps its imaginary part 5e−151 and
    /// e^(1+1e−20i) its 2.7e−20 (each moves by a relative 2^(8−P) only). When the result's parts are
    /// each correctly rounded for the operands as given (one GNU MPC function), only an inexact part of an
    /// operand moves: an exact one carries no rounding error, and the computation added none beyond the
    /// last digit of each part, so `(1+1e20i)^2` keeps its `2e20i`. `evaluate` computes the operation
    /// again on moved operands. A zero imaginary part makes the result real.
    func complexResult(
        _ result: (value: ComplexValue<Value>, isExact: Bool, partsAreCorrectlyRounded: Bool), operands: [Number],
        evaluate: ([ComplexValue<Value>]) throws(ArithmeticError) -> ComplexValue<Value>
    ) -> Number {
        let (z, isExact) = (result.value, result.isExact)
        guard configuration.snapsCancellation, !isExact else {
            return complexNumber(
                z, realIsExact: isExact, imaginaryIsExact: isExact, realIsResidue: false, imaginaryIsResidue: false)
        }
        let values = operands.map(complexValue)
        // What a lone part is measured against: the largest part of an operand, but at most 1. A bounded
        // value such as cosh(1e150i) = cos 1e150 = 0.99977… is the key's value for the argument as given,
        // as the real cos 1e150 is; only a part near a zero (cosh(iπ/2) = 6e−17) is residue.
        var largest = zero
        for operand in values {
            for part in [operand.real, operand.imaginary] where backend.isLess(largest, than: backend.magnitude(part)) {
                largest = backend.magnitude(part)
            }
        }
        let one = backend.value(1)
        if backend.isLess(one, than: largest) { largest = one }
        // The operand parts that can carry noise into the result, and by how much each moves (the binary
        // exponent of its relative move): the inexact ones by 2^(8−P), and every part so when the
        // computation's own inner steps rounded (they round as if their operands had moved); an exact part
        // the backend's complex functions received rounded by 2^8 times that rounding.
        let inexactMove = 8 - backend.precision
        let movable = zip(operands, values).map { number, value in
            let exact = number.partsAreExact
            let settled = result.partsAreCorrectlyRounded
            func move(_ isExact: Bool, _ part: Value) -> Int? {
                guard settled, isExact else { return inexactMove }
                return backend.complexFunctionRounding(of: part).map { min($0 + 8, inexactMove) }
            }
            return (real: move(exact.real, value.real), imaginary: move(exact.imaginary, value.imaginary))
        }
        func isResidue(_ part: Value, beside other: Value, _ select: KeyPath<ComplexValue<Value>, Value>) -> Bool {
            let reference = backend.isZero(other) ? largest : other
            return !backend.isZero(part) && backend.isCancellation(part, reference, reference)
                && isNoise(part, select, operands: values, movable: movable, evaluate: evaluate)
        }
        return complexNumber(
            z, realIsExact: false, imaginaryIsExact: false,
            realIsResidue: isResidue(z.real, beside: z.imaginary, \.real),
            imaginaryIsResidue: isResidue(z.imaginary, beside: z.real, \.imaginary))
    }

    /// Whether `part` (the `select` part of the result of `evaluate` on `operands`) moves by at least its
    /// own size when one nonzero `movable` part of one operand moves by its relative 2^e (2^(8−P) for an inexact part); an operation
    /// that fails on the moved operands counts as moving it.
    private func isNoise(
        _ part: Value, _ select: KeyPath<ComplexValue<Value>, Value>, operands: [ComplexValue<Value>],
        movable: [(real: Int?, imaginary: Int?)],
        evaluate: ([ComplexValue<Value>]) throws(ArithmeticError) -> ComplexValue<Value>
    ) -> Bool {
        let size = backend.magnitude(part)
        for index in operands.indices {
            for (component, canMove) in [
                (\ComplexValue<Value>.real, movable[index].real), (\.imaginary, movable[index].imaginary),
            ] {
                let value = operands[index][keyPath: component]
                guard let exponent = canMove, !backend.isZero(value) else { continue }
                var moved = operands
                moved[index][keyPath: component] = backend.sum(
                    value, backend.scaled(value, byPowerOfTwo: exponent))
                guard let result = try? evaluate(moved) else { return true }
                let change = backend.magnitude(backend.difference(result[keyPath: select], part))
                if !backend.isLess(change, than: size) { return true }
            }
        }
        return false
    }

    /// The number of parts `z`: a residue part is 0 (a zero as inexact as the part), a zero imaginary part
    /// makes it real, and a zero real part beside an imaginary one is +0.
    func complexNumber(
        _ z: ComplexValue<Value>, realIsExact: Bool, imaginaryIsExact: Bool, realIsResidue: Bool,
        imaginaryIsResidue: Bool
    ) -> Number {
        var re = z.real
        var im = z.imaginary
        if realIsResidue { re = backend.difference(re, re) }
        if imaginaryIsResidue { im = backend.difference(im, im) }
        if backend.isZero(im) { return Number(value: re, isExact: realIsExact && imaginaryIsExact) }
        // A zero real part is +0: `-0` is never shown before an imaginary part.
        if backend.isZero(re) { re = zero }
        return Number(value: re, isExact: realIsExact, imaginary: im, imaginaryIsExact: imaginaryIsExact)
    }

    /// Whether a part of a sum or product is residue: inexact, and negligible beside the two terms it was
    /// computed from (the real cancellation rule, part by part: `(1e300+i)×2` keeps its imaginary part 2,
    /// which is no cancellation, however small beside the real part).
    func isResidue(_ part: Value, isExact: Bool, terms a: Value, _ b: Value) -> Bool {
        configuration.snapsCancellation && !isExact && !backend.isZero(part) && backend.isCancellation(part, a, b)
    }

    /// `a op b` on complex values (either operand complex, `∠`, or a real result that leaves the reals
    /// with complex results on).
    func complexCombine(_ op: BinaryOperation, _ a: Number, _ b: Number, angle: AngleUnit) throws(ArithmeticError)
        -> Number
    {
        if op == .add || op == .subtract { return try complexSum(op, a, b, angle: angle) }
        if op == .multiply || op == .divide { return try complexProduct(op, a, b, angle: angle) }
        let exactOperands = a.isExact && b.isExact
        let result = try backend.complexApply(
            op, complexValue(a), complexValue(b), angle: angle, exactOperands: exactOperands)
        return complexResult(result, operands: [a, b]) {
            operands throws(ArithmeticError) in
            try backend.complexApply(op, operands[0], operands[1], angle: angle, exactOperands: false).value
        }
    }

    /// a ± b, whose parts are two real sums (the complex sum is exactly that), each as exact as its own
    /// operands and rounding allow (`1e300 + i` keeps its exact imaginary part 1) and each residue by the
    /// real cancellation rule on its own terms. The value is the backend's.
    func complexSum(_ op: BinaryOperation, _ a: Number, _ b: Number, angle: AngleUnit) throws(ArithmeticError)
        -> Number
    {
        let (x, y) = (complexValue(a), complexValue(b))
        let result = try backend.complexApply(op, x, y, angle: angle, exactOperands: a.isExact && b.isExact)
        let (aParts, bParts) = (a.partsAreExact, b.partsAreExact)
        func isExact(_ x: Value, _ xIsExact: Bool, _ y: Value, _ yIsExact: Bool) -> Bool {
            xIsExact && yIsExact && backend.applyReportingExactness(op, x, y).isExact
        }
        let realIsExact = result.isExact || isExact(x.real, aParts.real, y.real, bParts.real)
        let imaginaryIsExact =
            result.isExact || isExact(x.imaginary, aParts.imaginary, y.imaginary, bParts.imaginary)
        return complexNumber(
            result.value, realIsExact: realIsExact, imaginaryIsExact: imaginaryIsExact,
            realIsResidue: isResidue(result.value.real, isExact: realIsExact, terms: x.real, y.real),
            imaginaryIsResidue: isResidue(
                result.value.imaginary, isExact: imaginaryIsExact, terms: x.imaginary, y.imaginary))
    }

    /// a × b and a ÷ b. The parts of a × b are differences and sums of two products (ac − bd and ad + bc
    /// for (a + bi)(c + di)), of a ÷ b those of a × conj(b) over |b|²: each part is residue by the real
    /// cancellation rule on its own two terms, and exact where its terms are (a product with an exact 0
    /// factor is an exact 0), so `(1e300+i)×2` is `2e300+2i` and `(1e300+i)×i` is `-1+1e300i`. The value is
    /// the backend's (MPC's, correctly rounded, on MPFR).
    func complexProduct(_ op: BinaryOperation, _ a: Number, _ b: Number, angle: AngleUnit)
        throws(ArithmeticError) -> Number
    {
        let (x, y) = (complexValue(a), complexValue(b))
        let result = try backend.complexApply(op, x, y, angle: angle, exactOperands: a.isExact && b.isExact)
        let z = result.value
        if result.isExact {
            return complexNumber(
                z, realIsExact: true, imaginaryIsExact: true, realIsResidue: false, imaginaryIsResidue: false)
        }
        let (aParts, bParts) = (a.partsAreExact, b.partsAreExact)
        let divides = op == .divide
        // Re = pc − qd, Im = pd + qc, each product computed once with whether it is exact. The factors:
        // x and y for ×; for ÷, x/|y| and conj(y)/|y| (the terms over |y|², computed without squaring |y|,
        // which could overflow where the quotient does not), whose products are never counted exact (a
        // quotient's parts are exact only by a real divisor, below).
        let (pc, qd, pd, qc): (Term, Term, Term, Term)
        if divides {
            // |y| is beyond the largest finite value where the quotient is not (`1/(1.3e308+1.3e308i)` on
            // Double): the same terms from x and y scaled by 2⁻⁶⁴, exactly.
            let scale = { (z: ComplexValue<Value>) in
                ComplexValue(
                    real: backend.scaled(z.real, byPowerOfTwo: -64),
                    imaginary: backend.scaled(z.imaginary, byPowerOfTwo: -64))
            }
            var (x, y) = (x, y)
            let size: Value
            do throws(ArithmeticError) {
                size = try backend.complexApply(.abs, to: y, angle: angle, exactArgument: false).value.real
            } catch .overflow {
                (x, y) = (scale(x), scale(y))
                size = try backend.complexApply(.abs, to: y, angle: angle, exactArgument: false).value.real
            }
            let (c, d) = (backend.quotient(y.real, size), backend.negation(backend.quotient(y.imaginary, size)))
            let (p, q) = (backend.quotient(x.real, size), backend.quotient(x.imaginary, size))
            (pc, qd) = ((backend.product(p, c), false), (backend.product(q, d), false))
            (pd, qc) = ((backend.product(p, d), false), (backend.product(q, c), false))
        } else {
            pc = term(x.real, aParts.real, y.real, bParts.real)
            qd = term(x.imaginary, aParts.imaginary, y.imaginary, bParts.imaginary)
            pd = term(x.real, aParts.real, y.imaginary, bParts.imaginary)
            qc = term(x.imaginary, aParts.imaginary, y.real, bParts.real)
        }
        var realIsExact = false
        var imaginaryIsExact = false
        if !divides {
            realIsExact =
                pc.isExact && qd.isExact && backend.applyReportingExactness(.subtract, pc.value, qd.value).isExact
            imaginaryIsExact =
                pd.isExact && qc.isExact && backend.applyReportingExactness(.add, pd.value, qc.value).isExact
        } else if b.imaginary == nil, bParts.real {
            realIsExact = aParts.real && backend.applyReportingExactness(.divide, x.real, y.real).isExact
            imaginaryIsExact =
                aParts.imaginary && backend.applyReportingExactness(.divide, x.imaginary, y.real).isExact
        }
        return complexNumber(
            z, realIsExact: realIsExact, imaginaryIsExact: imaginaryIsExact,
            realIsResidue: isResidue(z.real, isExact: realIsExact, terms: pc.value, qd.value),
            imaginaryIsResidue: isResidue(z.imaginary, isExact: imaginaryIsExact, terms: pd.value, qc.value))
    }

    /// A product of two parts and whether it is exact.
    private typealias Term = (value: Value, isExact: Bool)

    /// The product x·y, exact when both factors are exact and it does not round, or when a factor is an
    /// exact 0 (then the product is 0).
    private func term(_ x: Value, _ xIsExact: Bool, _ y: Value, _ yIsExact: Bool) -> Term {
        if (xIsExact && backend.isZero(x)) || (yIsExact && backend.isZero(y)) { return (zero, true) }
        let product = backend.applyReportingExactness(.multiply, x, y)
        return (product.value, xIsExact && yIsExact && product.isExact)
    }

    /// f(x) on a complex value (x complex, a complex key, or a real result that leaves the reals with
    /// complex results on).
    func complexFunction(_ f: UnaryFunction, _ x: Number, angle: AngleUnit) throws(ArithmeticError) -> Number {
        var x = x
        if x.partsAreExact.real {
            // Whole turns off an exact real part (in degrees or gradians), which changes no value: the
            // residue rule then moves the angle the function rounds (sin(4749890231992320 + 10⁻²⁰i) keeps
            // its 1.7·10⁻²²i).
            x.value = backend.reducingWholeTurns(complexValue(x), of: f, angle: angle).real
        }
        let z = complexValue(x)
        // In degrees and gradians the trigonometric functions reduce the real part exactly first.
        func apply(_ z: ComplexValue<Value>, exactArgument: Bool) throws(ArithmeticError) -> (
            value: ComplexValue<Value>, isExact: Bool, partsAreCorrectlyRounded: Bool
        ) {
            if let reduced = try backend.complexApplyReducingTurns(f, to: z, angle: angle, exactArgument: exactArgument)
            {
                return reduced
            }
            return try backend.complexApply(f, to: z, angle: angle, exactArgument: exactArgument)
        }
        let result = try apply(z, exactArgument: x.isExact)
        // The keys that take parts apart keep each part's own exactness: im(1e300+i) is an exact 1.
        let parts = x.partsAreExact
        let realIsExact = f == .realPart ? parts.real : f == .imaginaryPart ? parts.imaginary : nil
        if let realIsExact { return Number(value: result.value.real, isExact: realIsExact) }
        if f == .conjugate {
            return complexNumber(
                result.value, realIsExact: parts.real, imaginaryIsExact: parts.imaginary, realIsResidue: false,
                imaginaryIsResidue: false)
        }
        return complexResult(result, operands: [x]) { operands throws(ArithmeticError) in
            try apply(operands[0], exactArgument: false).value
        }
    }

    /// −x, both parts.
    func negated(_ x: Number) -> Number {
        guard let imaginary = x.imaginary else { return Number(value: backend.negation(x.value), isExact: x.isExact) }
        let parts = x.partsAreExact
        return Number(
            value: backend.negation(x.value), isExact: parts.real, imaginary: backend.negation(imaginary),
            imaginaryIsExact: parts.imaginary)
    }

    /// The imaginary unit, or why the backend has none (the verified backends).
    func imaginaryUnit() throws(ArithmeticError) -> Number {
        let unit = try backend.imaginaryUnit()
        return Number(value: unit.real, isExact: true, imaginary: unit.imaginary)
    }

    /// The display text of a number: a real one as always, a complex one as ``ComplexForm`` says.
    @inline(__always)
    func text(of number: Number, angle: AngleUnit) -> String {
        guard let imaginary = number.imaginary else { return formatter.string(for: number.value, backend: backend) }
        return complexText(number.value, imaginary, isExact: number.isExact, angle: angle)
    }

    /// `a+bi` (`2i`, `-i`, `1.5-0.5i`) or `r∠θ`, each part by the display's rules (with `formatter`'s
    /// digits: the display's by default).
    func complexText(
        _ re: Value, _ im: Value, isExact: Bool, angle: AngleUnit, formatter: DisplayFormatter? = nil
    ) -> String {
        let formatter = formatter ?? self.formatter
        switch configuration.complexForm {
        case .rectangular:
            let imaginaryText = formatter.string(for: backend.magnitude(im), backend: backend)
            let coefficient = imaginaryText == "1" ? "" : imaginaryText
            let negative = backend.hasNegativeSign(im)
            if backend.isZero(re) { return (negative ? "-" : "") + coefficient + "i" }
            return formatter.string(for: re, backend: backend) + (negative ? "-" : "+") + coefficient + "i"
        case .polar:
            let z = ComplexValue(real: re, imaginary: im)
            guard let r = try? backend.complexApply(.abs, to: z, angle: angle, exactArgument: isExact),
                let theta = try? backend.complexApply(.argument, to: z, angle: angle, exactArgument: isExact)
            else { return "Error" }
            return formatter.string(for: r.value.real, backend: backend) + "∠"
                + formatter.string(for: theta.value.real, backend: backend)
        }
    }
}
