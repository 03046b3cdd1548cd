/// The keys a ``CalculatorModel`` (and the terminal calculator) replays to switch backends, kept bounded
/// over any number of calculations.
///
/// A replay must rebuild what the calculator shows and holds: the calculation since the last all clear,
/// the memory, the angle unit and the position of `rand`'s generator. So at each all clear (`AC`, or `C`
/// acting as it) the keys of the calculation it ended are dropped unless memory or `rand` depended on
/// them (a calculation with `M+`, `M−`, `MC` or `rand` is kept whole, in order, ending with its `AC`);
/// of one that only changed the angle unit, its last `deg` or `rad` is kept. When what is kept grows
/// beyond ``maximumKeptKeys``, it is replaced by the angle unit's key and the memory typed as its
/// displayed digits (`1.41421356237310 M+ AC`): from then on a backend switch carries the memory at the
/// digits shown, and `rand` continues from a fresh generator. Everything else replays as today.
///
/// A calculation that goes on for more than ``maximumCalculationKeys`` keys without an all clear
/// (`1 + 1 = 2 + 2 = …`, `1 + 1 + 1 + …` without `=`, a script that never clears) is compacted the same
/// way at its next key that leaves no number half typed: its keys are replaced by that summary and the
/// keys that rebuild the calculation (`CalculatorProtocol.calculationKeys`: each pending operand as a
/// literal with every digit the backend tells apart, its operator, the open parentheses, the computed
/// value on the display). A backend switch then carries those values (not recomputed on the new
/// backend), and a repeated `=` right after has no operation to repeat there. A number can be typed for
/// at most the display's digits, so the log stays bounded over any input.
package struct KeyLog: Sendable, Hashable {
    /// The most keys kept for memory, the angle unit and `rand` before they are replaced by the memory's
    /// digits.
    static let maximumKeptKeys = 2_000
    /// The most keys of one calculation kept before it is compacted at its next result.
    static let maximumCalculationKeys = 10_000

    /// What a replay presses, oldest first: the kept keys, then the calculation since the last all clear,
    /// each marked when it continues a paste (`LoggedKey`: not pressed while the calculator shows `Error`).
    package private(set) var entries: [LoggedKey]
    /// Where the calculation since the last all clear starts in ``entries``.
    private var calculationStart: Int

    /// The keys of ``entries``.
    package var keys: [Key] { entries.map(\.key) }

    /// A log of `keys`, all of them part of the current calculation (until the next all clear).
    package init(_ keys: [LoggedKey] = []) {
        entries = keys
        calculationStart = 0
    }

    /// Records `key`, pressed on a calculator whose clear key said `clearKeyLabel` and whose display was
    /// the typed entry `entryBefore` (nil when it showed no entry), and that now is `calculator`.
    ///
    /// A digit or point that left the entry as it was (the entry's digit limit reached, a second point, a
    /// digit refused in programmer mode) is not kept: a replay types every digit it is given
    /// (`AnyCalculator.switchBackend(to:replaying:)`), so that a number typed on a backend whose entry
    /// takes 50 digits keeps them on one that takes 15, and digits an entry refused must not be there.
    ///
    package mutating func record(
        _ key: Key, clearKeyLabelBefore clearKeyLabel: ClearKeyLabel, entryBefore: String?,
        after calculator: some CalculatorProtocol
    ) {
        record(LoggedKey(key), clearKeyLabelBefore: clearKeyLabel, entryBefore: entryBefore, after: calculator)
    }

    /// Records a logged key (`LoggedKey`). A paste's keys are kept whole, whether or not they were
    /// pressed here, and its clearing never ends the calculation in the log: a paste that stopped at an
    /// `Error` here, or cleared one, replays as it would have been pasted on a backend where it does not.
    package mutating func record(
        _ logged: LoggedKey, clearKeyLabelBefore clearKeyLabel: ClearKeyLabel, entryBefore: String?,
        after calculator: some CalculatorProtocol
    ) {
        let key = logged.key
        // A digit or point that changed neither the entry nor the clear key (`0` on a cleared 0 makes it
        // a typed operand: C, not AC) is left out.
        if logged.role == .pressed, Self.typesIntoEntry(key), let entryBefore, calculator.isShowingEntry,
            calculator.display == entryBefore, calculator.clearKeyLabel == clearKeyLabel
        {
            return
        }
        entries.append(logged)
        let isAllClear =
            logged.role == .pressed && (key == .allClear || (key == .clear && clearKeyLabel == .allClear))
        guard isAllClear else {
            if entries.count - calculationStart > Self.maximumCalculationKeys { compact(calculator) }
            return
        }
        let calculation = entries[calculationStart...]
        entries.removeSubrange(calculationStart...)
        if calculation.contains(where: { Self.isKeptWhole($0.key) }) {
            entries += calculation
        } else if let angle = calculation.last(where: { $0.key.selectedAngleUnit != nil }) {
            entries.append(LoggedKey(angle.key))
        }
        if entries.count > Self.maximumKeptKeys { entries = Self.summary(of: calculator) }
        calculationStart = entries.count
    }

    /// Replaces a long calculation by the summary and the keys that rebuild it
    /// (`CalculatorProtocol.calculationKeys`), unless a number is being typed or the calculator shows
    /// `Error` (then at a later key).
    private mutating func compact(_ calculator: some CalculatorProtocol) {
        guard let calculation = calculator.calculationKeys else { return }
        entries = Self.summary(of: calculator)
        calculationStart = entries.count
        entries += calculation.map { LoggedKey($0) }
    }

    /// Whether `key` types into an entry: a digit (a hexadecimal one too) or the point.
    private static func typesIntoEntry(_ key: Key) -> Bool {
        if case .digit = key { return true }
        if case .programmer(.hexDigit) = key { return true }
        return key == .point
    }

    /// Whether a calculation with `key` is kept whole: memory or `rand`'s generator depend on it.
    private static func isKeptWhole(_ key: Key) -> Bool {
        switch key {
        case .memoryAdd, .memorySubtract, .memoryClear, .random, .programmer: true
        case .digit, .point, .binary, .equals, .allClear, .clear, .backspace, .negate, .percent, .function,
            .angleFunction, .pi,
            .e, .openParenthesis, .closeParenthesis, .memoryRecall, .degrees, .radians, .gradians, .literal,
            .imaginaryUnit:
            false
        }
    }

    /// The keys that give a fresh calculator `calculator`'s angle unit and (at its displayed digits) its
    /// memory.
    private static func summary(of calculator: some CalculatorProtocol) -> [LoggedKey] {
        var keys = [LoggedKey(Key(selecting: calculator.angleUnit))]
        if calculator.hasMemory,
            let typed = try? Clipboard.keys(pasting: calculator.memoryDisplay, into: calculator.clearedForTyping)
        {
            keys += typed + [LoggedKey(.memoryAdd), LoggedKey(.allClear)]
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
