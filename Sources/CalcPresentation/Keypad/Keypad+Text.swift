extension Keypad {
    /// The keypad drawn as plain text: a grid of labels (a selected cell's label ends in `*`), then one
    /// line per cell with its position, span, role, key name, label, spoken label and note.
    ///
    /// Golden-file tests compare this text; a terminal calculator can print the grid part.
    public var text: String {
        var lines = gridLines
        lines.append("")
        for (r, row) in rows.enumerated() {
            var column = 1
            for cell in row {
                var line =
                    "\(r + 1),\(column) span \(cell.columnSpan) \(cell.role.rawValue) "
                    + "key \(cell.action.name) label \(cell.label) says \"\(cell.accessibilityLabel)\""
                if cell.isSelected { line += " selected" }
                if let note = cell.note { line += " note: \(note)" }
                lines.append(line)
                column += cell.columnSpan
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The grid part of ``text``: one line per row between two rules, columns of equal width.
    public var gridLines: [String] {
        func shown(_ cell: KeypadCell) -> String { cell.isSelected ? cell.label + "*" : cell.label }
        let width = 2 + (cells.filter { $0.columnSpan == 1 }.map { shown($0).count }.max() ?? 1)
        let rule = "+" + String(repeating: String(repeating: "-", count: width) + "+", count: columns)
        var lines = [rule]
        for row in rows {
            var line = "|"
            for cell in row {
                let cellWidth = cell.columnSpan * width + cell.columnSpan - 1
                let label = " " + shown(cell)
                line += label + String(repeating: " ", count: max(0, cellWidth - label.count)) + "|"
            }
            lines.append(line)
        }
        lines.append(rule)
        return lines
    }
}
