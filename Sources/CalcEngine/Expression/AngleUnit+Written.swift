/// The angle unit an expression writes for one trigonometric function, whatever the calculator's angle
/// unit: Windows Calculator's history writes it after the name (`sin₀(30)` degrees, `sinᵣ(1)` radians),
/// its expression engine as a second argument (`sin(30, deg)`, `sin(100, grad)`, `asin(1, deg)`).
extension AngleUnit {
    /// The unit `name` names (`deg`, `rad`, `grad`, their long forms and `gon`, in any case), or nil: a
    /// function's second argument (`sin(100, grad)`), and the command line's `--angle`.
    public init?(named name: String) {
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
        unitsPerTurn.map { String($0 / 4) }
    }
}
