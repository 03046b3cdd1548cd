import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// Settings are checked where they are made or changed: no public property lets an invalid setting
/// through to `makeCalculator()`, and nothing a user can set goes through `try!` (issue 24).
@Suite struct SettingsCannotTrapTests {
    #if MPFR
        /// The trial's `s.precision = 1; s.makeCalculator()` trapped in `try!`: the precision is now
        /// changed by a throwing method that leaves the settings as they were.
        @Test func aPrecisionOutOfRangeIsAnErrorWhereItIsSet() throws {
            var settings = try EngineSettings(backend: .mpfr)
            let error = #expect(throws: EngineSettings.InvalidSetting.self) { try settings.set(precision: 1) }
            #expect(error?.description == "precision: 1 is out of range (2...16777216 bits)")
            #expect(settings == (try EngineSettings(backend: .mpfr)))
            #expect(settings.makeCalculator().display == "0")
            try settings.set(precision: 128)
            #expect(settings.precision == 128 && settings.digits == 38)
            try settings.set(precision: 64, digits: 19)
            #expect(settings.makeCalculator().settings == settings)
        }

        @Test func verificationIsCheckedWhenTurnedOnOrOff() throws {
            var settings = try EngineSettings(backend: .mpfr, precision: 64)
            try settings.set(verifiesDigits: true)
            try settings.set(digits: 50)
            #expect(settings.verifiesDigits && settings.digits == 50)
            // Without verification, 64 bits cannot show 50 digits.
            #expect(throws: EngineSettings.InvalidSetting.self) { try settings.set(verifiesDigits: false) }
            #expect(settings.verifiesDigits)
            var double = try EngineSettings(backend: .double)
            let error = #expect(throws: EngineSettings.InvalidSetting.self) { try double.set(verifiesDigits: true) }
            #expect(error?.setting == .verifiesDigits)
        }
    #endif

    /// The trial's `digits = 500` on Double showed 54 digits although the README calls more digits than
    /// the precision can show an error: it is one, where it is set.
    @Test func tooManyDigitsOnDoubleIsAnError() throws {
        var settings = try EngineSettings(backend: .double)
        let error = #expect(throws: EngineSettings.InvalidSetting.self) { try settings.set(digits: 500) }
        #expect(error?.description == "digits: 500 is more than 53 bits can show (1...17)")
        #expect(settings.digits == 15)
        try settings.set(digits: 10)
        #expect(settings.makeCalculator().displayDigits == 10)
    }

    /// `CalculatorConfiguration` applies the same rule to its digits, and has no unchecked setter.
    @Test func configurationDigitsAreCheckedWhenChanged() throws {
        var configuration = CalculatorConfiguration(backend: DoubleBackend())
        let error = #expect(throws: EngineSettings.InvalidSetting.self) { try configuration.setDisplayDigits(500) }
        #expect(error?.description == "digits: 500 is more than 53 bits can show (1...17)")
        #expect(configuration.displayDigits == 15)
        try configuration.setEntryDigits(9)
        #expect(throws: EngineSettings.InvalidSetting.self) { try configuration.setDisplayDigits(8) }
        try configuration.setDisplayDigits(12)
        #expect(configuration.displayDigits == 12 && configuration.entryDigitLimit == 9)
    }

    /// The defaults need no `try`.
    @Test func theStandardSettingsAreTheDefaults() throws {
        #expect(EngineSettings.standard == (try EngineSettings()))
    }

    /// No `try!` anywhere in the sources: what it would stop on could come from a user.
    @Test func noSourceUsesTryBang() throws {
        let sources = TestEnvironment.repositoryRoot.appendingPathComponent("Sources")
        var offenders: [String] = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("try!") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                offenders.append("\(url.lastPathComponent):\(number + 1)")
            }
        }
        #expect(offenders == [], "try! in \(offenders)")
    }
}
