/// Which numbers of a calculation were typed with a decimal point, for ``FractionDisplay/auto`` (which shows
/// the result of such inputs as a decimal).
enum DecimalPointInput: Sendable, Hashable {
    /// None was.
    case none
    /// Only the entry being typed has one: deleting it (`back`), clearing the entry (`C`) or replacing it
    /// (π, `MR`, a literal) takes it back.
    case inEntry
    /// A number already used, or a literal (`[0.5]`), had one: it stays until the calculation ends.
    case inCalculation
}
