import CalcEngine

/// Totals of a `--compare` run: how often Double kept every digit, and the fewest digits it kept.
public struct ComparisonSummary: Sendable, Hashable, CustomStringConvertible {
    /// Scripts compared.
    public private(set) var count = 0
    /// Scripts whose displays agree in every compared digit.
    public private(set) var agreeing = 0
    /// The fewest shared digits seen, with the script that showed it.
    public private(set) var worst: (digits: Int, line: Int, script: String)?
    /// The number of digits compared (Double's 15, or fewer when MPFR shows fewer).
    public let limit: Int
    private var totalShared = 0

    /// An empty summary comparing `limit` digits.
    public init(limit: Int) { self.limit = limit }

    /// Adds one comparison.
    public mutating func add(_ comparison: BackendComparison) {
        guard let shared = comparison.sharedDigits else { return }
        count += 1
        totalShared += shared
        if shared >= limit { agreeing += 1 }
        if worst == nil || shared < worst!.digits {
            worst = (shared, comparison.line, comparison.script)
        }
    }

    /// The mean number of shared digits, or nil when nothing was compared.
    public var meanSharedDigits: Double? { count == 0 ? nil : Double(totalShared) / Double(count) }

    /// `summary: 12 scripts, 9 agree in all 15 digits, mean 13.2 shared digits; fewest: 0 (line 4: …)`.
    public var description: String {
        guard let mean = meanSharedDigits else { return "summary: no scripts compared" }
        let meanText = String(Int((mean * 10).rounded()) / 10) + "." + String(Int((mean * 10).rounded()) % 10)
        var text =
            "summary: \(count) script\(count == 1 ? "" : "s"), \(agreeing) agree in all \(limit) digits, mean \(meanText) shared digits"
        if let worst { text += "; fewest: \(worst.digits) (line \(worst.line): \(worst.script))" }
        return text
    }

    /// Equality of the totals.
    public static func == (a: ComparisonSummary, b: ComparisonSummary) -> Bool {
        a.count == b.count && a.agreeing == b.agreeing && a.totalShared == b.totalShared && a.limit == b.limit
    }

    /// Hashes the totals.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(agreeing)
        hasher.combine(totalShared)
    }
}
