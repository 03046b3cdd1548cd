/// The words of the expression language that are not function names (operators written as words),
/// how a name glued to a number is split (`sin30`), and the suggestion for an unknown name.
extension ExpressionParser {
    /// The names of integer division, which binds like ×: `div` (KCalc), `//` and `\` (qalc).
    static let integerDivisionWords: Set<String> = ["div", "//", "\\"]

    /// The operations whose functions take any number of arguments, two at a time from the left (`and`, `or`
    /// and `xor` as functions in programmer mode: SpeedCrunch's `and(12; 10; 8)`).
    static let foldingOperations: Set<BinaryOperation> = [
        .minimum, .maximum, .gcd, .lcm, .hypot, .and, .or, .xor, .add, .multiply,
    ]

    /// The identities of the folding operations that have one to type: a single argument is combined with
    /// it (`gcd(x)` is `x gcd 0`). The others' single argument is their value (`max(5)` is 5).
    static let foldingIdentities: [BinaryOperation: String] = [.gcd: "0", .lcm: "1", .hypot: "0"]

    /// Operators written as words: mod, nCr and nPr bind like ×; root, EE, logy and ypow (`a ypow b` is bᵃ)
    /// like ^ (left to right, as the keys do; these are the forms the history's tape prints).
    static let infixOperators: [String: BinaryOperation] = [
        "mod": .modulo, "ncr": .combinations, "npr": .permutations, "root": .root, "ee": .scaleByPowerOfTen,
        "logy": .logarithm, "ypow": .reversedPower, "yroot": .root, "min": .minimum, "max": .maximum, "gcd": .gcd,
        "lcm": .lcm, "hypot": .hypot, "shl": .shiftLeft, "<<": .shiftLeft, "sar": .shiftRightArithmetic,
        ">>": .shiftRightArithmetic, "shr": .shiftRightLogical, ">>>": .shiftRightLogical, "∠": .polar,
        // qalc's words for the four operations.
        "plus": .add, "minus": .subtract, "times": .multiply, "per": .divide,
    ]

    /// The names of ``infixOperators`` and ``bitwiseOperators``, so that a name that is neither (most are)
    /// is looked up in neither.
    static let operatorNames = ExpressionNameFilter(Array(infixOperators.keys) + Array(bitwiseOperators.keys))

    /// Whether `lowered` (a name in lower case) is an operator written as a word or symbol: of
    /// ``infixOperators`` (`mod`, `yroot`, `shl`), ``bitwiseOperators`` (`and`, `xor`, `&`) or
    /// ``integerDivisionWords`` (`div`, `\`). The one
    /// answer the parser, the run-together message and the reserved names ask for.
    static func isOperatorWord(_ lowered: String) -> Bool {
        integerDivisionWords.contains(lowered)
            || (operatorNames.mayContain(lowered)
                && (infixOperators[lowered] != nil || bitwiseOperators[lowered] != nil))
    }

    /// The length of the longest function name or operator word (`yroot`) that starts `name` and is
    /// followed by a digit, or nil.
    ///
    /// Only the first ``ExpressionFunction/longestName`` + 1 characters are looked at (no longer prefix
    /// is a function's name), so the time does not grow with the name's length.
    static func functionPrefix(of name: String) -> Int? {
        let characters = Array(name.prefix(ExpressionFunction.longestName + 1))
        for length in stride(from: characters.count - 1, through: 1, by: -1)
        where characters[length].isNumber && !characters[length - 1].isNumber {
            let prefix = String(characters[0..<length])
            if ExpressionFunction.named(prefix) != nil || isOperatorWord(prefix) { return length }
        }
        return nil
    }

    static func lexNumberTail(_ name: String, after length: Int) -> ExpressionToken.Kind {
        let tail = name.dropFirst(length)
        return tail.allSatisfy(\.isNumber) ? .number(String(tail)) : .name(String(tail))
    }

    /// The longest name, in characters, that gets a suggestion: no function or constant is within an
    /// edit distance of 2 of a much longer one, and a longer name is not compared at all (its message
    /// comes in time linear in its length).
    static let longestSuggestedName = 40

