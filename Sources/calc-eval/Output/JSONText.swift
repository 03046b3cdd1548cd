import CalcEngine

/// Minimal JSON text building for one-object-per-line output (no Foundation needed, stable key order).
enum JSONText {
    /// `text` as a JSON string literal, quotes included.
    static func quoted(_ text: String) -> String {
        // The common case, printable ASCII without quotes or backslashes, needs no escapes.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where KeyScriptError.isHidden(scalar):
                // C0 (as JSON requires) and also DEL, C1, the bidirectional controls and the other invisible
                // characters: valid JSON either way, but escaped they cannot act on a terminal that shows
                // the output. Beyond U+FFFF (the tags U+E0001…) as JSON writes them, a surrogate pair.
                if scalar.value > 0xFFFF {
                    let offset = scalar.value - 0x10000
                    result += escape(0xD800 + (offset >> 10)) + escape(0xDC00 + (offset & 0x3FF))
                } else {
                    result += escape(scalar.value)
                }
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `\uXXXX` for a UTF-16 code unit.
    private static func escape(_ unit: UInt32) -> String {
        let hex = String(unit, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// A JSON object from already-encoded values, in the given order.
    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { quoted($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }
}
