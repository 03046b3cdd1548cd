/// The calculator options that command-line front ends share (calc-eval and calc): `--backend`,
/// `--precision`, `--digits`, `--ieee`, `--mode`, `--angle`, `--no-snap`, `--seed`, `--correct-digits`.
///
/// A front end hands each option it does not know itself to ``take(_:value:)``, then resolves the
/// collected options with ``settings()``. Every message names the option and what it accepts.
public struct EngineOptions: Sendable {
    /// `--backend`, when given.
    public var backend: BackendKind?
    /// `--precision`, when given.
    public var precision: Int?
    /// `--digits`, when given.
    public var digits: Int?
    /// `--ieee`.
    public var ieee = false
    /// `--mode` (precedence by default).
    public var mode = CalculationMode.precedence
    /// `--angle` (degrees by default).
    public var angleUnit = AngleUnit.degrees
    /// Off with `--no-snap`.
    public var snapsCancellation = true
    /// `--seed`.
    public var randomSeed: UInt64 = 0
    /// `--correct-digits`.
    public var verifiesDigits = false

    /// No options given yet.
    public init() {}

    /// A bad option value: `--precision: 0 is out of range (2...16777216 bits)`.
    public struct UsageError: Error, Sendable, CustomStringConvertible {
        /// The message, naming the option.
        public var description: String
        /// An error with this message.
        public init(_ description: String) { self.description = description }
    }

    /// The options among these that take no value.
    public static let flags: Set<String> = ["--ieee", "--no-snap", "--correct-digits"]

    /// Records option `name` if it is one of these; `value` reads its argument. False for other options.
    public mutating func take(_ name: String, value: () throws(UsageError) -> String) throws(UsageError) -> Bool {
        switch name {
        case "--backend":
            let text = try value()
            guard let kind = BackendKind(rawValue: text), kind != .mpfrIEEE else {
                throw UsageError("--backend: unknown backend '\(text)' (accepted: double, mpfr, exact)")
            }
            backend = kind
        case "--precision":
            let range = "\(MPFRBackend.precisionRange.lowerBound)...\(MPFRBackend.precisionRange.upperBound) bits"
            let n = try Self.integer(try value(), option: name, range: range)
            guard MPFRBackend.precisionRange.contains(n) else { throw UsageError("--precision: \(n) is out of range (\(range))") }
            precision = n
        case "--digits":
            // The range depends on the backend and precision: EngineSettings checks it.
            digits = try Self.integer(try value(), option: name, range: "1 or more")
        case "--ieee":
            ieee = true
        case "--mode":
            let text = try value()
            guard let m = CalculationMode(rawValue: text) else {
                throw UsageError("--mode: unknown mode '\(text)' (accepted: precedence, immediate)")
            }
            mode = m
        case "--angle":
            switch try value() {
            case "deg", "degrees": angleUnit = .degrees
            case "rad", "radians": angleUnit = .radians
            case let text: throw UsageError("--angle: unknown unit '\(text)' (accepted: deg, rad)")
            }
        case "--no-snap":
            snapsCancellation = false
        case "--seed":
            let text = try value()
            guard let n = UInt64(text) else { throw UsageError("--seed: '\(text)' is not a whole number (accepted: 0...\(UInt64.max))") }
            randomSeed = n
        case "--correct-digits":
            verifiesDigits = true
        default:
            return false
        }
        return true
    }

    /// The backend these options choose: IEEE mode with `--ieee`, else `--backend`, else `fallback`.
    public func backendKind(fallback: BackendKind = .mpfr) throws(UsageError) -> BackendKind {
        if ieee {
            if backend == .double || backend == .exact { throw UsageError("--ieee: only for the mpfr backend") }
            if precision != nil { throw UsageError("--ieee: cannot be combined with --precision (IEEE mode has 53 bits)") }
            return .mpfrIEEE
        }
        return backend ?? fallback
    }

    /// The settings for `kind` (by default the one ``backendKind(fallback:)`` chooses), validated.
    public func settings(for kind: BackendKind? = nil) throws(UsageError) -> EngineSettings {
        let kind: BackendKind = if let kind { kind } else { try backendKind() }
        if verifiesDigits && kind != .mpfr && kind != .exact {
            throw UsageError("--correct-digits: only for the mpfr and exact backends (not double or --ieee)")
        }
        do {
            var settings = try EngineSettings(backend: kind, precision: precision, digits: digits, mode: mode,
                                              angleUnit: angleUnit, snapsCancellation: snapsCancellation,
                                              randomSeed: randomSeed)
            settings.verifiesDigits = verifiesDigits
            return settings
        } catch {
            throw UsageError(error.description)
        }
    }

    private static func integer(_ text: String, option: String, range: String) throws(UsageError) -> Int {
        guard let n = Int(text) else { throw UsageError("\(option): '\(text)' is not a whole number (accepted: \(range))") }
        return n
    }
}
