import CalcEngine

extension DisplayFitter {
    /// A programmer word's display (`calculator.display` in programmer mode: an entry or a value in the
    /// word's radix): grouped as the radix groups (4 hexadecimal or binary digits, 3 octal or decimal),
    /// with ``DisplaySymbols/groupingSeparator`` in decimal and a space otherwise, when that fits
    /// ``maximumWidth``; else without grouping. A word is never rounded: one wider than the display
    /// stays whole (``width(ofDisplay:)`` tells a view to shrink its font).
    ///
    /// `FFFF FFFF` at 9 characters for a 32-bit −1 in hexadecimal, `FFFFFFFF` at 8.
    public func wordText(_ display: String, format: WordFormat) -> String {
        let digits = String(display.filter { $0 != " " && $0 != "," })
        var grouping = format
        grouping.groupsDigits = true
        var grouped = grouping.grouped(digits)
        if format.radix == .decimal && symbols.usesGrouping {
            grouped = grouped.replacingOccurrences(of: ",", with: symbols.groupingSeparator)
        } else if format.radix == .decimal {
            grouped = digits
        }
        let shown = grouped.count <= maximumWidth ? grouped : digits
        return shown.hasPrefix("-") ? symbols.minusSign + shown.dropFirst() : shown
    }
}
