import CalcPresentation
import Foundation
import Testing

/// The keypad layouts: golden renderings, grid shape, the `2nd` swaps, and labels following state.
@Suite struct KeypadTests {
    @Test func portraitMatchesGolden() throws {
        try GoldenFile(name: "keypad-portrait.txt").check(Keypad.portrait.text)
    }

    @Test func landscapeMatchesGolden() throws {
        try GoldenFile(name: "keypad-landscape.txt").check(Keypad.landscapeScientific.text)
    }

    @Test func landscapeSecondFunctionsMatchGolden() throws {
        let keypad = Keypad.landscapeScientific(KeypadState(showsSecondFunctions: true))
        try GoldenFile(name: "keypad-landscape-2nd.txt").check(keypad.text)
    }

    @Test func landscapeComplexMatchesGolden() throws {
        try GoldenFile(name: "keypad-landscape-complex.txt").check(Keypad.landscapeComplex.text)
    }

    @Test func complexRowSitsAboveTheScientificKeypad() {
        let keypad = Keypad.landscapeComplex
        #expect(keypad.columns == 10)
        #expect(Array(keypad.rows.dropFirst()) == Keypad.landscapeScientific.rows)
        #expect(keypad.rows[0].map(\.label) == ["i", "Re", "Im", "z̄", "arg", "∠", "|x|"])
        #expect(keypad.rows[0].map(\.accessibilityLabel).contains("complex conjugate"))
    }

