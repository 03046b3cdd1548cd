extension Key {
    /// The key that selects `unit`: `deg`, `rad` or `grad`.
    public init(selecting unit: AngleUnit) {
        switch unit {
        case .degrees: self = .degrees
        case .radians: self = .radians
        case .gradians: self = .gradians
        }
    }

    /// The angle unit this key selects (`deg`, `rad`, `grad`), or nil for every other key.
    public var selectedAngleUnit: AngleUnit? {
        AngleUnit.allCases.first { Key(selecting: $0) == self }
    }
}
