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
}

extension Calculator.Arithmetic {
    // MARK: Complex values

    /// `number` as a complex value (a real number has imaginary part 0).
    func complexValue(_ number: Number) -> ComplexValue<Value> {
        ComplexValue(real: number.value, imaginary: number.imaginary ?? zero)
    }

    /// The number a complex result is: a part that is residue beside the other (inexact, within the
    /// cancellation rule's 2^(8−P) of it) is 0, as a real residue is (e^(iπ) is −1); a zero imaginary part
    /// makes it real.
    func complexResult(_ z: ComplexValue<Value>, isExact: Bool) -> Number {
        complexResult(z, realIsExact: isExact, imaginaryIsExact: isExact)
    }

    /// ``complexResult(_:isExact:)`` with each part's exactness: only an inexact part can be residue.
    func complexResult(_ z: ComplexValue<Value>, realIsExact: Bool, imaginaryIsExact: Bool) -> Number {
        var re = z.real
        var im = z.imaginary
        if configuration.snapsCancellation {
            if !imaginaryIsExact, !backend.isZero(re), backend.isCancellation(im, re, re) {
                im = backend.difference(im, im)
            } else if !realIsExact, !backend.isZero(im), backend.isCancellation(re, im, im) {
                re = backend.difference(re, re)
            }
        }
        if backend.isZero(im) { return Number(value: re, isExact: realIsExact && imaginaryIsExact) }
        // A zero real part is +0: `-0` is never shown before an imaginary part.
        if backend.isZero(re) { re = zero }
        return Number(value: re, isExact: realIsExact, imaginary: im, imaginaryIsExact: imaginaryIsExact)
    }

    /// `a op b` on complex values (either operand complex, `∠`, or a real result that leaves the reals
    /// with complex results on).
    func complexCombine(_ op: BinaryOperation, _ a: Number, _ b: Number, angle: AngleUnit) throws(ArithmeticError)
        -> Number
    {
        if op == .add || op == .subtract { return try complexSum(op, a, b, angle: angle) }
        let result = try backend.complexApply(
            op, complexValue(a), complexValue(b), angle: angle, exactOperands: a.isExact && b.isExact)
        return complexResult(result.value, isExact: result.isExact)
    }

    /// a ± b, whose parts are two real sums (the complex sum is exactly that), each as exact as its own
    /// operands and rounding allow: `1e300 + i` keeps its exact imaginary part 1, which one exactness for
    /// both parts let the residue rule drop beside the inexact 1e300. The value is the backend's.
    func complexSum(_ op: BinaryOperation, _ a: Number, _ b: Number, angle: AngleUnit) throws(ArithmeticError)
        -> Number
    {
        let result = try backend.complexApply(
            op, complexValue(a), complexValue(b), angle: angle, exactOperands: a.isExact && b.isExact)
        let (aParts, bParts) = (a.partsAreExact, b.partsAreExact)
        func isExact(_ x: Value, _ xIsExact: Bool, _ y: Value, _ yIsExact: Bool) -> Bool {
            xIsExact && yIsExact && backend.applyReportingExactness(op, x, y).isExact
        }
        return complexResult(
            result.value,
            realIsExact: result.isExact || isExact(a.value, aParts.real, b.value, bParts.real),
            imaginaryIsExact: result.isExact
                || isExact(a.imaginary ?? zero, aParts.imaginary, b.imaginary ?? zero, bParts.imaginary))
    }

    /// f(x) on a complex value (x complex, a complex key, or a real result that leaves the reals with
    /// complex results on).
    func complexFunction(_ f: UnaryFunction, _ x: Number, angle: AngleUnit) throws(ArithmeticError) -> Number {
        let result = try backend.complexApply(f, to: complexValue(x), angle: angle, exactArgument: x.isExact)
        return complexResult(result.value, isExact: result.isExact)
    }

    /// −x, both parts.
    func negated(_ x: Number) -> Number {
        guard let imaginary = x.imaginary else { return Number(value: backend.negation(x.value), isExact: x.isExact) }
        let parts = x.partsAreExact
        return Number(
            value: backend.negation(x.value), isExact: parts.real, imaginary: backend.negation(imaginary),
            imaginaryIsExact: parts.imaginary)
    }

    /// The imaginary unit.
    var imaginaryUnit: Number {
        Number(value: zero, isExact: true, imaginary: backend.value(1))
    }

    /// The display text of a number: a real one as always, a complex one as ``ComplexForm`` says.
    @inline(__always)
    func text(of number: Number, angle: AngleUnit) -> String {
        guard let imaginary = number.imaginary else { return formatter.string(for: number.value, backend: backend) }
        return complexText(number.value, imaginary, isExact: number.isExact, angle: angle)
    }

    /// `a+bi` (`2i`, `-i`, `1.5-0.5i`) or `r∠θ`, each part by the display's rules.
    func complexText(_ re: Value, _ im: Value, isExact: Bool, angle: AngleUnit) -> String {
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
