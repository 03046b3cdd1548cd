/// A binary operator key of the calculator.
public enum BinaryOperator: String, Sendable, Hashable, CaseIterable, Codable {
    /// `+`
    case add = "+"
    /// `-` (−)
    case subtract = "-"
    /// `*` (×)
    case multiply = "*"
    /// `/` (÷)
    case divide = "/"
    /// `pow`: xʸ.
    case power = "pow"
    /// `root`: x `root` y is the y-th root of x.
    case root = "root"
    /// `EE`: a `EE` b is a × 10ᵇ.
    case scientific = "EE"

    /// The key name calc-eval uses.
    public var name: String { rawValue }

    /// Binding strength in `precedence` mode: 3 for pow, root and EE, 2 for × and ÷, 1 for + and −.
    public var precedence: Int {
        switch self {
        case .add, .subtract: 1
        case .multiply, .divide: 2
        case .power, .root, .scientific: 3
        }
    }

    /// The backend operation this operator performs.
    public var operation: BinaryOperation {
        switch self {
        case .add: .add
        case .subtract: .subtract
        case .multiply: .multiply
        case .divide: .divide
        case .power: .power
        case .root: .root
        case .scientific: .scaleByPowerOfTen
        }
    }
}
