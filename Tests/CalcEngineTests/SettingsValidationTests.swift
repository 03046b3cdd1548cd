import CalcEngine
import Testing

/// `EngineSettings` and `CalculatorConfiguration` check the digits shown by one rule
/// (`EngineSettings.InvalidSetting.checkedDigits`): the same digits are accepted and refused with the
/// same message by both.
@Suite struct SettingsValidationTests {
    /// The error each gives for `digits`, or nil when it accepts them.
    static func errors<Backend: NumericBackend>(
        digits: Int, backend: Backend, settings: (Int) throws(EngineSettings.InvalidSetting) -> EngineSettings
    ) -> (settings: EngineSettings.InvalidSetting?, configuration: EngineSettings.InvalidSetting?) {
        var fromSettings: EngineSettings.InvalidSetting?
        var fromConfiguration: EngineSettings.InvalidSetting?
        do { _ = try settings(digits) } catch { fromSettings = error }
        do { _ = try CalculatorConfiguration(backend: backend, displayDigits: digits) } catch {
            fromConfiguration = error
        }
        return (fromSettings, fromConfiguration)
    }

    @Test(arguments: [-5, 0, 1, 15, 17, 18, 1000])
    func doubleDigits(digits: Int) {
        let (settings, configuration) = Self.errors(digits: digits, backend: DoubleBackend()) {
            (d) throws(EngineSettings.InvalidSetting) in try EngineSettings(backend: .double, digits: d)
        }
        #expect(settings == configuration)
        #expect((settings == nil) == (1...17).contains(digits))
        if digits == 18 { #expect(settings?.description == "digits: 18 is more than 53 bits can show (1...17)") }
        if digits == 0 { #expect(settings?.description == "digits: 0 is out of range (1...17)") }
    }

    #if MPFR
        @Test(arguments: [0, 1, 38, 40, 41, 100])
        func mpfrDigits(digits: Int) throws {
            let backend = try MPFRBackend(precision: 128)
            let (settings, configuration) = Self.errors(digits: digits, backend: backend) {
                (d) throws(EngineSettings.InvalidSetting) in
                try EngineSettings(backend: .mpfr, precision: 128, digits: d)
            }
            #expect(settings == configuration)
            #expect((settings == nil) == (1...40).contains(digits))
        }
    #endif
}
