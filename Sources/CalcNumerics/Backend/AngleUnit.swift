/// The unit trigonometric functions take and inverse trigonometric functions return.
public enum AngleUnit: String, Sendable, Hashable, Codable, CaseIterable {
    /// A full turn is 360.
    case degrees
    /// A full turn is 2π.
    case radians
    /// A full turn is 400, a right angle 100 (gradians, or gons: Windows Calculator's GRAD).
    case gradians

    /// The units in a full turn when that is an integer: 360 degrees, 400 gradians; nil for radians,
    /// whose turn is 2π. The trigonometric keys reduce an argument in such a unit exactly, by whole and
    /// quarter turns, before anything rounds it.
    public var unitsPerTurn: Int? {
        switch self {
        case .degrees: 360
        case .gradians: 400
        case .radians: nil
        }
    }
}