    /// The closest known name (function, constant, variable) to a misspelt one: the nearest within an edit
    /// distance of 1 or 2 (by the candidate's length), functions and constants ranked as keys are
    /// (``SuggestionRank``); a function or constant before a variable as far, and the first variable in
    /// alphabetical order.
    ///
    /// Only names of at most ``longestSuggestedName`` characters get one. Of the variables, only those that
    /// can be within 2 edits (lengths at most 2 apart, at most 2 characters one has and the other has not:
    /// ``characterMask(_:)``) are compared, found through their ``VariableNameIndex``.
    static func suggestion(for name: String, variables: ExpressionVariables?) -> String? {
        // Names are letters, digits and `_`: a character each.
        guard name.unicodeScalars.dropFirst(longestSuggestedName).isEmpty else { return nil }
        let lowered = name.unicodeScalars.map(\.value)
        let mask = characterMask(lowered)
        var rows = [Int](repeating: 0, count: 3 * (lowered.count + 1))
        /// The distance of `candidate` to the name, when it is close enough to suggest.
        func distance(to candidate: String) -> Int? {
            let length = candidate.utf8.count
            guard abs(length - lowered.count) <= 2 else { return nil }
            let candidateMask = characterMask(candidate.utf8.lazy.map(UInt32.init))
            guard (mask & ~candidateMask).nonzeroBitCount <= 2, (candidateMask & ~mask).nonzeroBitCount <= 2,
                candidate.utf8.allSatisfy({ $0 < 0x80 })
            else { return nil }
            let distance = editDistance(lowered, asciiLowercased: candidate.utf8, rows: &rows)
            guard distance <= max(1, min(2, length / 2)), distance < lowered.count else { return nil }
            return distance
        }
        var best: (name: String, rank: SuggestionRank)?
        for candidate in ExpressionFunction.names + ["pi", "e", "rand", "ans"] {
            guard let d = distance(to: candidate) else { continue }
            let rank = SuggestionRank(lowered, candidate.unicodeScalars.map(\.value), distance: d)
            if let b = best, b.rank <= rank { continue }
            best = (candidate, rank)
        }
        var closestVariable: (name: String, distance: Int)?
        variables?.index.forEachCandidate(length: lowered.count, mask: mask) { candidate in
            guard let d = distance(to: candidate) else { return }
            if let c = closestVariable, (c.distance, c.name) <= (d, candidate) { return }
            closestVariable = (candidate, d)
        }
        if let closestVariable, best.map({ closestVariable.distance < $0.rank.distance }) ?? true {
            return closestVariable.name
        }
        return best?.name
    }

    /// `KeyScript.editDistance(_:_:)` (insertions, deletions, substitutions and swaps of neighbours) between
    /// the scalars `a` and the ASCII bytes `b` lower-cased, in `rows` (3 × (a.count + 1) entries, reused
    /// from one candidate to the next: no allocation per candidate).
    static func editDistance(_ a: [UInt32], asciiLowercased b: String.UTF8View, rows: inout [Int]) -> Int {
        let width = a.count + 1
        // rows[0..<width]: two rows back; rows[width..<2 width]: the previous row; then the current one.
        for i in 0..<width { rows[width + i] = i }
        var previousByte: UInt32 = 0
        var j = 0
        for byte in b {
            j += 1
            let c = UInt32(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
            let current = 2 * width
            rows[current] = j
            for i in 1..<max(width, 1) {
                let cost = a[i - 1] == c ? 0 : 1
                var value = min(rows[width + i] + 1, rows[current + i - 1] + 1, rows[width + i - 1] + cost)
                if i > 1, j > 1, a[i - 1] == previousByte, a[i - 2] == c {
                    value = min(value, rows[i - 2] + 1)
                }
                rows[current + i] = value
            }
            // Shift: the previous row becomes two rows back, the current one the previous.
            for i in 0..<width {
                rows[i] = rows[width + i]
                rows[width + i] = rows[current + i]
            }
            previousByte = c
        }
        return rows[width + a.count]
    }

    /// One bit for each character a name has: the letters (either case), the digits and `_` a bit each,
    /// anything else one shared bit. Each edit adds or removes at most one character, so two names whose
    /// masks differ by more than 2 bits either way are more than 2 edits apart.
    static func characterMask(_ scalars: some Sequence<UInt32>) -> UInt64 {
        var mask: UInt64 = 0
        for value in scalars {
            switch value {
            case 0x41...0x5A: mask |= 1 << UInt64(value - 0x41)
            case 0x61...0x7A: mask |= 1 << UInt64(value - 0x61)
            case 0x30...0x39: mask |= 1 << UInt64(value - 0x30 + 26)
            case 0x5F: mask |= 1 << 36
            default: mask |= 1 << 63
            }
        }
        return mask
    }
}
