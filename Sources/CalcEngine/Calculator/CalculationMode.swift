/// How a calculator orders chained binary operations.
public enum CalculationMode: String, Sendable, Hashable, CaseIterable, Codable {
    /// Like the iPhone: pow, root and EE before × and ÷ before + and −; equal precedence left to right.
    case precedence
    /// Like a classic four-function calculator: strictly left to right.
    case immediate
}
