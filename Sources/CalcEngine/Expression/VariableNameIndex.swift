/// The names of a session's variables grouped by what a misspelling cannot change much: their length and
/// which characters they have (``ExpressionParser/characterMask(_:)``), so that a misspelt name is compared
/// only with the few names that can be within 2 edits of it, not with every variable.
struct VariableNameIndex: Sendable {
    /// The distinct signatures, in the order first seen.
    private var signatures: [UInt64] = []
    /// The names of each signature.
    private var names: [UInt64: [String]] = [:]

    /// An index of `names`.
    init(names: some Sequence<String>) {
        for name in names { insert(name) }
    }

    /// The signature of a name: its length in Unicode scalars (up to 255) above its character mask's 56
    /// low bits (the mask uses bits 0–36 and 63; bit 63 moves to bit 55).
    static func signature(length: Int, mask: UInt64) -> UInt64 {
        let folded = (mask & 0x00FF_FFFF_FFFF_FFFF) | (mask >> 63) << 55
        return UInt64(min(length, 255)) << 56 | folded
    }

    /// Adds `name` (a name not indexed yet).
    mutating func insert(_ name: String) {
        let signature = Self.signature(
            length: name.unicodeScalars.count,
            mask: ExpressionParser.characterMask(name.unicodeScalars.lazy.map(\.value)))
        if names[signature, default: []].isEmpty { signatures.append(signature) }
        names[signature, default: []].append(name)
    }

    /// The most candidates one misspelt name is compared with: past it, the suggestion is the closest of
    /// the first ones (in the order the variables were first set), so that n misspelt names among n
    /// variables of one shape (`v0`, `v1`…) cost time linear in n, not quadratic.
    static let maximumCandidates = 512

    /// Calls `body` with the indexed names that may be within 2 edits of a name of `length` scalars and
    /// character mask `mask` (its length differs by at most 2, and each has at most 2 characters the other
    /// has not), at most ``maximumCandidates`` of them.
    func forEachCandidate(length: Int, mask: UInt64, _ body: (String) -> Void) {
        let own = Self.signature(length: length, mask: mask) & 0x00FF_FFFF_FFFF_FFFF
        var remaining = Self.maximumCandidates
        for signature in signatures {
            let candidateLength = Int(signature >> 56)
            guard abs(candidateLength - length) <= 2 else { continue }
            let candidate = signature & 0x00FF_FFFF_FFFF_FFFF
            guard (own & ~candidate).nonzeroBitCount <= 2, (candidate & ~own).nonzeroBitCount <= 2 else { continue }
            for name in names[signature] ?? [] {
                guard remaining > 0 else { return }
                remaining -= 1
                body(name)
            }
        }
    }
}
