extension ExpressionLexer {
    // Digit grouping, one rule for decimal numbers (ExpressionTokenStream) and programmer mode's words
    // (ExpressionLexer+Programmer.swift): separators between two digits, and groups after spaces.

    /// Whether `scalar` may separate a number's groups of digits: a space, or the no-break, thin or
    /// narrow no-break space that SI's grouping uses. (A switch: a set's hashing showed in the profile of
    /// every number.)
    static func isGroupSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\u{A0}", "\u{2009}", "\u{202F}": true
        default: false
        }
    }

    /// Whether the scalar at `position` separates two digits (as `isDigit` tells them): `_` (`1_000`,
    /// `0xFF_FF`, as Swift, SpeedCrunch and Windows Calculator's paste write it), or with `apostrophe` (in
    /// programmer mode, where an angle means nothing) `'` (`1'234`, as C++ writes it).
    static func isSeparator(
        _ scalars: ExpressionScalars, at position: Int, apostrophe: Bool, isDigit: (Int) -> Bool
    ) -> Bool {
        guard position > 0, position < scalars.count else { return false }
        let scalar = scalars[position]
        guard scalar == "_" || (apostrophe && scalar == "'") else { return false }
        return isDigit(position - 1) && isDigit(position + 1)
    }

    /// Where a number grouped with spaces ends: after `firstGroup`, when it is all digits (as `isDigit`
    /// tells them) and has at most `size` of them (exactly `size` with `exactFirst`, the first group
    /// after a point), each further group a group space (``isGroupSpace(_:)``) and exactly `size` digits that
    /// `continues` does not say go on (`123 456 789`, `0.000 001`, `111 0101 1011`); `firstGroup`'s end
    /// when no group follows, so that `2 3` and `1234 567` stay two numbers side by side.
    static func groupsEnd(
        after firstGroup: Range<Int>, in scalars: ExpressionScalars, size: Int, exactFirst: Bool,
        isDigit: (Int) -> Bool, continues: (Int) -> Bool
    ) -> Int {
        // Nearly every number is followed by something else than a group space: say so before looking at
        // its digits.
        guard firstGroup.upperBound < scalars.count, isGroupSpace(scalars[firstGroup.upperBound]) else {
            return firstGroup.upperBound
        }
        let length = firstGroup.count
        guard length > 0, exactFirst ? length == size : length <= size, firstGroup.allSatisfy(isDigit) else {
            return firstGroup.upperBound
        }
        var end = firstGroup.upperBound
        while end < scalars.count, isGroupSpace(scalars[end]), (1...size).allSatisfy({ isDigit(end + $0) }),
            !continues(end + size + 1)
        {
            end += size + 1
        }
        return end
    }
}
