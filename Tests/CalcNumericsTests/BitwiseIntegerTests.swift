import CalcTestSupport
import Testing

@testable import CalcNumerics

/// `BitwiseInteger` (the bitwise keys outside programmer mode): against 64-bit two's complement on random
/// operands, against Python's operators on large ones, and its limits.
@Suite struct BitwiseIntegerTests {
    typealias Integer = DecimalInteger

    static func integer(_ x: Int64) -> Integer { DecimalInteger(Int(x)) }
    static func integer(_ text: String) -> Integer {
        guard let integer = DecimalInteger(text) else {
            Issue.record("'\(text)' is not an integer")
            return DecimalInteger(0)
        }
        return integer
    }
    static func text(_ x: Integer) -> String { x.description }

    func apply(_ op: BinaryOperation, _ a: String, _ b: String) throws(BitwiseInteger.Failure) -> String {
        Self.text(try BitwiseInteger.result(op, Self.integer(a), Self.integer(b)))
    }

    @Test func speedCrunchRows() throws {
        #expect(try apply(.and, "-5", "3") == "3")
        #expect(try apply(.or, "-5", "3") == "-5")
        #expect(try apply(.shiftRightArithmetic, "-9", "2") == "-3")
        #expect(try apply(.shiftRightArithmetic, "-1", "1000") == "-1")
        #expect(try apply(.shiftRightArithmetic, "7", "1000") == "0")
        #expect(try apply(.shiftLeft, "-1", "1") == "-2")
        #expect(try apply(.shiftLeft, "0", "100000") == "0", "zero stays zero whatever the count")
        #expect(Self.text(try BitwiseInteger.not(Self.integer("5"))) == "-6")
        #expect(Self.text(try BitwiseInteger.not(Self.integer("-1"))) == "0")
        #expect(Self.text(try BitwiseInteger.not(Self.integer("-0"))) == "-1", "-0 is 0")
        #expect(try BitwiseInteger.bitCount(Self.integer("-1")) == 256)
        // 2^255 and 2^255 + 1.
        let twoTo255 = "57896044618658097711785492504343953926634992332820282019728792003956564819968"
        let beyond = "57896044618658097711785492504343953926634992332820282019728792003956564819969"
        #expect(try BitwiseInteger.bitCount(Self.integer("-" + twoTo255)) == 1)
        #expect(throws: BitwiseInteger.Failure.undefined) { try BitwiseInteger.bitCount(Self.integer("-" + beyond)) }
    }

    @Test func limits() {
        #expect(throws: BitwiseInteger.Failure.undefined) { try apply(.shiftLeft, "1", "-1") }
        #expect(throws: BitwiseInteger.Failure.undefined) { try apply(.shiftRightLogical, "-8", "1") }
        #expect(throws: BitwiseInteger.Failure.tooLarge) { try apply(.shiftLeft, "1", "5000") }
        #expect(throws: BitwiseInteger.Failure.tooLarge) { try apply(.shiftLeft, "1", "99999999999999999999999") }
        #expect(throws: BitwiseInteger.Failure.undefined) { try apply(.add, "1", "2") }
        let tooLong = String(repeating: "9", count: BitwiseInteger.maximumDigits + 1)
        #expect(throws: BitwiseInteger.Failure.tooLarge) { try apply(.and, tooLong, "1") }
        let longest = String(repeating: "9", count: BitwiseInteger.maximumDigits)
        #expect((try? apply(.and, longest, "-1")) == longest)
    }

    /// Values from Python: a = 2^200 + 12345, b = −3^100.
    @Test func largeOperandsAgreeWithPython() throws {
        let a = "1606938044258990275541962092341162602522202993782792835313721"
        let b = "-515377520732011331036461129765621272702107522001"
        #expect(try apply(.and, a, b) == "1606938044258990275541962092341162602522202993782792835309609")
        #expect(try apply(.or, a, b) == "-515377520732011331036461129765621272702107517889")
        #expect(try apply(.xor, a, b) == "-1606938044259505653062694103672199063651968615055494942827498")
        #expect(try apply(.shiftRightArithmetic, b, "37") == "-3749864996149054284880266130244281323")
        #expect(
            try apply(.shiftLeft, b, "100")
                == "-653318623500070906096690267158057820537143710472954871543071966369497141477376")
        #expect(
            Self.text(try BitwiseInteger.not(Self.integer(a)))
                == "-1606938044258990275541962092341162602522202993782792835313722")
    }

    /// Every operation on random 64-bit operands (drawn with runs of ones and zeros), against Int64's own
    /// two's complement; popcount of a negative against its 64 low bits plus the 192 sign bits above them.
    @Test func agreesWithSixtyFourBitArithmetic() throws {
        var random = TestEnvironment.generator(salt: 0xB1_7E)
        func draw() -> Int64 {
            let bits = random.next() >> (random.next() % 64)
            let x = Int64(bitPattern: random.next() % 3 == 0 ? ~bits : bits)
            return x == .min ? 0 : x
        }
        for _ in 0..<3_000 {
            let x = draw()
            let y = draw()
            let hint = "x = \(x), y = \(y), \(TestEnvironment.replayHint)"
            let a = Self.text(Self.integer(x))
            let b = Self.text(Self.integer(y))
            #expect(try apply(.and, a, b) == String(x & y), "\(hint)")
            #expect(try apply(.or, a, b) == String(x | y), "\(hint)")
            #expect(try apply(.xor, a, b) == String(x ^ y), "\(hint)")
            #expect(try apply(.nand, a, b) == String(~(x & y)), "\(hint)")
            #expect(try apply(.nor, a, b) == String(~(x | y)), "\(hint)")
            #expect(try apply(.xnor, a, b) == String(~(x ^ y)), "\(hint)")
            #expect(Self.text(try BitwiseInteger.not(Self.integer(x))) == String(~x), "\(hint)")
            let count = Int64(random.next() % 70)
            #expect(try apply(.shiftRightArithmetic, a, String(count)) == String(x >> count), "\(hint), n = \(count)")
            if x >= 0 {
                #expect(try apply(.shiftRightLogical, a, String(count)) == String(x >> count), "\(hint)")
            }
            let (product, overflow) = x.multipliedReportingOverflow(by: count < 63 ? 1 << count : 0)
            if !overflow && count < 63 {
                #expect(try apply(.shiftLeft, a, String(count)) == String(product), "\(hint), n = \(count)")
            }
            let ones = x >= 0 ? x.nonzeroBitCount : 192 + x.nonzeroBitCount
            #expect(try BitwiseInteger.bitCount(Self.integer(x)) == ones, "\(hint)")
        }
    }
}
