import CalcTestSupport
import Testing

@testable import CalcNumerics

/// `ModularPower` (the `powmod` key's arithmetic) and `WideUnsigned`, its integers: against Python's
/// `pow(a, b, m)` on large operands, against 64-bit arithmetic on random small ones, and the long
/// division against a bit-by-bit division on random operands of up to 640 bits.
@Suite struct ModularPowerTests {
    /// An operand written as a sign and digits (the tables below), as `DecimalInteger` reads it.
    typealias Integer = (isNegative: Bool, digits: String)

    func power(_ a: Integer, _ b: Integer, _ m: Integer) throws(ModularPower.Failure) -> String {
        func integer(_ x: Integer) -> DecimalInteger {
            guard let integer = DecimalInteger(isNegative: x.isNegative, digits: x.digits) else {
                Issue.record("\(x) is not an integer")
                return DecimalInteger(0)
            }
            return integer
        }
        return try ModularPower.result(base: integer(a), exponent: integer(b), modulus: integer(m)).description
    }

    @Test func speedCrunchRows() throws {
        #expect(try power((false, "2"), (false, "10"), (false, "7")) == "2")
        #expect(try power((false, "3"), (false, "233"), (false, "353")) == "248")
        #expect(try power((true, "3"), (false, "233"), (false, "353")) == "105")
        #expect(try power((false, "123456789"), (false, "1234567"), (true, "97")) == "-80")
        #expect(try power((false, "123456789"), (false, "0"), (false, "97")) == "1")
        #expect(try power((false, "123456789"), (false, "1234567"), (false, "1")) == "0")
        #expect(try power((false, "0"), (false, "0"), (true, "7")) == "-6", "0^0 = 1, floored into (-7, 0]")
        #expect(throws: ModularPower.Failure.zeroModulus) { try power((false, "2"), (false, "10"), (false, "0")) }
        #expect(throws: ModularPower.Failure.negativeExponent) {
            try power((false, "2"), (true, "1"), (false, "5"))
        }
        #expect(try power((false, "2"), (true, "0"), (false, "5")) == "1", "-0 is not negative")
        let tooLong = String(repeating: "9", count: ModularPower.maximumDigits + 1)
        #expect(throws: ModularPower.Failure.operandTooLarge) {
            try power((false, tooLong), (false, "2"), (false, "5"))
        }
    }

    /// Values from Python's `pow(a, b, m)`: a = 3^500 + 12345, b = 2^1000 + 7, m = 10^300 + 123; and
    /// 7^(m − 2) mod m for m = 2^4095 + 1, 1,233 digits, the largest size taken.
    @Test func largeOperandsAgreeWithPython() throws {
        let a =
            "36360291795869936842385267079543319118023385026001623040346035832580600191583895484198508262979388783308179702534403855752855931517013066142992430916562025780021771247847643450125342836565813209972590371590152578728008385990139795377622346"
        let b =
            "10715086071862673209484250490600018105614048117055336074437503883703510511249361224931983788156958581275946729175531468251871452856923140435984577574698574803934567774824230985421074605062371141877954182153046474983581941267398767559165543946077062914571196477686542167660429831652624386837205668069383"
        let m =
            "1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000123"
        #expect(
            try power((false, a), (false, b), (false, m))
                == "93098126644130635273564150577578418104356257760545996188707392737025693137049990269249417880826160103995307181228789933420987971309483253964065731951699324601734408577504036601667384387714185062370050622149565480436470939280523169427874328582964208730031653247956118992301615706279632844185031955186"
        )
        let n =
            "522194440706576253345876355358312191289982124523691890192116741641976953985778728424413405967498779170445053357219631418993786719092896803631618043925682638972978488271854999170180795067191859157214035005927973113188159419698856372836167342172293308748403954352901852035642024370059304557233988891799014503343469488440893892973452815095130470299789726716411734651513348221529512507986199933857107770846917779942645743159118957217248367043905936319748237550094520674504208530837546834166925275516486044134775384991808184705966507606898412918594045916828375610659246423184062775112999150206172392431297837246097308511903252956622805412865917690043804311051417135098849101156584508839003337597742539960818209685142687562392007453579567729991395256699805775897135553415567045292136442139895777424891477161767258532611634530697452993846501061481697843891439474220308003706472837459911525285821188577408160690315522951458068463354171428220365223949985950890732881736611925133626529949897998045399734600887312408859224933727829625089164535236559716582775403784110923285873186648442456409760158728501220463308455437074192539205964902261490928669488824051563042951500651206733594863336608245755565801460390869016718045121902354170201577095169"
        #expect(n.count == ModularPower.maximumDigits)
        #expect(
            try power(
                (false, "7"), (false, String(WideUnsigned(decimal: n)!.subtracting(WideUnsigned(limbs: [2])).decimal)),
                (false, n))
                == "150702120675446053776394688521446827249174251593675458881619974600417981282175874442493774647244476173243572237205551306884367993218451232026709003964058957530423610736099010027047117390882156335495540371158601399018156093483454481813630272019812289170305034789987666502330555484664304695337355871026729504243649597281262907676758783266409299477405378131022631136628652478922632467439097477608455308888297437176827779873602025252769051740606313928914730143960989268629251950833482245345536554003479328141259395061890098169945839563895613264787099844288961818783218998565397524749068733701793048135266492379768598321045849943123854282167675507012220355257695325631052727612947640148739177489644457942176087728470125599872131175677804361753949999090852300431437828230428500974947538488710354128151440655917752338468534689269069598579733400776157127977841292321898772495012910577367552327406451027397335560697365666593909012113862299275832621108928222977327134041321625230356209210032006261701077249153626321839609148149813658668348066454449512813322139733481568777047158232738672901604989514992063822422040426143263908120075359100603270795198861840015536479417283226396641230596831989620133789229970689575972879074613070094351264100433"
        )
    }

    /// x·y mod m by 64-bit arithmetic, for m < 2^32.
    static func referencePower(_ a: UInt64, _ b: UInt64, _ m: UInt64) -> UInt64 {
        var result: UInt64 = 1 % m
        var base = a % m
        var e = b
        while e > 0 {
            if e & 1 == 1 { result = result * base % m }
            base = base * base % m
            e >>= 1
        }
        return result
    }

    @Test func smallOperandsAgreeWithSixtyFourBitArithmetic() throws {
        var random = TestEnvironment.generator(salt: 0x90_03D)
        for _ in 0..<2_000 {
            let a = random.next() >> UInt64.random(in: 0...63, using: &random)
            let b = random.next() >> UInt64.random(in: 0...63, using: &random)
            let m = max(1, random.next() >> UInt64.random(in: 32...63, using: &random))
            let expected = Self.referencePower(a, b, m)
            let got = try power((false, String(a)), (false, String(b)), (false, String(m)))
            #expect(got == String(expected), "powmod(\(a), \(b), \(m)), \(TestEnvironment.replayHint)")
        }
    }

    /// a mod m bit by bit (shift and subtract), the long division's independent check.
    static func referenceRemainder(_ a: WideUnsigned, _ m: WideUnsigned) -> WideUnsigned {
        var remainder = WideUnsigned(limbs: [])
        for index in stride(from: a.bitWidth - 1, through: 0, by: -1) {
            remainder = remainder * WideUnsigned(limbs: [2])
            if a.bit(index) {
                remainder = WideUnsigned(
                    limbs: remainder.limbs.isEmpty ? [1] : [remainder.limbs[0] | 1] + remainder.limbs.dropFirst())
            }
            if remainder >= m { remainder = remainder.subtracting(m) }
        }
        return remainder
    }

    @Test func longDivisionAgreesWithBitByBitDivision() {
        var random = TestEnvironment.generator(salt: 0xD1_7D)
        for _ in 0..<300 {
            // Limbs drawn with runs of all ones and zeros, where the quotient's estimates are most often off.
            func limbs(_ count: Int) -> [UInt64] {
                (0..<count).map { _ in
                    switch random.next() % 4 {
                    case 0: UInt64.max
                    case 1: 0
                    case 2: UInt64.max >> (random.next() % 64)
                    default: random.next()
                    }
                }
            }
            let a = WideUnsigned(limbs: limbs(Int(random.next() % 10) + 1))
            var m = WideUnsigned(limbs: limbs(Int(random.next() % 5) + 1))
            if m.isZero { m = WideUnsigned(limbs: [3]) }
            let expected = Self.referenceRemainder(a, m)
            #expect(a % m == expected, "\(a.decimal) mod \(m.decimal), \(TestEnvironment.replayHint)")
        }
    }

    @Test func decimalDigitsRoundTrip() {
        var random = TestEnvironment.generator(salt: 0xDEC)
        for _ in 0..<200 {
            let count = Int(random.next() % 400) + 1
            var digits = String((0..<count).map { _ in Character(String(random.next() % 10)) })
            while digits.count > 1, digits.first == "0" { digits.removeFirst() }
            #expect(WideUnsigned(decimal: digits)?.decimal == digits, "\(TestEnvironment.replayHint)")
        }
        #expect(
            WideUnsigned(decimal: "") == nil && WideUnsigned(decimal: "12a") == nil
                && WideUnsigned(decimal: "-1") == nil)
        #expect(WideUnsigned(decimal: "0000")?.decimal == "0")
    }
}
