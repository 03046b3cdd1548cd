import CalcEngine

/// Text from the input made safe to echo to a terminal.
///
/// A script can hold bytes that a terminal obeys: `ESC ] 0 ; TITLE BEL` retitles it, other escapes move
/// the cursor or clear the screen, and bidirectional overrides make text read differently from what it
/// is. Wherever calc-eval echoes input (messages on standard error, the script column of tsv and of
/// `--compare`'s text, `--check`'s mismatch lines, the summary), such characters are written as
/// `\u{HEX}` (``KeyScriptError/visible(_:)``); json escapes them as `\uXXXX` (``JSONText``).
enum VisibleText {
    /// `text` with C0 controls (tab included), DEL, C1 controls and bidirectional controls escaped.
    static func escaped(_ text: some StringProtocol) -> String {
        KeyScriptError.visible(text)
    }
}
