/// Where the parts of decimal text are, read from its UTF-8 bytes: the one scanner of
/// `[+|-] digits [. digits] [e|E [+|-] digits]` that the decimal grammar (``DecimalSyntax``), key
/// scripts and display text share.
///
/// The scan goes as far as the grammar allows and stops there (``end``): at a second point, at any other
/// byte, or before an `e` that follows no significand digit or is not followed by exponent digits. Callers decide what they accept of it: the
/// grammar wants all of it and a digit in the significand; a key script's typed number no sign and no
/// exponent.
public struct DecimalScan: Sendable, Hashable {
    /// The sign before the significand, `+` or `-`, if any.
    public var sign: UInt8?
    /// The digits before the point (or of the whole significand without a point).
    public var integerDigits: Range<Int>
    /// The digits after the point; `nil` when there is no point.
    public var fractionDigits: Range<Int>?
    /// The exponent marker, `e` or `E`, when exponent digits follow it.
    public var exponentMarker: UInt8?
    /// The exponent's sign, `+` or `-`, if any.
    public var exponentSign: UInt8?
    /// The exponent's digits (empty without an exponent).
    public var exponentDigits: Range<Int>
    /// Where the scan stopped: the byte count when all of the text was read.
    public var end: Int

    /// Scans `bytes` from the start.
    public init(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        func isDigit(_ index: Int) -> Bool {
            index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
        }
        func isSign(_ index: Int) -> Bool {
            index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
        }
        var index = 0
        sign = isSign(index) ? bytes[index] : nil
        if sign != nil { index += 1 }
        let integerStart = index
        while isDigit(index) { index += 1 }
        integerDigits = integerStart..<index
        fractionDigits = nil
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while isDigit(index) { index += 1 }
            fractionDigits = fractionStart..<index
        }
        exponentMarker = nil
        exponentSign = nil
        exponentDigits = index..<index
        let hasSignificand = !integerDigits.isEmpty || !(fractionDigits?.isEmpty ?? true)
        if hasSignificand && index < bytes.count
            && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E"))
        {
            var exponentIndex = index + 1
            let exponentSign = isSign(exponentIndex) ? bytes[exponentIndex] : nil
            if exponentSign != nil { exponentIndex += 1 }
            let digitsStart = exponentIndex
            while isDigit(exponentIndex) { exponentIndex += 1 }
            if exponentIndex > digitsStart {
                exponentMarker = bytes[index]
                self.exponentSign = exponentSign
                exponentDigits = digitsStart..<exponentIndex
                index = exponentIndex
            }
        }
        end = index
    }

    /// The number of significand digits, before and after the point.
    public var significandDigitCount: Int { integerDigits.count + (fractionDigits?.count ?? 0) }

    /// Whether the scan read all `count` bytes and the significand has a digit: decimal text in the
    /// grammar of ``DecimalSyntax``.
    public func isDecimal(count: Int) -> Bool { end == count && significandDigitCount > 0 }

    /// The scan of `text`'s UTF-8.
    public static func of(_ text: some StringProtocol) -> DecimalScan {
        text.utf8.withContiguousStorageIfAvailable { DecimalScan(utf8: $0) }
            ?? Array(text.utf8).withUnsafeBufferPointer { DecimalScan(utf8: $0) }
    }
}
