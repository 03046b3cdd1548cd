/// The keys a ``CalculatorModel`` replays to switch backends, kept bounded over any number of keys.
///
/// A replay must rebuild what the calculator shows and holds: the calculation since the last all clear,
/// the memory, the angle unit and the position of `rand`'s generator. So at each all clear (`AC`, or `C`
/// acting as it) the keys of the calculation it ended are dropped unless memory or `rand` depended on
/// them (a calculation with `M+`, `M−`, `MC` or `rand` is kept whole, in order, ending with its `AC`);
/// of one that only changed the angle unit, its last `deg` or `rad` is kept. When what is kept grows
/// beyond ``maximumKeptKeys``, it is replaced by the angle unit's key and the memory typed as its
/// displayed digits (`1.41421356237310 M+ AC`): from then on a backend switch carries the memory at the
/// digits shown, and `rand` continues from a fresh generator. Everything else replays as today.
struct KeyLog: Sendable, Hashable {
    /// The most keys kept for memory, the angle unit and `rand` before they are replaced by the memory's
    /// digits.
    static let maximumKeptKeys = 2_000

    /// What a replay presses, oldest first: the kept keys, then the calculation since the last all clear.
    private(set) var keys: [Key]
    /// Where the calculation since the last all clear starts in ``keys``.
    private var calculationStart: Int

    /// A log of `keys`, all of them part of the current calculation (until the next all clear).
    init(_ keys: [Key] = []) {
        self.keys = keys
        calculationStart = 0
    }

    /// Records `key`, pressed on a calculator that showed `before` and now is `after`.
    mutating func record(_ key: Key, before: CalculatorScreen, after calculator: some CalculatorProtocol) {
        keys.append(key)
        let isAllClear = key == .allClear || (key == .clear && before.clearKeyLabel == .allClear)
        guard isAllClear else { return }
        let calculation = keys[calculationStart...]
        keys.removeSubrange(calculationStart...)
        if calculation.contains(where: Self.isKeptWhole) {
            keys += calculation
        } else if let angle = calculation.last(where: { $0 == .degrees || $0 == .radians }) {
            keys.append(angle)
        }
        if keys.count > Self.maximumKeptKeys { keys = Self.summary(of: calculator) }
        calculationStart = keys.count
    }

    /// Whether a calculation with `key` is kept whole: memory or `rand`'s generator depend on it.
    private static func isKeptWhole(_ key: Key) -> Bool {
        switch key {
        case .memoryAdd, .memorySubtract, .memoryClear, .random, .programmer: true
        case .digit, .point, .binary, .equals, .allClear, .clear, .backspace, .negate, .percent, .function, .pi,
            .e, .openParenthesis, .closeParenthesis, .memoryRecall, .degrees, .radians, .literal, .imaginaryUnit:
            false
        }
    }

    /// The keys that give a fresh calculator `calculator`'s angle unit and (at its displayed digits) its
    /// memory.
    private static func summary(of calculator: some CalculatorProtocol) -> [Key] {
        var keys: [Key] = [calculator.angleUnit == .radians ? .radians : .degrees]
        if calculator.hasMemory,
            let typed = try? Clipboard.keys(pasting: calculator.memoryDisplay, into: calculator.clearedForTyping)
        {
            keys += typed + [.memoryAdd, .allClear]
        }
        return keys
    }
}

extension CalculatorProtocol {
    /// This calculator after `AC`: what typing a number starts from.
    fileprivate var clearedForTyping: Self {
        var calculator = self
        calculator.press(.allClear)
        return calculator
    }
}
