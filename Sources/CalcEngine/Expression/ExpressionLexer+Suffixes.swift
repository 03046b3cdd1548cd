/// The suffixes Windows Calculator accepts after a pasted number: C's `u`, `ul`, `ull`, and the radix's
/// own letter.
extension ExpressionLexer {
    /// C's unsigned integer suffixes, which Windows Calculator accepts on a pasted number in every radix
    /// (either case), longest first.
    static let integerSuffixes = ["ull", "ul", "u"]

    /// The length of a C suffix (``integerSuffixes``) at `index`, right after a decimal number in
    /// programmer mode (`1234u`, `1234ULL`), when no letter, digit or `_` follows it (`12 ulp`
    /// is not one); 0 when there is none.
    static func integerSuffixLength(_ scalars: ExpressionScalars, at index: Int) -> Int {
        suffixLength(scalars, at: index, among: integerSuffixes)
    }

    /// The suffixes Windows Calculator accepts after a pasted number in `radix`: C's (``integerSuffixes``),
    /// and `h` in hexadecimal or `b` in binary; longest first.
    static func suffixes(in radix: Radix) -> [String] {
        switch radix {
        case .hexadecimal: integerSuffixes + ["h"]
        case .binary: integerSuffixes + ["b"]
        case .octal, .decimal: integerSuffixes
        }
    }

    /// The length of the first of `suffixes` at `index` (either case) when no letter, digit or `_` follows
    /// it; 0 when there is none.
    static func suffixLength(_ scalars: ExpressionScalars, at index: Int, among suffixes: [String]) -> Int {
        for suffix in suffixes {
            let bytes = Array(suffix.utf8)
            let matches = bytes.indices.allSatisfy { offset in
                asciiByte(scalars, at: index + offset).map { $0 | 0x20 } == bytes[offset]
            }
            guard matches else { continue }
            let end = index + bytes.count
            if end < scalars.count {
                let next = scalars[end]
                if next == "_" || next.properties.isAlphabetic || next.properties.numericType != nil { return 0 }
            }
            return bytes.count
        }
        return 0
    }

    /// The digit values before a suffix that Windows Calculator accepts on a pasted number, when the run
    /// `start..<end` is digits of `radix` (with the separators `separates` accepts between them) and then
    /// one: `h` in hexadecimal (`AB12h`, `1_2h`), `b` in binary (`1100b`), and C's `u`, `ul`, `ull` in any
    /// radix (either case); nil otherwise.
    static func digitsBeforeSuffix(
        _ scalars: ExpressionScalars, from start: Int, to end: Int, radix: Radix, separates: (Int) -> Bool
    ) -> [UInt8]? {
        let lowered = (start..<end).map { (asciiByte(scalars, at: $0) ?? 0) | 0x20 }
        for suffix in suffixes(in: radix) {
            let bytes = Array(suffix.utf8)
            let length = lowered.count - bytes.count
            guard length > 0, Array(lowered[length...]) == bytes else { continue }
            let positions = (start..<(start + length)).filter { !separates($0) }
            let digits = positions.compactMap { asciiByte(scalars, at: $0).flatMap(radix.digitValue) }
            if digits.count == positions.count { return digits.map { UInt8($0) } }
        }
        return nil
    }
}
