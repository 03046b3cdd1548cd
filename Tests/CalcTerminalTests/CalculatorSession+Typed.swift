import CalcPresentation

@testable import calc

extension CalculatorSession {
    /// A session made from calc's command-line `options`, with `keys` typed on it as the keyboard types
    /// them (the programmer key map in programmer mode): what the screen tests draw.
    static func typed(_ options: [String] = [], keys: String = "") throws -> CalculatorSession {
        let options = try TerminalOptions.parse(options)
        var session = CalculatorSession(
            settings: options.settings, backend: options.backend,
            layout: options.layout, isComparing: options.isComparing)
        var decoder = KeystrokeDecoder()
        for keystroke in decoder.decode(Array(keys.utf8)) {
            let command =
                session.calculator.wordFormat == nil
                ? KeyMap.command(for: keystroke) : ProgrammerKeyMap.command(for: keystroke)
            if let command { session.perform(command) }
        }
        return session
    }
}
