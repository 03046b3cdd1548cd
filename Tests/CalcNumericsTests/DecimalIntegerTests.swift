import Testing

@testable import CalcNumerics

/// `DecimalInteger`: every value is a valid integer (digits only, no leading zeros, no −0), whatever it
/// is built from, and its text reads back.
@Suite struct DecimalIntegerTests {
    @Test(arguments: [
        (false, "0", "0"), (true, "0", "0"), (true, "000", "0"), (false, "007", "7"), (true, "12", "-12"),
        (false, "123456789012345678901234567890", "123456789012345678901234567890"),
    ])
    func normalForm(_ isNegative: Bool, _ digits: String, _ description: String) throws {
        let integer = try #require(DecimalInteger(isNegative: isNegative, digits: digits))
        #expect(integer.description == description)
        #expect(integer.isNegative == description.hasPrefix("-"))
        #expect(integer.isZero == (description == "0"))
        #expect(DecimalInteger(description) == integer)
    }

    @Test(arguments: ["", "-", "1.5", "1e3", "+1", " 1", "١٢", "--1", "0x10"])
    func notIntegers(_ text: String) {
        #expect(DecimalInteger(text) == nil)
        #expect(DecimalInteger(isNegative: false, digits: text) == nil)
    }

    @Test func fromInt() {
        #expect(DecimalInteger(0).description == "0")
        #expect(DecimalInteger(-42).description == "-42")
        #expect(DecimalInteger(Int.min).description == "-9223372036854775808")
        #expect(DecimalInteger(-0) == DecimalInteger(isNegative: true, digits: "0"))
    }
}
