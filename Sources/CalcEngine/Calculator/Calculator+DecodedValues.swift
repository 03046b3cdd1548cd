import Foundation

/// The checks a decoded value must pass before a calculator holds it: a saved document edited or
/// corrupted on disk must be refused, never trap later in a key (`MR` of an infinite memory, an operand
/// `nan`, an IEEE-mode value outside binary64's range that MPFR asserts on).
///
/// The backends decode their values without knowing where they will be used; these checks say what a
/// value must be for a calculator on `backend` to hold it: what a key can leave there.
extension Calculator {
    /// The precision a decoded backend may have: 2 bits (MPFR's least) through MPFR's largest, or
    /// binary64's 53 without MPFR.
    static var decodedPrecisionRange: ClosedRange<Int> {
        #if MPFR
            MPFRBackend.precisionRange
        #else
            2...16_777_216
        #endif
    }

    /// What makes a decoded value one that no key leaves in a calculator on this backend, or nil when it
    /// is fine: a value that is not finite, with another precision than the backend's, an IEEE-mode
    /// value that is not a binary64, or an exact rational wider than the exact backend keeps.
    func problem(withDecoded value: Backend.Value) -> String? {
        if let double = value as? Double {
            return double.isFinite ? nil : "the value \(double) is not finite"
        }
        #if MPFR
            if let mpfr = value as? MPFRValue {
                return problem(withDecodedMPFR: mpfr, ieee: (backend as? MPFRBackend)?.isIEEEMode ?? false)
            }
            if let exact = value as? ExactValue {
                switch exact {
                case .exact(let rational):
                    guard rational.bitWidth <= ExactBackend.maximumBits else {
                        return "an exact value of \(rational.bitWidth) bits (at most \(ExactBackend.maximumBits))"
                    }
                    return nil
                case .approximate(let approximation):
                    return problem(withDecodedMPFR: approximation, ieee: false)
                }
            }
        #endif
        return nil
    }

    #if MPFR
        /// What makes a decoded MPFR value one that no key leaves on this backend, or nil.
        private func problem(withDecodedMPFR value: MPFRValue, ieee: Bool) -> String? {
            guard value.isFinite else { return "the value \(value.description) is not finite" }
            guard value.precision == backend.precision else {
                return "a value of \(value.precision) bits on a backend of \(backend.precision)"
            }
            guard ieee, !value.isZero else { return nil }
            // IEEE mode holds binary64 values only: the value must be the double it rounds to (exactly,
            // so subnormals keep their fewer bits and nothing lies below or above binary64's range).
            let double = Double(value)
            guard double.isFinite, double != 0,
                let exact = MPFRValue(decimal: String(format: "%.800e", double), precision: 53), exact == value
            else { return "the value \(value.description) is not a binary64 number (IEEE mode)" }
            return nil
        }
    #endif

    /// The problem with the first of the calculator's values that fails ``problem(withDecoded:)``, or nil.
    func problemWithDecodedValues() -> String? {
        var numbers: [Number] = [memory]
        for state in [state] + (beforeOperator.map { [$0] } ?? []) {
            numbers.append(state.shown)
            for group in state.groups { numbers += group.map(\.operand) }
            if case .value(let number) = state.operand { numbers.append(number) }
            if let operand = state.lastOperator?.operand { numbers.append(operand) }
            if let operand = state.repeatOperation?.operand { numbers.append(operand) }
        }
        for number in numbers {
            if let problem = problem(withDecoded: number.value) { return problem }
        }
        return nil
    }
}
