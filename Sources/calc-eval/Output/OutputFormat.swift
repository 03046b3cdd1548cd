/// How batch results are printed (calc-eval's `--format`).
enum OutputFormat: String, Sendable, Hashable, CaseIterable, Codable {
    /// One line per script: the final display (with `--trace`, then `  KEY → DISPLAY` per key).
    case text
    /// One JSON object per script per line.
    case json
    /// `line<TAB>script<TAB>display` (with `--trace`, a fourth column of displays joined by ` | `).
    case tsv
}
