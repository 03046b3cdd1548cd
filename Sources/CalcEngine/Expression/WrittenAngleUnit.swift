/// The angle unit an expression writes for one trigonometric function, whatever the calculator's angle
/// unit: Windows Calculator's history writes it after the name (`sin₀(30)` degrees, `sinᵣ(1)` radians),
/// its expression engine as a second argument (`sin(30, deg)`, `sin(100, grad)`, `asin(1, deg)`).
enum WrittenAngleUnit: Sendable, Hashable {
    case degrees
    case radians
    /// A hundredth of a right angle.
    case gradians

    /// The unit a second argument names (`deg`, `rad`, `grad` and their long forms, any case), or nil.
    init?(argument name: String) {
        switch name.lowercased() {
        case "deg", "degree", "degrees": self = .degrees
        case "rad", "radian", "radians": self = .radians
        case "grad", "gradian", "gradians", "gon": self = .gradians
        default: return nil
        }
    }

    /// The unit a subscript after a function's name writes (`₀` degrees, `ᵣ` radians), or nil.
    init?(subscript mark: Character) {
        switch mark {
        case "₀": self = .degrees
        case "ᵣ": self = .radians
        default: return nil
        }
    }

    /// A right angle's measure in this unit, as a literal (`90`, `100`), or nil in radians (π/2).
    var rightAngle: String? {
        switch self {
        case .degrees: "90"
        case .radians: nil
        case .gradians: "100"
        }
    }
}
