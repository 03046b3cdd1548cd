extension CorrectlyRounded {
    /// An angle unit whose full turn is an integer, degrees or gradians: what the trigonometric functions
    /// need to reduce an argument exactly and scale it to radians, and what the inverse functions scale
    /// their result by.
    struct TurnUnit {
        /// A full turn: 360 or 400.
        let turn: Double
        /// π over half a turn (π/180, π/200) as a double-double.
        let radiansPerUnit: (Double, Double)
        /// π over half a turn to 256 bits.
        let radiansPerUnitWide: Float256
        /// Half a turn over π (180/π, 200/π) as a double-double.
        let unitsPerRadian: (Double, Double)
        /// Half a turn over π to 256 bits.
        let unitsPerRadianWide: Float256

        /// A quarter turn: 90 or 100.
        var quarterTurn: Double { turn / 4 }
        /// An eighth of a turn, where the tangent is 1: 45 or 50.
        var eighthTurn: Double { turn / 8 }
        /// The angle whose sine is ½, a twelfth of a turn, when the unit writes it as a double: 30 degrees;
        /// nil in gradians (100/3). By Niven's theorem no other rational angle below a quarter turn has a
        /// rational sine.
        var sineOfHalf: Double? { turn.truncatingRemainder(dividingBy: 12) == 0 ? turn / 12 : nil }

        /// Degrees.
        static let degrees = TurnUnit(
            .degrees, radiansPerUnit: TrigonometricTables.radiansPerDegree,
            radiansPerUnitWide: TrigonometricTables.radiansPerDegreeWide,
            unitsPerRadian: InverseTrigonometryTables.degreesPerRadian,
            unitsPerRadianWide: InverseTrigonometryTables.degreesPerRadianWide)

        /// Gradians.
        static let gradians = TurnUnit(
            .gradians, radiansPerUnit: TrigonometricTables.radiansPerGradian,
            radiansPerUnitWide: TrigonometricTables.radiansPerGradianWide,
            unitsPerRadian: InverseTrigonometryTables.gradiansPerRadian,
            unitsPerRadianWide: InverseTrigonometryTables.gradiansPerRadianWide)

        /// The unit of `angle`, or nil for radians.
        init?(_ angle: AngleUnit) {
            switch angle {
            case .degrees: self = .degrees
            case .gradians: self = .gradians
            case .radians: return nil
            }
        }

        /// A unit's constants; its turn is `AngleUnit.unitsPerTurn`'s.
        private init(
            _ unit: AngleUnit, radiansPerUnit: (Double, Double), radiansPerUnitWide: Float256,
            unitsPerRadian: (Double, Double), unitsPerRadianWide: Float256
        ) {
            self.turn = Double(unit.unitsPerTurn ?? 0)
            self.radiansPerUnit = radiansPerUnit
            self.radiansPerUnitWide = radiansPerUnitWide
            self.unitsPerRadian = unitsPerRadian
            self.unitsPerRadianWide = unitsPerRadianWide
        }
    }
}
