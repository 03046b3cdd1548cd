/// The conversions that let a saved document move between a model on `AnyCalculator` and one on
/// `Calculator<B>` on the same backend.
extension AnyCalculator {
    /// Decodes the calculator saved by a model on a typed calculator, `Calculator<B>`, whose backend the
    /// document names (`double`, `mpfr`, `mpfr-ieee`, `exact`).
    ///
    /// - Throws: `DecodingError` for another name, or a calculator that does not decode on that backend.
    init<Key: CodingKey>(typedFormOf backend: String, from container: KeyedDecodingContainer<Key>, forKey key: Key)
        throws
    {
        switch BackendKind(rawValue: backend) {
        case .double:
            self.init(try container.decode(Calculator<DoubleBackend>.self, forKey: key))
        #if MPFR
            case .mpfr, .mpfrIEEE:
                self.init(try container.decode(Calculator<MPFRBackend>.self, forKey: key))
            case .exact:
                self.init(try container.decode(Calculator<ExactBackend>.self, forKey: key))
        #else
            case .mpfr, .mpfrIEEE, .exact:
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription: "the \(backend) backend is not in this build (built without MPFR: double only)")
        #endif
        case nil:
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription:
                    "unknown backend '\(KeyScriptError.visible(backend.prefix(40)))' (double, mpfr, mpfr-ieee, exact)")
        }
    }

    /// The calculator inside as `Engine` (`Calculator<DoubleBackend>`…), or nil when it is on another
    /// backend (or `Engine` is no calculator type).
    func typed<Engine>(as _: Engine.Type) -> Engine? {
        read(TypedAs<Engine>())
    }
}

/// The calculator read as `Engine`, or nil when it is not one.
private struct TypedAs<Engine>: CalculatorReading {
    func read<Backend>(_ calculator: Calculator<Backend>) -> Engine? { calculator as? Engine }
}
