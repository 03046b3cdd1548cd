import CalcEngine

/// Programmer mode's bit panel: one cell per bit of the word on the display, highest first, each of
/// which toggles its bit (`bit0`…`bit63`).
///
/// ```swift
/// if let panel = BitPanel(calculator: calculator) {
///     for cell in panel.cells { /* a button: cell.isSet, cell.index, cell.key */ }
/// }
/// ```
public struct BitPanel: Sendable, Hashable {
    /// One bit of the word.
    public struct Cell: Sendable, Hashable {
        /// The bit's position, 0 for the lowest.
        public var index: Int
        /// Whether the bit is 1.
        public var isSet: Bool
        /// The key that flips it.
        public var key: Key { .programmer(.toggleBit(index)) }
        /// What VoiceOver says: `bit 7, 1`.
        public var accessibilityLabel: String { "bit \(index), \(isSet ? 1 : 0)" }
    }

    /// The word's bits, bit w − 1 first (as the pattern is written).
    public var cells: [Cell]

    /// The bits of the w-bit `pattern`.
    public init(pattern: UInt64, width: WordWidth) {
        cells = (0..<width.bits).reversed().map { Cell(index: $0, isSet: (pattern >> UInt64($0)) & 1 == 1) }
    }

    /// A panel of `cells`: for example a row of 32 of a 64-bit word's, to fit a narrow screen.
    public init(cells: [Cell]) {
        self.cells = cells
    }

    /// The panel of the word `calculator` displays; nil when it is not in programmer mode or shows `Error`.
    public init?(calculator: AnyCalculator) {
        guard let format = calculator.wordFormat, let pattern = calculator.wordPattern else { return nil }
        self.init(pattern: pattern, width: format.width)
    }

    /// The bits as text, in groups of 4: `0000 0000 1111 1111`.
    public var text: String {
        var text = ""
        for (offset, cell) in cells.enumerated() {
            if offset > 0 && offset % 4 == 0 { text += " " }
            text += cell.isSet ? "1" : "0"
        }
        return text
    }
}
