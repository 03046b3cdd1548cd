/// A calculator whose backend is chosen at run time (from ``EngineSettings``).
public enum AnyCalculator: Sendable {
    /// A calculator on ``DoubleBackend``.
    case double(Calculator<DoubleBackend>)
    /// A calculator on ``MPFRBackend`` (standard or IEEE mode).
    case mpfr(Calculator<MPFRBackend>)

    /// Presses one key.
    public mutating func press(_ key: Key) {
        switch self {
        case .double(var c):
            c.press(key)
            self = .double(c)
        case .mpfr(var c):
            c.press(key)
            self = .mpfr(c)
        }
    }

    /// Presses every key of `script` and returns the display after each key.
    @discardableResult
    public mutating func run(_ script: KeyScript) -> [String] {
        switch self {
        case .double(var c):
            let displays = c.run(script)
            self = .double(c)
            return displays
        case .mpfr(var c):
            let displays = c.run(script)
            self = .mpfr(c)
            return displays
        }
    }

    /// Presses every key of `script` and returns the final display only.
    public mutating func evaluate(_ script: KeyScript) -> String {
        switch self {
        case .double(var c):
            c.press(script.keys)
            self = .double(c)
            return c.display
        case .mpfr(var c):
            c.press(script.keys)
            self = .mpfr(c)
            return c.display
        }
    }

    /// The text on the display.
    public var display: String {
        switch self {
        case .double(let c): c.display
        case .mpfr(let c): c.display
        }
    }

    /// Whether the display shows `Error`.
    public var isError: Bool {
        switch self {
        case .double(let c): c.isError
        case .mpfr(let c): c.isError
        }
    }
}
