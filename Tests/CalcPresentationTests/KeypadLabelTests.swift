import CalcPresentation
import Testing

/// A keypad's labels are names of keys: `Key(name:)` reads every label of every keypad cell back as the
/// key the cell presses, so that what a keypad shows can be typed, pasted or written in a script.
@Suite struct KeypadLabelTests {
    /// Every layout in every state that changes a label: `2nd`, the angle unit, `AC`/`C`, a selected
    /// operator.
    static func everyKeypad() throws -> [Keypad] {
        var keypads: [Keypad] = []
        for script in ["", "5", "5 +", "rad", "rad 5 ×"] {
            let calculator = try calculator(after: script)
            keypads.append(.portrait(KeypadState(calculator: calculator)))
            for second in [false, true] {
                keypads.append(.landscapeScientific(KeypadState(calculator: calculator, showsSecondFunctions: second)))
            }
        }
        return keypads
    }

    @Test func everyCellsLabelNamesTheKeyItPresses() throws {
        var checked = 0
        for keypad in try Self.everyKeypad() {
            for cell in keypad.cells {
                guard let key = cell.key else {
                    #expect(cell.label == "2nd", "only 2nd presses no key")
                    continue
                }
                #expect(Key(name: cell.label) == key, "the cell labelled \(cell.label) presses \(key.name)")
                checked += 1
            }
        }
        #expect(checked > 300)
    }

    /// Every key's keypad label, the ones no layout shows included (`sec⁻¹`, `coth⁻¹`, `⌫`).
    @Test(arguments: Key.allKeys)
    func everyKeypadLabelNamesItsKey(key: Key) {
        #expect(Key(name: key.keypadLabel) == key, "\(key.keypadLabel)")
        #expect(Key(name: " " + key.keypadLabel.uppercased() + " ") == key, "any case, white space around")
    }

    /// Labels that `Key(name:)` did not know: the square and cube roots, the reciprocal, the logarithm to
    /// base y and the inverse reciprocal trigonometric and hyperbolic functions.
    @Test(arguments: [
        ("²√x", Key.function(.squareRoot)), ("³√x", .function(.cubeRoot)), ("¹/x", .function(.reciprocal)),
        ("logᵧx", .binary(.logarithm)), ("sec⁻¹", .function(.asec)), ("csc⁻¹", .function(.acsc)),
        ("cot⁻¹", .function(.acot)), ("sech⁻¹", .function(.asech)), ("csch⁻¹", .function(.acsch)),
        ("coth⁻¹", .function(.acoth)), ("|x|", .function(.abs)), ("⌊x⌋", .function(.floor)),
        ("⌈x⌉", .function(.ceil)), ("Rand", .random), ("mc", .memoryClear), ("m-", .memorySubtract),
        ("Deg", .degrees), ("Rad", .radians),
    ])
    func labelsAreNames(label: String, key: Key) {
        #expect(Key(name: label) == key)
        #expect(key.keypadLabel == label)
    }

    /// The iPhone's second-function yˣ raises the next number typed to the power of the displayed one:
    /// `2nd 2 yˣ 3 =` is 3² = 9, as its label says (the cell said xʸ and gave 2³ = 8 while the engine had
    /// no such key).
    @Test func secondFunctionReversedPowerCellComputesWhatItSays() throws {
        var calculator = try calculator(after: "")
        var state = KeypadState(calculator: calculator)
        for label in ["2nd", "2", "yˣ", "3", "="] {
            let cell = try #require(Keypad.landscapeScientific(state).cells.first { $0.label == label }, "\(label)")
            state.perform(cell.action, on: &calculator)
        }
        #expect(calculator.display == "9")
        #expect(Key(name: "yˣ") == .binary(.reversedPower))
        #expect(Key(name: "y^x") == .binary(.reversedPower))
        #expect(Key(name: "ypow") == .binary(.reversedPower))
        #expect(Key.binary(.reversedPower).name == "ypow")
    }
}
