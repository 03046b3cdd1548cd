/// A line of keys, as `calc-eval` reads it: `2 + 3 * 4 =`.
///
/// Tokens are separated by whitespace and `#` starts a comment. A token made only of digits and at most
/// one `.` (`12.5`, `.5`, `3.`) presses those keys one by one; any other token is a key name
/// (``Key/name``) or symbol (``Key/symbols``): `sqrt`, `√`, `×`, `M+`.
public struct KeyScript: Sendable, Hashable {
    /// The keys, in order.
    public var keys: [Key]

    /// A script of these keys.
    public init(keys: [Key]) { self.keys = keys }

    /// The keys of one line of text.
    ///
    /// - Throws: ``KeyScriptError`` for the first unknown token, with its column and a suggestion.
    public init(parsing line: Substring) throws(KeyScriptError) {
        // The common case, an ASCII line of known keys, straight from its bytes; anything else (Unicode
        // whitespace or symbols, an unknown token and its message) takes the general path below.
        if let parsed = line.utf8.withContiguousStorageIfAvailable({ KeyScript.asciiKeys(of: $0) }), let parsed {
            self.keys = parsed
            return
        }
        var keys: [Key] = []
        keys.reserveCapacity(16)
        for token in KeyScript.tokenRanges(of: line) {
            let text = line[token]
            guard KeyScript.appendKeys(of: text, to: &keys) else {
                let column = line[line.startIndex..<token.lowerBound].count + 1
                throw KeyScriptError(
                    kind: .unknownKey, column: column, token: String(text),
                    suggestion: KeyScript.suggestion(for: text))
            }
        }
        self.keys = keys
    }

    /// The keys of one line of text.
    public init(parsing line: String) throws(KeyScriptError) {
        try self.init(parsing: line[...])
    }

    /// The script written back as text, one token per key (`2 + 3 =`).
    public var text: String { keys.map(\.name).joined(separator: " ") }

    /// Whether a line has no tokens (blank or comment only).
    public static func isBlank(_ line: Substring) -> Bool {
        for byte in line.utf8 {
            if byte == UInt8(ascii: "#") { return true }
            if byte >= 0x80 { return isBlankUnicode(line) }
            if !(byte == UInt8(ascii: " ") || (byte >= 0x09 && byte <= 0x0D)) { return false }
        }
        return true
    }

    static func isBlankUnicode(_ line: Substring) -> Bool {
        for scalar in line.unicodeScalars {
            if scalar == "#" { return true }
            if !scalar.properties.isWhitespace { return false }
        }
        return true
    }

