import CalcEngine
import Testing

/// The engine's behaviour rules as tables (key sequence → display after each key), on every backend.
@Suite struct BehaviourTableTests {
    static let mpfr256 = try! MPFRBackend(precision: 256)

    @Test func commonRulesOnDouble() throws {
        try BehaviourTable("behaviour.check").check(.init(backend: DoubleBackend()), label: "double")
    }

    @Test func commonRulesOnMPFRIEEE() throws {
        try BehaviourTable("behaviour.check").check(.init(backend: MPFRBackend.ieeeBinary64), label: "mpfr-ieee")
    }

    @Test func commonRulesOnMPFR256() throws {
        try BehaviourTable("behaviour.check").check(.init(backend: Self.mpfr256, displayDigits: 15), label: "mpfr-256")
    }

    static let exact = try! ExactBackend(precision: 256)

    @Test func commonRulesOnExact() throws {
        try BehaviourTable("behaviour.check").check(.init(backend: Self.exact, displayDigits: 15), label: "exact")
    }

    @Test func wideRangeOnExact() throws {
        try BehaviourTable("mpfr-range.check").check(.init(backend: Self.exact, displayDigits: 15), label: "exact")
    }

    @Test func exactResults() throws {
        try BehaviourTable("exact.check").check(.init(backend: Self.exact, displayDigits: 15), label: "exact")
    }

    @Test func immediateModeOnEveryBackend() throws {
        let table = try BehaviourTable("immediate.check")
        try table.check(.init(backend: DoubleBackend(), mode: .immediate), label: "double")
        try table.check(.init(backend: MPFRBackend.ieeeBinary64, mode: .immediate), label: "mpfr-ieee")
        try table.check(.init(backend: Self.mpfr256, mode: .immediate, displayDigits: 15), label: "mpfr-256")
        try table.check(.init(backend: Self.exact, mode: .immediate, displayDigits: 15), label: "exact")
    }

    @Test func binary64RangeOnDoubleAndIEEEMode() throws {
        let table = try BehaviourTable("double-range.check")
        try table.check(.init(backend: DoubleBackend()), label: "double")
        try table.check(.init(backend: MPFRBackend.ieeeBinary64), label: "mpfr-ieee")
    }

    @Test func correctlyRoundedKeysOnDoubleAndIEEEMode() throws {
        let table = try BehaviourTable("correctly-rounded.check")
        try table.check(.init(backend: DoubleBackend()), label: "double")
        try table.check(.init(backend: MPFRBackend.ieeeBinary64), label: "mpfr-ieee")
    }

    @Test func standardRangeOnMPFR() throws {
        try BehaviourTable("mpfr-range.check").check(.init(backend: Self.mpfr256, displayDigits: 15), label: "mpfr-256")
    }

    /// Snapping at singular points on every backend (those that verify digits snap as their base backend
    /// does, though they do not apply the cancellation rule).
    @Test func snappingAtSingularPoints() throws {
        let table = try BehaviourTable("snap.check")
        try table.check(.init(backend: DoubleBackend()), label: "double")
        try table.check(.init(backend: MPFRBackend.ieeeBinary64), label: "mpfr-ieee")
        try table.check(.init(backend: Self.mpfr256, displayDigits: 15), label: "mpfr-256")
        try table.check(.init(backend: Self.exact, displayDigits: 15), label: "exact")
        for bits in [64, 256] {
            try table.check(.init(backend: try VerifiedBackend(precision: bits), displayDigits: 15), label: "verified")
            try table.check(
                .init(backend: try VerifiedExactBackend(precision: bits), displayDigits: 15), label: "exact-verified")
        }
    }

    @Test func cancellationRuleSwitchedOff() throws {
        let table = try BehaviourTable("no-snap.check")
        try table.check(.init(backend: DoubleBackend(), snapsCancellation: false), label: "double")
        try table.check(.init(backend: MPFRBackend.ieeeBinary64, snapsCancellation: false), label: "mpfr-ieee")
    }

    // MARK: A backend added outside the package

    /// binary32 shows 6 digits by default (⌊23·log₁₀2⌋).
    static let floatDigits = SignificantDigits(precision: 24).defaultCount

    /// Rows with short displays whose results still depend on precision or range on binary32.
    static let floatPrecisionDependent = [
        "1 EE 6 0 neg = inv": "1e-60 is below binary32's smallest subnormal (about 1.4e-45): 0, then 1/0",
        "1 EE 1 5 + 1 - 1 EE 1 5 =": "1e15 needs 35 bits: inexact in binary32, so the cancellation rule applies",
        "( 1 EE 1 5 + 1 ) - 1 EE 1 5 =": "1e15 is inexact in binary32",
        "1 EE 1 5 + 1 - * - 1 EE 1 5 =": "1e15 is inexact in binary32",
        "1 EE 1 5 = M+ 1 M+ 1 EE 1 5 = M- MR": "1e15 is inexact in binary32",
        "grad 1 EE 2 2 = sin": "1e22 is inexact in binary32, and the float nearest it is no multiple of 400",
    ]

    @Test func commonRulesOnFloat() throws {
        #expect(Self.floatDigits == 6)
        let table = try BehaviourTable("behaviour.check")
            .rows(showingAtMost: Self.floatDigits, precisionDependent: Self.floatPrecisionDependent)
        try table.check(.init(backend: FloatBackend()), label: "float")
    }

    @Test func immediateModeOnFloat() throws {
        let table = try BehaviourTable("immediate.check")
            .rows(showingAtMost: Self.floatDigits, precisionDependent: [:])
        try table.check(.init(backend: FloatBackend(), mode: .immediate), label: "float")
    }
}
