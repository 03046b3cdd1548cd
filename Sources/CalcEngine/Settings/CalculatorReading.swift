/// A value read from a calculator on its concrete backend (``AnyCalculator/read(_:)``), borrowed: how
/// code outside the engine reads what a `Calculator` has and `AnyCalculator` does not forward (the
/// display fitter of CalcPresentation reads the value and backend of either through one method).
public protocol CalculatorReading {
    /// What is read.
    associatedtype Value
    /// Reads the value from `calculator`.
    func read<Backend>(_ calculator: Calculator<Backend>) -> Value
}

/// The displayed value rounded to some digits.
struct DisplayedValue: CalculatorReading {
    let count: Int
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> DecimalDigits? {
        calculator.displayedValue(roundedTo: count)
    }
}

struct DisplayedParts: CalculatorReading {
    var count: Int
    func read<Backend>(_ calculator: Calculator<Backend>) -> (real: DecimalDigits, imaginary: DecimalDigits)? {
        calculator.displayedParts(roundedTo: count)
    }
}

// What each property reads from the calculator held (``AnyCalculator/read(_:)``).

struct ReadScreen: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> CalculatorScreen { calculator.screen }
}

struct ReadDisplayKind: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> DisplayKind { calculator.displayKind }
}

struct ReadDisplay: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> String { calculator.display }
}

struct ReadComplexDisplay: CalculatorReading {
    func read<Backend>(_ calculator: Calculator<Backend>) -> ComplexDisplay? { calculator.complexDisplay }
}

struct ReadIsError: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> Bool { calculator.isError }
}

struct ReadErrorReason: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> ArithmeticError? { calculator.errorReason }
}

struct ReadIsShowingEntry: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> Bool { calculator.isShowingEntry }
}

struct ReadIsDisplayExact: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> Bool { calculator.isDisplayExact }
}

struct ReadIsValueExact: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> Bool? { calculator.isValueExact }
}

struct ReadIsMemoryExact: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> Bool { calculator.isMemoryExact }
}

struct ReadIsDisplayApproximate: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> Bool { calculator.isDisplayApproximate }
}

struct ReadClearKeyLabel: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> ClearKeyLabel { calculator.clearKeyLabel }
}

struct ReadPendingOperator: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> BinaryOperation? { calculator.pendingOperator }
}

struct ReadHighlightedOperator: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> BinaryOperation? { calculator.highlightedOperator }
}

struct ReadHasMemory: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> Bool { calculator.hasMemory }
}

struct ReadMemoryDisplay: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> String { calculator.memoryDisplay }
}

struct ReadOpenParentheses: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> Int { calculator.openParentheses }
}

struct ReadAngleUnit: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> AngleUnit { calculator.angleUnit }
}

struct ReadDisplayDigits: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> Int { calculator.displayDigits }
}

struct ReadEntryDigitLimit: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> Int { calculator.entryDigitLimit }
}

struct ReadBackendName: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> String { calculator.backendName }
}

struct ReadTapeLine: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> String { calculator.tapeLine }
}

struct ReadResultLiteral: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> NumberLiteral? { calculator.resultLiteral }
}

struct ReadResultValue: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> ValueLiteral? { calculator.resultValue }
}

struct ReadCalculationKeys: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> [Key]? { calculator.calculationKeys }
}

struct ReadTape: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> Tape { calculator.tape }
}