    /// The ranges of the tokens of a line, up to a `#` comment: separated by Unicode whitespace.
    static func tokenRanges(of line: Substring) -> [Range<Substring.Index>] {
        if line.utf8.allSatisfy({ $0 < 0x80 }) { return asciiTokenRanges(of: line) }
        var result: [Range<Substring.Index>] = []
        let scalars = line.unicodeScalars
        var start: Substring.Index?
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "#" { break }
            let isSpace =
                scalar.value < 0x80
                ? (scalar == " " || (scalar.value >= 0x09 && scalar.value <= 0x0D))
                : scalar.properties.isWhitespace
            if isSpace {
                if let s = start { result.append(s..<index) }
                start = nil
            } else if start == nil {
                start = index
            }
            index = scalars.index(after: index)
        }
        if let s = start { result.append(s..<index) }
        return result
    }

    /// The token ranges of an ASCII line, found on its bytes.
    static func asciiTokenRanges(of line: Substring) -> [Range<Substring.Index>] {
        var result: [Range<Substring.Index>] = []
        let bytes = line.utf8
        var start: Substring.Index?
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#") { break }
            if byte == UInt8(ascii: " ") || (byte >= 0x09 && byte <= 0x0D) {
                if let s = start { result.append(s..<index) }
                start = nil
            } else if start == nil {
                start = index
            }
            bytes.formIndex(after: &index)
        }
        if let s = start { result.append(s..<index) }
        return result
    }

    /// The keys of an ASCII line whose tokens are all numbers or keys; nil for any other line.
    package static func asciiKeys(of bytes: UnsafeBufferPointer<UInt8>) -> [Key]? {
        var keys: [Key] = []
        return readASCIIKeys(of: bytes, into: &keys) ? keys : nil
    }

    /// Replaces the contents of `keys` with the keys of an ASCII line (see ``asciiKeys(of:)``), in its
    /// storage when it has room; false (`keys` then holds the keys before the bad token) for any other line.
    package static func readASCIIKeys(of bytes: UnsafeBufferPointer<UInt8>, into keys: inout [Key]) -> Bool {
        keys.removeAll(keepingCapacity: true)
        keys.reserveCapacity(bytes.count)  // at most one key per byte (a token has no more keys than bytes)
        return appendASCIIKeys(of: bytes, to: &keys)
    }

    /// Appends the keys of `bytes` (see ``asciiKeys(of:)``); false at the first token that is not ASCII, a
    /// number or a key.
    private static func appendASCIIKeys(of bytes: UnsafeBufferPointer<UInt8>, to keys: inout [Key]) -> Bool {
        func write(_ key: Key) { keys.append(key) }
        var index = 0
        let end = bytes.count
        while index < end {
            let byte = bytes[index]
            if byte >= 0x80 { return false }
            if byte == UInt8(ascii: "#") { return true }
            if byte == UInt8(ascii: " ") || (byte >= 0x09 && byte <= 0x0D) {
                index += 1
                continue
            }
            var tokenEnd = index + 1
            // One-character tokens (digits are typed one per token) without the general token reader.
            if tokenEnd == end || bytes[tokenEnd] == UInt8(ascii: " ") {
                if let digit = Digit(asciiByte: byte) {
                    write(.digit(digit))
                    index = tokenEnd
                    continue
                }
                if let key = byte == UInt8(ascii: ".") ? .point : Key.singleCharacterKey(byte) {
                    write(key)
                    index = tokenEnd
                    continue
                }
            }
            while tokenEnd < end {
                let next = bytes[tokenEnd]
                if next == UInt8(ascii: " ") || (next >= 0x09 && next <= 0x0D) || next == UInt8(ascii: "#") { break }
                if next >= 0x80 { return false }
                tokenEnd += 1
            }
            let token = UnsafeBufferPointer(rebasing: bytes[index..<tokenEnd])
            if isPlainNumber(token) {
                for byte in token { write(Digit(asciiByte: byte).map { .digit($0) } ?? .point) }
            } else if let key = Key.named(utf8: token) {
                write(key)
            } else {
                return false
            }
            index = tokenEnd
        }
        return true
    }

    /// Whether a token is digits with at most one point (`12.5`, `.5`, `3.`; `.` alone is the point key),
    /// which a key script types digit by digit.
    private static func isPlainNumber(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
        // Only a token that starts with a digit or the point can be one: key names are not scanned.
        guard let first = token.first, Digit(asciiByte: first) != nil || first == UInt8(ascii: ".") else {
            return false
        }
        let scan = DecimalScan(utf8: token)
        return scan.sign == nil && scan.exponentMarker == nil && scan.end == token.count
    }

    /// Appends the keys of one token, given as UTF-8; false when it is not a number or a key.
    static func appendKeys(of token: UnsafeBufferPointer<UInt8>, to keys: inout [Key]) -> Bool {
        if token.isEmpty { return true }
        if isPlainNumber(token) {
            for byte in token {
                keys.append(Digit(asciiByte: byte).map { .digit($0) } ?? .point)
            }
            return true
        }
        if token.count == 1, let key = Key.singleCharacterKey(token[0]) {
            keys.append(key)
            return true
        }
        guard let key = Key.named(utf8: token) else { return false }
        keys.append(key)
        return true
    }

    /// Appends the keys of one token; false when the token is not a number or a key.
    static func appendKeys(of token: Substring, to keys: inout [Key]) -> Bool {
        if let appended = token.utf8.withContiguousStorageIfAvailable({ appendKeys(of: $0, to: &keys) }) {
            return appended
        }
        return Array(token.utf8).withUnsafeBufferPointer { appendKeys(of: $0, to: &keys) }
    }

    /// The closest key name or symbol to a misspelt token, if one is close.
    ///
    /// A look-alike of an operator gets that operator (`x` and `X`: `*`; `:`: `/`; a dash: `-`). Otherwise
    /// the name must be within an edit distance of 1 or 2 (by its length) and share at least one character
    /// with the token: one character is not a misspelling of another (`x` is not `0`); the best by
    /// ``SuggestionRank`` (`grd` is `grad`, `sqtr` is `sqrt`). A signed number
    /// (`-5`) gets no suggestion: its message explains the `neg` key (``KeyScriptError/message``).
    static func suggestion(for token: Substring) -> String? {
        if KeyScriptError.unsignedNumber(ofSigned: token) != nil { return nil }
        if token.dropFirst(2).isEmpty, let lookalike = lookalikes[String(token)] { return lookalike }
        // No name is within an edit distance of 2 of a much longer token: don't compare a long one at all
        // (a 64 MiB token as an array of characters took a gigabyte).
        guard token.dropFirst(longestName + 2).isEmpty else { return nil }
        let lowered = Array(token.lowercased())
        var best: (name: String, rank: SuggestionRank)?
        for key in Key.allKeys {
            for name in [key.name] + key.symbols {
                let candidate = Array(name.lowercased())
                let distance = editDistance(lowered, candidate)
                guard distance <= max(1, min(2, name.count / 2)),
                    distance < lowered.count, distance < candidate.count
                else { continue }
                let rank = SuggestionRank(lowered, candidate, distance: distance)
                if let b = best, b.rank <= rank { continue }
                best = (name, rank)
            }
        }
        return best?.name
    }

    /// Tokens people type for an operator that is not theirs, and the key they mean.
    static let lookalikes: [String: String] = [
        "x": "*", "X": "*", "·": "*", "⋅": "*", "∙": "*", "✕": "*", "✖": "*", "**": "^",
        ":": "/", "∕": "/", "⁄": "/",
        "–": "-", "—": "-", "‐": "-", "‑": "-", "‒": "-",
    ]

    /// The length in characters of the longest key name or symbol.
    static let longestName: Int = Key.allKeys.flatMap { [$0.name] + $0.symbols }.map(\.count).max() ?? 0

    /// Edit distance counting insertions, deletions, substitutions and swaps of neighbours as one each.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        if abs(a.count - b.count) > 3 { return abs(a.count - b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}

extension Calculator {
    /// Presses every key of `script` and returns the display after each key.
    @discardableResult
    public mutating func run(_ script: KeyScript) -> [String] {
        var displays: [String] = []
        displays.reserveCapacity(script.keys.count)
        for key in script.keys {
            press(key)
            displays.append(display)
        }
        return displays
    }
}
