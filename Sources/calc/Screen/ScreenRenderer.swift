import CalcPresentation

/// Draws a ``CalculatorSession`` as a ``Frame`` that fits an 80×24 terminal.
///
/// ```
/// ┌─ calc · mpfr 256 bits · 50 digits ────────────────────────────────────┐
/// │ DEG  M  (1                                                            │   indicators
/// │                                                                   14  │   the display
/// │ double                                                            14  │   (comparing)
/// └───────────────────────────────────────────────────────────────────────┘
///
///               the keypad, centred
///
/// the key map
/// ```
struct ScreenRenderer: Sendable {
    /// The terminal size the frame must fit.
    static let maximumColumns = 80
    /// The terminal size the frame must fit.
    static let maximumRows = 24
    /// The frame's width: two columns to spare, so that nothing is ever written in the last column.
    static let width = 78

    /// The columns inside the display box: the width less the borders and one space each side.
    static var displayWidth: Int { width - 4 }

    /// The screen for `session`.
    func frame(for session: CalculatorSession) -> Frame {
        var lines = displayBox(for: session)
        lines.append(StyledLine())
        let state = session.calculator.keypadState()
        let format = session.calculator.wordFormat
        let keypad = format.map { Keypad.programmer(state, format: $0) } ?? session.layout.keypad(state)
        let drawing = KeypadDrawing(keypad: keypad, maximumWidth: Self.width, isCompact: format != nil)
        let margin = String(repeating: " ", count: max(0, (Self.width - drawing.width) / 2))
        for keypadLine in drawing.lines {
            var line = StyledLine(margin)
            line.append(keypadLine)
            lines.append(line)
        }
        lines.append(StyledLine())
        for legendLine in format == nil ? KeyMap.legendLines : ProgrammerKeyMap.legendLines {
            var line = StyledLine()
            line.append(legendLine, style: .dim)
            lines.append(line)
        }
        return Frame(lines: lines)
    }

    /// The display box: title, indicators, the display, and the comparison display.
    private func displayBox(for session: CalculatorSession) -> [StyledLine] {
        let inner = Self.width - 2
        let format = session.calculator.wordFormat
        let title =
            "─ calc · "
            + (format.map { "programmer · \($0.width.bits)-bit \($0.isSigned ? "signed" : "unsigned")" }
                ?? session.description(of: session.backend)) + " "
        let top = StyledLine("┌" + title + String(repeating: "─", count: max(0, inner - title.count)) + "┐")
        let bottom = StyledLine("└" + String(repeating: "─", count: inner) + "┘")

        let snapshot = session.calculator.snapshot
        var indicators =
            if let format {
                [format.radix.name.uppercased(), format.width.keyName.uppercased()]
                    + (session.calculator.carry == true ? ["CARRY"] : [])
            } else {
                [snapshot.angleUnit == .degrees ? "DEG" : "RAD"]
            }
        if snapshot.hasMemory { indicators.append("M") }
        if snapshot.openParentheses > 0 { indicators.append("(\(snapshot.openParentheses)") }
        if session.layout == .landscape { indicators.append("scientific") }
        var lines = [top, boxed(indicators.joined(separator: "  "), style: .dim)]

        if let other = session.comparisonCalculator {
            lines.append(
                displayLine(
                    label: session.shortName(of: session.backend), calculator: session.calculator,
                    fraction: session.calculator.fractionDisplay))
            lines.append(
                displayLine(
                    label: session.shortName(of: session.comparisonBackend), calculator: other,
                    fraction: other.fractionDisplay))
        } else {
            lines.append(
                displayLine(
                    label: "", calculator: session.calculator, fraction: session.calculator.fractionDisplay))
        }
        if let panel = BitPanel(calculator: session.calculator) {
            for row in Self.bitRows(panel) { lines.append(boxed(row, style: .dim)) }
        }
        lines.append(bottom)
        return lines
    }

    /// The bit panel as rows of at most 32 bits in groups of 4, each labelled with its highest and
    /// lowest bit: `63–32  0000 0000 …`.
    static func bitRows(_ panel: BitPanel) -> [String] {
        stride(from: 0, to: panel.cells.count, by: 32).map { start in
            let cells = panel.cells[start..<min(start + 32, panel.cells.count)]
            let bits = BitPanel(cells: Array(cells)).text
            let label = "\(cells.first!.index)–\(cells.last!.index)"
            return String(repeating: " ", count: max(0, 5 - label.count)) + label + "  " + bits
        }
    }

    /// One display row: an optional label on the left, the fitted display (or `fraction`, when it fits)
    /// on the right, in bold.
    private func displayLine(label: String, calculator: AnyCalculator, fraction: String? = nil) -> StyledLine {
        let room = Self.displayWidth - (label.isEmpty ? 0 : label.count + 2)
        let fitted = fraction.flatMap { $0.count <= room ? $0 : nil }
        let display =
            fitted
            ?? Self.fit(
                calculator.displayText(
                    fittedBy: DisplayFitter(
                        maximumWidth: room,
                        widthRule: .everyCharacter)),
                width: room)
        var line = StyledLine("│ ")
        line.append(label, style: .dim)
        line.append(String(repeating: " ", count: Self.displayWidth - label.count - display.count))
        line.append(display, style: .bold)
        line.append(" │")
        return line
    }

    /// A box row with `text` on the left.
    private func boxed(_ text: String, style: StyledLine.Style) -> StyledLine {
        var line = StyledLine("│ ")
        line.append(String(text.prefix(Self.displayWidth)), style: style)
        line.append(String(repeating: " ", count: max(0, Self.displayWidth - text.count)) + " │")
        return line
    }

    /// `text` cut to `width` columns, keeping its end (the digits being typed): `…345678`.
    static func fit(_ text: String, width: Int) -> String {
        guard text.count > width else { return text }
        return "…" + String(text.suffix(max(0, width - 1)))
    }
}
