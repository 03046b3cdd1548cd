import CalcPresentation

/// A ``Keypad`` drawn with box-drawing characters: one text row per keypad row, rules between rows,
/// a selected cell (the pending operator) in reverse video, operators and `=` in bold.
///
/// ```
/// ┌───────┬───────┬───────┬───────┐
/// │  AC   │   ±   │   %   │   ÷   │
/// ├───────┼───────┼───────┼───────┤
/// …
/// ├───────┴───────┼───────┼───────┤
/// │       0       │   .   │   =   │
/// └───────────────┴───────┴───────┘
/// ```
struct KeypadDrawing: Sendable {
    /// The keypad drawn.
    let keypad: Keypad
    /// The inner width of a one-column cell.
    let cellWidth: Int
    /// Whether rows follow each other without rules between them (the 9-row programmer keypad, so that
    /// the screen fits 24 rows).
    let isCompact: Bool

    /// A drawing at most `maximumWidth` columns wide: cells of at least 7 columns, narrower when the
    /// keypad has many columns (6 for the 10-column scientific keypad in 80 columns).
    init(keypad: Keypad, maximumWidth: Int, isCompact: Bool = false) {
        self.keypad = keypad
        self.isCompact = isCompact
        let widest = keypad.cells.filter { $0.columnSpan == 1 }.map(\.label.count).max() ?? 1
        let fitting = (maximumWidth - 1) / keypad.columns - 1
        cellWidth = max(1, min(max(widest + 2, 7), fitting))
    }

    /// Whether every label fits its cell whole (a drawing narrower than its labels cuts them).
    var showsEveryLabel: Bool {
        keypad.cells.allSatisfy { $0.label.count <= $0.columnSpan * (cellWidth + 1) - 1 }
    }

    /// The width of the drawing in columns.
    var width: Int { keypad.columns * (cellWidth + 1) + 1 }

    /// The lines: 2 × rows + 1, or rows + 2 when compact.
    var lines: [StyledLine] {
        let edges = keypad.rows.map(Self.innerEdges)
        var lines = [rule(above: nil, below: edges.first)]
        for (index, row) in keypad.rows.enumerated() {
            lines.append(cells(row))
            if isCompact && index + 1 < edges.count { continue }
            lines.append(rule(above: edges[index], below: index + 1 < edges.count ? edges[index + 1] : nil))
        }
        return lines
    }

    /// The grid columns (1 ..< columns) where a cell of `row` starts.
    private static func innerEdges(_ row: [KeypadCell]) -> Set<Int> {
        var edges: Set<Int> = []
        var column = 0
        for cell in row.dropLast() {
            column += cell.columnSpan
            edges.insert(column)
        }
        return edges
    }

    /// A horizontal rule between a row with edges `above` and one with edges `below` (nil: none).
    private func rule(above: Set<Int>?, below: Set<Int>?) -> StyledLine {
        let (left, right): (String, String) =
            switch (above, below) {
            case (nil, _): ("┌", "┐")
            case (_, nil): ("└", "┘")
            default: ("├", "┤")
            }
        var text = left
        for column in 0..<keypad.columns {
            if column > 0 {
                let up = above?.contains(column) ?? false
                let down = below?.contains(column) ?? false
                let junction =
                    switch (up, down) {
                    case (true, true): "┼"
                    case (true, false): "┴"
                    case (false, true): "┬"
                    case (false, false): "─"
                    }
                text += junction
            }
            text += String(repeating: "─", count: cellWidth)
        }
        return StyledLine(text + right)
    }

    /// The text row of a keypad row: each label centred in its cell.
    private func cells(_ row: [KeypadCell]) -> StyledLine {
        var line = StyledLine("│")
        for cell in row {
            let width = cell.columnSpan * (cellWidth + 1) - 1
            let label = String(cell.label.prefix(width))
            let left = (width - label.count) / 2
            let text =
                String(repeating: " ", count: left) + label
                + String(repeating: " ", count: width - left - label.count)
            let style: StyledLine.Style =
                cell.isSelected
                ? .reverse
                : (cell.role == .operator || cell.role == .equals) ? .bold : .plain
            line.append(text, style: style)
            line.append("│")
        }
        return line
    }
}