    @Test func portraitIsFourByFiveWithWideZero() {
        let keypad = Keypad.portrait
        #expect(keypad.columns == 4)
        #expect(keypad.rows.count == 5)
        #expect(
            keypad.rows.map { $0.map(\.label) } == [
                ["AC", "±", "%", "÷"], ["7", "8", "9", "×"], ["4", "5", "6", "−"], ["1", "2", "3", "+"],
                ["0", ".", "="],
            ])
        #expect(keypad.rows[4][0].columnSpan == 2)
        #expect(keypad.rows.allSatisfy { $0.reduce(0) { $0 + $1.columnSpan } == 4 })
    }

    @Test func landscapeIsTenByFive() {
        let keypad = Keypad.landscapeScientific
        #expect(keypad.columns == 10)
        #expect(keypad.rows.count == 5)
        #expect(
            keypad.rows.map { $0.prefix(6).map(\.label) } == [
                ["(", ")", "mc", "m+", "m-", "mr"],
                ["2nd", "x²", "x³", "xʸ", "eˣ", "10ˣ"],
                ["¹/x", "²√x", "³√x", "ʸ√x", "ln", "log₁₀"],
                ["x!", "sin", "cos", "tan", "e", "EE"],
                ["Rad", "sinh", "cosh", "tanh", "π", "Rand"],
            ])
        #expect(keypad.rows.map { Array($0.dropFirst(6)) } == Keypad.portrait.rows)
        #expect(keypad.rows.allSatisfy { $0.reduce(0) { $0 + $1.columnSpan } == 10 })
    }

    /// `2nd`: which cell becomes what, and which key it presses.
    @Test(arguments: [
        ("eˣ", "yˣ", "ypow"), ("10ˣ", "2ˣ", "pow2"), ("ln", "logᵧx", "logy"), ("log₁₀", "log₂", "log2"),
        ("sin", "sin⁻¹", "asin"), ("cos", "cos⁻¹", "acos"), ("tan", "tan⁻¹", "atan"),
        ("sinh", "sinh⁻¹", "asinh"), ("cosh", "cosh⁻¹", "acosh"), ("tanh", "tanh⁻¹", "atanh"),
        ("x²", "|x|", "abs"), ("x³", "⌊x⌋", "floor"), ("xʸ", "⌈x⌉", "ceil"), ("¹/x", "mod", "mod"),
        ("x!", "nCr", "nCr"), ("³√x", "nPr", "nPr"), ("²√x", "²√x", "sqrt"), ("π", "π", "pi"),
    ])
    func secondFunctionSwaps(first: String, second: String, keyName: String) throws {
        let plain = Keypad.landscapeScientific.cells
        let swapped = Keypad.landscapeScientific(KeypadState(showsSecondFunctions: true)).cells
        let index = try #require(plain.firstIndex { $0.label == first })
        #expect(swapped[index].label == second)
        #expect(swapped[index].action.name == keyName)
    }

    /// No cell presses a key other than the one its label names (the `2nd` yˣ cell once pressed xʸ, with a
    /// note).
    @Test func noCellNeedsANote() {
        let swapped = Keypad.landscapeScientific(KeypadState(showsSecondFunctions: true)).cells
        #expect(swapped.allSatisfy { $0.note == nil })
        #expect(Keypad.landscapeScientific.cells.allSatisfy { $0.note == nil })
        #expect(swapped.first { $0.label == "2nd" }?.isSelected == true)
        #expect(Keypad.landscapeScientific.cells.first { $0.label == "2nd" }?.isSelected == false)
    }

    @Test func clearCellFollowsCalculator() throws {
        let fresh = Keypad.portrait(KeypadState(calculator: try calculator(after: "")))
        #expect(fresh.rows[0][0].label == "AC")
        #expect(fresh.rows[0][0].key == .allClear)
        #expect(fresh.rows[0][0].accessibilityLabel == "all clear")
        let typing = Keypad.portrait(KeypadState(calculator: try calculator(after: "5 + 3")))
        #expect(typing.rows[0][0].label == "C")
        #expect(typing.rows[0][0].key == .clear)
        #expect(typing.rows[0][0].accessibilityLabel == "clear")
        let afterEquals = Keypad.landscapeScientific(KeypadState(calculator: try calculator(after: "5 + 3 =")))
        #expect(afterEquals.rows[0][6].label == "AC")
    }

    @Test func highlightedOperatorIsSelected() throws {
        let keypad = Keypad.portrait(KeypadState(calculator: try calculator(after: "5 ×")))
        #expect(keypad.cells.filter(\.isSelected).map(\.label) == ["×"])
        let typing = Keypad.portrait(KeypadState(calculator: try calculator(after: "5 × 3")))
        #expect(typing.cells.filter(\.isSelected).isEmpty)
    }

    @Test func angleKeyOffersTheOtherUnit() throws {
        let degrees = Keypad.landscapeScientific(KeypadState(calculator: try calculator(after: "")))
        #expect(degrees.rows[4][0].label == "Rad")
        #expect(degrees.rows[4][0].key == .radians)
        let radians = Keypad.landscapeScientific(KeypadState(calculator: try calculator(after: "rad")))
        #expect(radians.rows[4][0].label == "Deg")
        #expect(radians.rows[4][0].key == .degrees)
        #expect(radians.rows[4][0].accessibilityLabel == "degrees")
    }

    @Test func performPressesKeysAndTogglesSecond() throws {
        var calculator = try calculator(after: "")
        var state = KeypadState(calculator: calculator)
        for label in ["9", "2nd", "²√x", "+"] {
            let keypad = Keypad.landscapeScientific(state)
            let cell = try #require(keypad.cells.first { $0.label == label })
            state.perform(cell.action, on: &calculator)
        }
        #expect(calculator.display == "3")
        #expect(state.showsSecondFunctions)
        #expect(state.highlightedOperator == .add)
        #expect(state.clearKeyLabel == .allClear)
        state.perform(.toggleSecondFunctions, on: &calculator)
        #expect(!state.showsSecondFunctions)
        #expect(calculator.display == "3")
    }

    /// Every engine key is on some variant of the scientific keypad, except `back` (swipe on the display)
    /// and the reciprocal trigonometric and hyperbolic functions (typed or pasted as expressions).
    @Test func scientificVariantsCoverEveryKey() throws {
        var keys = Set<Key>()
        for second in [false, true] {
            for script in ["", "5", "rad", "grad"] {
                let state = KeypadState(calculator: try calculator(after: script), showsSecondFunctions: second)
                keys.formUnion(Keypad.landscapeScientific(state).cells.compactMap(\.key))
                keys.formUnion(Keypad.landscapeComplex(state).cells.compactMap(\.key))
            }
        }
        // The reciprocal trigonometric functions and other calculators' functions (issue 27) are typed only.
        let otherCalculators: Set<Key> = [
            .function(.doubleFactorial), .function(.gamma), .function(.round), .function(.trunc), .function(.frac),
            .function(.sign), .binary(.minimum), .binary(.maximum), .binary(.gcd), .binary(.lcm), .binary(.hypot),
            .binary(.modularPower),
        ]
        // A function in an angle unit of its own is what an expression presses (`sin(30, deg)`).
        let angleFunctions = Set(
            Key.allKeys.filter { key in
                if case .angleFunction = key { return true }
                return false
            })
        let typedOnly = Set(UnaryFunction.allCases.filter { $0.reciprocalForm != nil }.map { Key.function($0) })
            .union(otherCalculators).union(angleFunctions)
        // Programmer mode's keys are on its own keypad and bit panel (ProgrammerKeypadTests).
        let programmerOnly = Set(
            Key.allKeys.filter { key in
                if case .programmer = key { return true }
                if case .binary(let op) = key { return op.isBitwise }
                return false
            })
        #expect(Set(Key.allKeys).subtracting(keys) == Set([.backspace]).union(typedOnly).union(programmerOnly))
    }

    @Test func everyCellHasLabels() {
        for keypad in [
            Keypad.portrait, .landscapeScientific, .landscapeScientific(KeypadState(showsSecondFunctions: true)),
            .landscapeComplex,
        ] {
            for cell in keypad.cells {
                #expect(!cell.label.isEmpty)
                #expect(!cell.accessibilityLabel.isEmpty)
            }
        }
        #expect(Keypad.landscapeScientific.cells.first { $0.label == "2nd" }?.accessibilityLabel == "second functions")
    }

    @Test func rolesForStyling() {
        let roles = Dictionary(Keypad.landscapeScientific.cells.map { ($0.label, $0.role) }) { a, _ in a }
        #expect(roles["7"] == .digit)
        #expect(roles["."] == .digit)
        #expect(roles["÷"] == .operator)
        #expect(roles["="] == .equals)
        #expect(roles["AC"] == .clear)
        #expect(roles["±"] == .modifier)
        #expect(roles["sin"] == .function)
        #expect(roles["mr"] == .memory)
        #expect(roles["2nd"] == .toggle)
        #expect(roles["Rad"] == .toggle)
    }

    @Test func codableRoundTrip() throws {
        let keypad = Keypad.landscapeScientific(
            KeypadState(
                showsSecondFunctions: true, angleUnit: .radians,
                clearKeyLabel: .clear, highlightedOperator: .divide))
        let data = try JSONEncoder().encode(keypad)
        #expect(try JSONDecoder().decode(Keypad.self, from: data) == keypad)
        let state = KeypadState(showsSecondFunctions: true, highlightedOperator: .power)
        #expect(try JSONDecoder().decode(KeypadState.self, from: JSONEncoder().encode(state)) == state)
    }
}
