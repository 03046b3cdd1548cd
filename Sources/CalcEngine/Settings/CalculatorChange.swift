/// A change made to a calculator on its concrete backend (``AnyCalculator/modify(_:)``).
protocol CalculatorChange {
    associatedtype Result
    mutating func apply<Backend>(to calculator: inout Calculator<Backend>) -> Result
}

/// One key.
struct PressKey: CalculatorChange {
    let key: Key
    func apply<Backend>(to calculator: inout Calculator<Backend>) { calculator.press(key) }
}

/// A sequence of keys.
struct PressKeys<Keys: Sequence<Key>>: CalculatorChange {
    let keys: Keys
    func apply<Backend>(to calculator: inout Calculator<Backend>) { calculator.press(keys) }
}

/// A key script's keys, and the display after them.
struct EvaluateScript: CalculatorChange {
    let script: KeyScript
    func apply<Backend>(to calculator: inout Calculator<Backend>) -> String {
        calculator.press(script.keys)
        return calculator.display
    }
}

/// Back to the state the calculator was created in.
struct Reset: CalculatorChange {
    func apply<Backend>(to calculator: inout Calculator<Backend>) { calculator.reset() }
}

/// A key script, with the display after each key.
struct RunScript: CalculatorChange {
    let script: KeyScript
    func apply<Backend>(to calculator: inout Calculator<Backend>) -> [String] { calculator.run(script) }
}

/// A new tape (or capacity).
struct SetTape: CalculatorChange {
    let tape: Tape
    func apply<Backend>(to calculator: inout Calculator<Backend>) { calculator.tape = tape }
}
