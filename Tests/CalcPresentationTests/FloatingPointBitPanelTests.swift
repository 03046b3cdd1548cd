import CalcEngine
import CalcTestSupport
import Testing

@testable import CalcPresentation

/// The IEEE 754 bit view: fields, toggling, and the exact keys that enter a pattern on every backend.
@Suite struct FloatingPointBitPanelTests {
    @Test func fieldsOfOne() {
        let one = FloatingPointBitPanel(1, format: .binary64)
        #expect(one.text == "0 01111111111 " + String(repeating: "0", count: 52))
        #expect(one.cells.count == 64)
        #expect(one.cells.first?.field == .sign && one.cells[1].field == .exponent && one.cells[12].field == .fraction)
        #expect(one.cells.filter { $0.field == .exponent }.count == 11)
        #expect(one.cells[1].accessibilityLabel == "exponent bit 62, 0")
        let single = FloatingPointBitPanel(0.1, format: .binary32)
        #expect(single.pattern == 0x3DCC_CCCD)
        #expect(single.text == "0 01111011 10011001100110011001101")
        #expect(single.value == Double(Float(0.1)))
    }

    @Test func togglingABitEntersItsNumber() {
        let one = FloatingPointBitPanel(1, format: .binary64)
        #expect(one.toggling(bit: 63).value == -1)
        #expect(one.toggling(bit: 63).key == .literal(NumberLiteral("-1")!))
        #expect(one.toggling(bit: 52).value == 0.5)
        #expect(one.toggling(bit: 0).value == 1.0000000000000002)
        #expect(one.toggling(bit: 64) == one, "no such bit")
        // All exponent bits set: an infinity or a NaN, which have no key.
        var infinity = FloatingPointBitPanel(0, format: .binary64)
        for bit in 52..<63 { infinity = infinity.toggling(bit: bit) }
        #expect(infinity.value == .infinity)
        #expect(infinity.key == nil)
        #expect(FloatingPointBitPanel(.infinity, format: .binary64).key == nil)
        #expect(FloatingPointBitPanel(.nan, format: .binary32).key == nil)
    }

    @Test func exactDecimals() {
        #expect(FloatingPointBitPanel.exactDecimal(0.1) == "0.1000000000000000055511151231257827021181583404541015625")
        #expect(FloatingPointBitPanel.exactDecimal(0x1p70) == "1180591620717411303424")
        #expect(FloatingPointBitPanel.exactDecimal(-2.5) == "-2.5")
        #expect(FloatingPointBitPanel.exactDecimal(-0.0) == "-0")
        let tiny = FloatingPointBitPanel.exactDecimal(.leastNonzeroMagnitude)
        #expect(tiny.hasPrefix("0." + String(repeating: "0", count: 323) + "49406564584124654417656879286"))
        #expect(tiny.hasSuffix("2506419718265533447265625"))
        #expect(tiny.count == 2 + 323 + 751)
    }

    /// Every finite double reads back from its exact decimal (Swift's `Double(String)` rounds correctly).
    @Test func exactDecimalsReadBack() {
        let seed = TestEnvironment.seed ^ 0xF10A7
        print("FloatingPointBitPanelTests seed: \(seed)")
        var random = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let x = Double(bitPattern: random.next())
            guard x.isFinite else { continue }
            let text = FloatingPointBitPanel.exactDecimal(x)
            #expect(Double(Substring(text))?.bitPattern == x.bitPattern, "\(x.bitPattern)")
        }
    }

    @Test(arguments: [BackendKind.double, .mpfr, .mpfrIEEE])
    func theCalculatorHoldsTheToggledPattern(_ backend: BackendKind) throws {
        var calculator = try EngineSettings(backend: backend).makeCalculator()
        calculator.press(try KeyScript(parsing: "0 . 1").keys)
        let panel = try #require(FloatingPointBitPanel(calculator: calculator, format: .binary64))
        #expect(panel.pattern == (0.1).bitPattern)
        let toggled = panel.toggling(bit: 0)
        calculator.press(try #require(toggled.key))
        let after = try #require(FloatingPointBitPanel(calculator: calculator, format: .binary64))
        #expect(after.pattern == (0.1).bitPattern ^ 1)
        if backend == .double { #expect(calculator.isValueExact == true) }
    }

    @Test func noPanelInProgrammerModeOrOnError() throws {
        var settings = EngineSettings.standard
        settings.programmer = WordFormat()
        #expect(FloatingPointBitPanel(calculator: settings.makeCalculator(), format: .binary64) == nil)
        var calculator = try EngineSettings(backend: .double).makeCalculator()
        calculator.press(try KeyScript(parsing: "1 / 0 =").keys)
        #expect(FloatingPointBitPanel(calculator: calculator, format: .binary64) == nil)
    }
}
