/// How good a name is as the suggestion for a mistyped one, compared by `<`: fewer edits first; of names
/// equally far, one that a dropped, doubled or swapped letter explains (`grd` is `grad`, not `gcd`;
/// `sqtr` is `sqrt`), then the one of the nearest length. Key scripts and expressions rank alike.
struct SuggestionRank: Comparable {
    /// The edit distance.
    var distance: Int
    /// 0 when one name's letters appear in the other in order, or both have the same letters; else 1.
    var unrelated: Int
    /// The difference of the lengths.
    var lengthDifference: Int

    /// The rank of `candidate` for `typed`, which are `distance` edits apart.
    init<Element: Comparable>(_ typed: [Element], _ candidate: [Element], distance: Int) {
        self.distance = distance
        let related =
            Self.isSubsequence(typed, of: candidate) || Self.isSubsequence(candidate, of: typed)
            || (typed.count == candidate.count && typed.sorted() == candidate.sorted())
        unrelated = related ? 0 : 1
        lengthDifference = abs(typed.count - candidate.count)
    }

    static func < (a: SuggestionRank, b: SuggestionRank) -> Bool {
        (a.distance, a.unrelated, a.lengthDifference) < (b.distance, b.unrelated, b.lengthDifference)
    }

    /// Whether `a`'s elements appear in `b` in order (`grd` in `grad`).
    static func isSubsequence<Element: Equatable>(_ a: [Element], of b: [Element]) -> Bool {
        var rest = b[...]
        for element in a {
            guard let index = rest.firstIndex(of: element) else { return false }
            rest = rest[rest.index(after: index)...]
        }
        return true
    }
}
