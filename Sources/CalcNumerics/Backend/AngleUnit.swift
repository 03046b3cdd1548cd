/// The unit trigonometric functions take and inverse trigonometric functions return.
public enum AngleUnit: String, Sendable, Hashable, Codable, CaseIterable {
    /// A full turn is 360.
    case degrees
    /// A full turn is 2π.
    case radians
}
