/// The screen a terminal shows after calc's output, rebuilt from the escape sequences calc writes:
/// each line at `ESC [ row ; 1 H`, a frame starting at row 1, `ESC [ J` erasing the rows below the
/// cursor's. Only the last frame is kept.
struct RenderedScreen {
    /// Each row's text with its SGR escapes (`ESC [ 7 m` …), 1-based.
    private(set) var rows: [Int: String] = [:]

    /// The last frame in `output`, on a terminal of `height` rows when one is given: as a terminal
    /// does, a move below the last row stays on it.
    init(_ output: String, height: Int? = nil) {
        var current = 0
        var scalars = output.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\u{1B}" else {
                rows[current, default: ""].unicodeScalars.append(scalar)
                continue
            }
            guard scalars.first == "[" else {
                scalars = scalars.dropFirst()
                continue
            }
            scalars = scalars.dropFirst()
            var parameters = ""
            while let next = scalars.first, !(0x40...0x7E).contains(next.value) {
                parameters.unicodeScalars.append(next)
                scalars = scalars.dropFirst()
            }
            guard let final = scalars.popFirst() else { break }
            switch final {
            case "H":
                current = min(Int(parameters.split(separator: ";").first ?? "1") ?? 1, height ?? .max)
                if current == 1 { rows = [:] }
                rows[current] = ""
            case "J":
                rows = rows.filter { $0.key <= current }
            case "m":
                rows[current, default: ""] += "\u{1B}[" + parameters + "m"
            default:
                break
            }
        }
    }

    /// A row without escapes.
    func plain(_ row: Int) -> String {
        Self.strippingEscapes(rows[row] ?? "")
    }

    /// Every row of the frame without escapes, top to bottom, up to the last non-empty one.
    var plainLines: [String] {
        var lines = (1...(rows.keys.max() ?? 1)).map(plain)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// The display: the number on row 3 (inside the display box).
    var display: String {
        plain(3).filter { $0 != "│" }.trimming(" ")
    }

    /// `text` without `ESC [ … m` sequences.
    static func strippingEscapes(_ text: String) -> String {
        var result = ""
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}" {
                while let next = scalars.popFirst(), next != "m" {}
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension String {
    /// The string without leading and trailing `character`s.
    func trimming(_ character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
