import CalcEngine
import CalcPresentation
import Foundation
import Testing

/// Presentation values an app sets from geometry or saved preferences: a value below its least is taken
/// as the least when set, and refused with an error when decoded; none traps or hangs. (A grouping size
/// of 0 made the fitter loop until memory ran out; a width or a digit count of 0 trapped.)
@Suite struct OutOfRangeSettingsTests {
    @Test func aGroupingSizeBelowOneIsOne() {
        var symbols = DisplaySymbols(locale: Locale(identifier: "en_US"))
        symbols.groupingSize = 0
        #expect(symbols.groupingSize == 1)
        #expect(DisplaySymbols(decimalSeparator: ".", groupingSeparator: ",", groupingSize: -3).groupingSize == 1)
        let fitter = DisplayFitter(maximumWidth: 16, symbols: symbols)
        #expect(fitter.text(forDisplay: "1234567", isEntry: false) == "1,2,3,4,5,6,7")
    }

    @Test func aWidthBelowOneIsOne() {
        var fitter = DisplayFitter(maximumWidth: 0)
        #expect(fitter.maximumWidth == 1)
        #expect(fitter.text(forDisplay: "7", isEntry: false) == "7")
        fitter.maximumWidth = -5
        #expect(fitter.maximumWidth == 1)
    }

    @Test func fewerThanOneSignificantDigitIsOne() {
        var formatter = DisplayFormatter(significantDigits: 0)
        #expect(formatter.significantDigits == 1)
        formatter.significantDigits = -1
        #expect(formatter.significantDigits == 1)
        #expect(formatter.string(for: 2.0 / 3.0, backend: DoubleBackend()) == "0.7")
    }

    @Test func aSpanBelowOneIsOne() {
        var cell = KeypadCell(.pi, columnSpan: 0)
        #expect(cell.columnSpan == 1)
        cell.columnSpan = -4
        #expect(cell.columnSpan == 1)
    }

    /// Decoding refuses what setting would have corrected: a saved value is not silently changed.
    @Test func decodingRefusesValuesBelowTheLeast() throws {
        func refuses<T: Decodable>(_ type: T.Type, _ json: String) -> Bool {
            (try? JSONDecoder().decode(type, from: Data(json.utf8))) == nil
        }
        let symbols = String(decoding: try JSONEncoder().encode(DisplaySymbols.plain), as: UTF8.self)
        #expect(!refuses(DisplaySymbols.self, symbols))
        #expect(
            refuses(
                DisplaySymbols.self, symbols.replacingOccurrences(of: "\"groupingSize\":3", with: "\"groupingSize\":0"))
        )
        #expect(!refuses(DisplayFormatter.self, #"{"significantDigits":15}"#))
        #expect(refuses(DisplayFormatter.self, #"{"significantDigits":0}"#))
        let cell = String(decoding: try JSONEncoder().encode(KeypadCell(.pi)), as: UTF8.self)
        #expect(!refuses(KeypadCell.self, cell))
        #expect(refuses(KeypadCell.self, cell.replacingOccurrences(of: "\"columnSpan\":1", with: "\"columnSpan\":-4")))
        let keypad = String(decoding: try JSONEncoder().encode(Keypad.portrait(KeypadState())), as: UTF8.self)
        #expect(!refuses(Keypad.self, keypad))
        #expect(refuses(Keypad.self, keypad.replacingOccurrences(of: "\"columns\":4", with: "\"columns\":5")))
        let huge = cell.replacingOccurrences(of: "\"columnSpan\":1", with: "\"columnSpan\":\(Int.max)")
        #expect(refuses(Keypad.self, #"{"columns":4,"rows":[[\#(huge),\#(huge)]]}"#))
    }
}
