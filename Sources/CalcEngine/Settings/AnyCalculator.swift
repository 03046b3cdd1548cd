/// A calculator whose backend is chosen at run time (from ``EngineSettings``).
///
/// Holds one concrete ``Calculator`` and forwards to it; keys are pressed in place (no copy of the
/// calculator's state per key).
public struct AnyCalculator: Sendable {
    private var double: Calculator<DoubleBackend>?
    private var mpfr: Calculator<MPFRBackend>?
    private var exact: Calculator<ExactBackend>?
    private var verified: Calculator<VerifiedBackend>?
    private var verifiedExact: Calculator<VerifiedExactBackend>?

    /// Wraps a calculator on ``DoubleBackend``.
    public init(_ calculator: Calculator<DoubleBackend>) { double = calculator }

    /// Wraps a calculator on ``MPFRBackend`` (standard or IEEE mode).
    public init(_ calculator: Calculator<MPFRBackend>) { mpfr = calculator }

    /// Wraps a calculator on ``ExactBackend``.
    public init(_ calculator: Calculator<ExactBackend>) { exact = calculator }

    /// Wraps a calculator on ``VerifiedBackend``.
    public init(_ calculator: Calculator<VerifiedBackend>) { verified = calculator }

    /// Wraps a calculator on ``VerifiedExactBackend``.
    public init(_ calculator: Calculator<VerifiedExactBackend>) { verifiedExact = calculator }

    /// Presses one key.
    public mutating func press(_ key: Key) {
        double?.press(key)
        mpfr?.press(key)
        exact?.press(key)
        verified?.press(key)
        verifiedExact?.press(key)
    }

    /// Returns to the state the calculator was created in (``Calculator/reset()``).
    public mutating func reset() {
        double?.reset()
        mpfr?.reset()
        exact?.reset()
        verified?.reset()
        verifiedExact?.reset()
    }

    /// Presses every key of `script` and returns the display after each key.
    @discardableResult
    public mutating func run(_ script: KeyScript) -> [String] {
        if double != nil { return double!.run(script) }
        if exact != nil { return exact!.run(script) }
        if verified != nil { return verified!.run(script) }
        if verifiedExact != nil { return verifiedExact!.run(script) }
        return mpfr!.run(script)
    }

    /// Presses every key of `script` and returns the final display only.
    public mutating func evaluate(_ script: KeyScript) -> String {
        if double != nil {
            double!.press(script.keys)
            return double!.display
        }
        if exact != nil {
            exact!.press(script.keys)
            return exact!.display
        }
        if verified != nil {
            verified!.press(script.keys)
            return verified!.display
        }
        if verifiedExact != nil {
            verifiedExact!.press(script.keys)
            return verifiedExact!.display
        }
        mpfr!.press(script.keys)
        return mpfr!.display
    }

    /// The text on the display.
    public var display: String { double?.display ?? exact?.display ?? verified?.display ?? verifiedExact?.display ?? mpfr!.display }

    /// Whether the display shows `Error`.
    public var isError: Bool { double?.isError ?? exact?.isError ?? verified?.isError ?? verifiedExact?.isError ?? mpfr!.isError }

    /// Whether the display shows the exact value (only the exact backend knows; false otherwise).
    public var isDisplayExact: Bool {
        double?.isDisplayExact ?? exact?.isDisplayExact ?? verified?.isDisplayExact ?? verifiedExact?.isDisplayExact
            ?? mpfr!.isDisplayExact
    }

    /// Whether the displayed digits could not all be verified (only with verified digits; false otherwise).
    public var isDisplayApproximate: Bool {
        verified?.isDisplayApproximate ?? verifiedExact?.isDisplayApproximate ?? false
    }
}
