import CalcPresentation
import Testing

@testable import calc

/// The session routes keys to the engine and keeps backends in step.
struct CalculatorSessionTests {
    private func session(_ arguments: [String] = []) throws -> CalculatorSession {
        let options = try TerminalOptions.parse(arguments)
        return CalculatorSession(
            settings: options.settings, backend: options.backend,
            layout: options.layout, isComparing: options.isComparing)
    }

    @Test func switchingBackendReplaysTheKeys() throws {
        var session = try session(["--backend", "double"])
        for key in [Key.digit(.two), .memoryAdd, .function(.squareRoot), .radians] { session.perform(.press(key)) }
        #expect(session.calculator.snapshot.display == "1.4142135623731")
        session.perform(.switchBackend)
        #expect(session.backend == .mpfr)
        #expect(session.calculator.snapshot.display == "1.4142135623730950488016887242096980785696718753769")
        #expect(session.calculator.snapshot.hasMemory)
        #expect(session.calculator.snapshot.angleUnit == .radians)
        session.perform(.switchBackend)
        #expect(session.backend == .mpfrIEEE)
        #expect(session.calculator.snapshot.display == "1.4142135623731")
        session.perform(.switchBackend)
        #expect(session.backend == .exact)
        #expect(session.calculator.snapshot.display == "1.4142135623730950488016887242096980785696718753769")
        session.perform(.switchBackend)
        #expect(session.backend == .double)
    }

    @Test func exactBackend() throws {
        var session = try session(["--backend", "exact"])
        #expect(session.description(of: .exact) == "exact (mpfr 256 bits where irrational) · 50 digits")
        for key in [Key.digit(.one), .binary(.divide), .digit(.three), .binary(.multiply), .digit(.three), .equals] {
            session.perform(.press(key))
        }
        #expect(session.calculator.snapshot.display == "1")
        session.perform(.toggleCompare)
        #expect(session.comparisonBackend == .double)
        #expect(session.comparisonCalculator?.snapshot.display == "1")
    }

    @Test func comparisonPairsDoubleWithMPFR() throws {
        var session = try session(["--compare"])
        #expect(session.comparisonBackend == .double)
        session.perform(.press(.digit(.two)))
        session.perform(.press(.function(.squareRoot)))
        #expect(session.comparisonCalculator?.snapshot.display == "1.4142135623731")
        for _ in 0..<3 { session.perform(.switchBackend) }
        #expect(session.backend == .double)
        #expect(session.comparisonBackend == .mpfr)
        #expect(session.comparisonCalculator?.snapshot.display.count == 51)
        session.perform(.toggleCompare)
        #expect(session.comparisonCalculator == nil)
    }

    @Test func angleToggleAndLayout() throws {
        var session = try session()
        session.perform(.toggleAngleUnit)
        #expect(session.calculator.snapshot.angleUnit == .radians)
        session.perform(.toggleAngleUnit)
        #expect(session.calculator.snapshot.angleUnit == .gradians)
        session.perform(.toggleAngleUnit)
        #expect(session.calculator.snapshot.angleUnit == .degrees)
        #expect(session.keys == [.radians, .gradians, .degrees])
        session.perform(.toggleLayout)
        #expect(session.layout == .landscape)
        session.perform(.redraw)
        session.perform(.quit)
        #expect(session.keys.count == 3)
    }

    @Test func theKeysKeptStayBoundedOverManyCalculations() throws {
        var session = try session()
        let calculation = try KeyScript(parsing: "1 2 + 3 4 = AC").keys
        for _ in 0..<5_000 { for key in calculation { session.press(key) } }
        #expect(session.keys.isEmpty)
        for key in try KeyScript(parsing: "5 M+ AC 2 * 3").keys { session.press(key) }
        session.perform(.switchBackend)
        // The memory's calculation is kept, the one in progress replays on the new backend.
        #expect(session.calculator.display == "3")
        #expect(session.calculator.hasMemory)
        session.press(.equals)
        #expect(session.calculator.display == "6")
    }
}
