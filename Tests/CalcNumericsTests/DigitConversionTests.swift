import CalcEngine
import CalcTestSupport
import Testing

/// Binary to decimal digits: `decimalDigits(of:significantDigits:)` rounds the exact binary value half
/// to even, on every backend and precision.
///
/// Expected digits were computed offline with Python's `fractions`: the text is first rounded to the
/// backend's binary precision (binary64 for Double), then that exact binary value to the digit count.
/// So 0.125 and 0.375 are true ties ("12", "38"), while 0.15 is a tie only in decimal: its binary64
/// value is below 0.15 ("1") and its 24-bit value above ("2").
@Suite("Digit conversion")
struct DigitConversionTests {
    /// Backend, text, digit count, and the expected sign, digits and decimal exponent.
    /// `.double` rows hold for IEEE-mode MPFR too.
    static let table: [(kind: BackendKind, text: String, count: Int, negative: Bool, digits: String, exponent: Int)] = [
        (.double, "0.125", 2, false, "12", -1),
        (.mpfr(2), "0.125", 2, false, "12", -1),
        (.mpfr(24), "0.125", 2, false, "12", -1),
        (.mpfr(53), "0.125", 2, false, "12", -1),
        (.mpfr(100), "0.125", 2, false, "12", -1),
        (.mpfr(256), "0.125", 2, false, "12", -1),
        (.double, "0.375", 2, false, "38", -1),
        (.mpfr(2), "0.375", 2, false, "38", -1),
        (.mpfr(24), "0.375", 2, false, "38", -1),
        (.mpfr(53), "0.375", 2, false, "38", -1),
        (.mpfr(100), "0.375", 2, false, "38", -1),
        (.mpfr(256), "0.375", 2, false, "38", -1),
        (.double, "2.5", 1, false, "2", 0),
        (.mpfr(2), "2.5", 1, false, "2", 0),
        (.mpfr(24), "2.5", 1, false, "2", 0),
        (.mpfr(53), "2.5", 1, false, "2", 0),
        (.mpfr(100), "2.5", 1, false, "2", 0),
        (.mpfr(256), "2.5", 1, false, "2", 0),
        (.double, "3.5", 1, false, "4", 0),
        (.mpfr(2), "3.5", 1, false, "4", 0),
        (.mpfr(24), "3.5", 1, false, "4", 0),
        (.mpfr(53), "3.5", 1, false, "4", 0),
        (.mpfr(100), "3.5", 1, false, "4", 0),
        (.mpfr(256), "3.5", 1, false, "4", 0),
        (.double, "-2.5", 1, true, "2", 0),
        (.mpfr(2), "-2.5", 1, true, "2", 0),
        (.mpfr(24), "-2.5", 1, true, "2", 0),
        (.mpfr(53), "-2.5", 1, true, "2", 0),
        (.mpfr(100), "-2.5", 1, true, "2", 0),
        (.mpfr(256), "-2.5", 1, true, "2", 0),
        (.double, "-3.5", 1, true, "4", 0),
        (.mpfr(2), "-3.5", 1, true, "4", 0),
        (.mpfr(24), "-3.5", 1, true, "4", 0),
        (.mpfr(53), "-3.5", 1, true, "4", 0),
        (.mpfr(100), "-3.5", 1, true, "4", 0),
        (.mpfr(256), "-3.5", 1, true, "4", 0),
        (.double, "0.5", 1, false, "5", -1),
        (.mpfr(2), "0.5", 1, false, "5", -1),
        (.mpfr(24), "0.5", 1, false, "5", -1),
        (.mpfr(53), "0.5", 1, false, "5", -1),
        (.mpfr(100), "0.5", 1, false, "5", -1),
        (.mpfr(256), "0.5", 1, false, "5", -1),
        (.double, "9.5", 1, false, "1", 1),
        (.mpfr(2), "9.5", 1, false, "8", 0),
        (.mpfr(24), "9.5", 1, false, "1", 1),
        (.mpfr(53), "9.5", 1, false, "1", 1),
        (.mpfr(100), "9.5", 1, false, "1", 1),
        (.mpfr(256), "9.5", 1, false, "1", 1),
        (.double, "99.5", 2, false, "10", 2),
        (.mpfr(2), "99.5", 2, false, "96", 1),
        (.mpfr(24), "99.5", 2, false, "10", 2),
        (.mpfr(53), "99.5", 2, false, "10", 2),
        (.mpfr(100), "99.5", 2, false, "10", 2),
        (.mpfr(256), "99.5", 2, false, "10", 2),
        (.double, "0.15", 1, false, "1", -1),
        (.mpfr(2), "0.15", 1, false, "1", -1),
        (.mpfr(24), "0.15", 1, false, "2", -1),
        (.mpfr(53), "0.15", 1, false, "1", -1),
        (.mpfr(100), "0.15", 1, false, "2", -1),
        (.mpfr(256), "0.15", 1, false, "2", -1),
        (.double, "0.25", 1, false, "2", -1),
        (.mpfr(2), "0.25", 1, false, "2", -1),
        (.mpfr(24), "0.25", 1, false, "2", -1),
        (.mpfr(53), "0.25", 1, false, "2", -1),
        (.mpfr(100), "0.25", 1, false, "2", -1),
        (.mpfr(256), "0.25", 1, false, "2", -1),
        (.double, "0.35", 1, false, "3", -1),
        (.mpfr(2), "0.35", 1, false, "4", -1),
        (.mpfr(24), "0.35", 1, false, "3", -1),
        (.mpfr(53), "0.35", 1, false, "3", -1),
        (.mpfr(100), "0.35", 1, false, "3", -1),
        (.mpfr(256), "0.35", 1, false, "3", -1),
        (.double, "0.45", 1, false, "5", -1),
        (.mpfr(2), "0.45", 1, false, "5", -1),
        (.mpfr(24), "0.45", 1, false, "4", -1),
        (.mpfr(53), "0.45", 1, false, "5", -1),
        (.mpfr(100), "0.45", 1, false, "4", -1),
        (.mpfr(256), "0.45", 1, false, "4", -1),
        (.double, "1.005", 3, false, "100", 0),
        (.mpfr(2), "1.005", 3, false, "100", 0),
        (.mpfr(24), "1.005", 3, false, "100", 0),
        (.mpfr(53), "1.005", 3, false, "100", 0),
        (.mpfr(100), "1.005", 3, false, "100", 0),
        (.mpfr(256), "1.005", 3, false, "101", 0),
        (.double, "2.675", 3, false, "267", 0),
        (.mpfr(2), "2.675", 3, false, "300", 0),
        (.mpfr(24), "2.675", 3, false, "267", 0),
        (.mpfr(53), "2.675", 3, false, "267", 0),
        (.mpfr(100), "2.675", 3, false, "267", 0),
        (.mpfr(256), "2.675", 3, false, "267", 0),
        (.double, "0", 1, false, "0", 0),
        (.mpfr(2), "0", 1, false, "0", 0),
        (.mpfr(24), "0", 1, false, "0", 0),
        (.mpfr(53), "0", 1, false, "0", 0),
        (.mpfr(100), "0", 1, false, "0", 0),
        (.mpfr(256), "0", 1, false, "0", 0),
        (.double, "0", 5, false, "00000", 0),
        (.mpfr(2), "0", 5, false, "00000", 0),
        (.mpfr(24), "0", 5, false, "00000", 0),
        (.mpfr(53), "0", 5, false, "00000", 0),
        (.mpfr(100), "0", 5, false, "00000", 0),
        (.mpfr(256), "0", 5, false, "00000", 0),
        (.double, "-0", 3, true, "000", 0),
        (.mpfr(2), "-0", 3, true, "000", 0),
        (.mpfr(24), "-0", 3, true, "000", 0),
        (.mpfr(53), "-0", 3, true, "000", 0),
        (.mpfr(100), "-0", 3, true, "000", 0),
        (.mpfr(256), "-0", 3, true, "000", 0),
        (.double, "0.1", 17, false, "10000000000000001", -1),
        (.mpfr(2), "0.1", 17, false, "93750000000000000", -2),
        (.mpfr(24), "0.1", 17, false, "10000000149011612", -1),
        (.mpfr(53), "0.1", 17, false, "10000000000000001", -1),
        (.mpfr(100), "0.1", 17, false, "10000000000000000", -1),
        (.mpfr(256), "0.1", 17, false, "10000000000000000", -1),
        (.double, "0.1", 25, false, "1000000000000000055511151", -1),
        (.mpfr(2), "0.1", 25, false, "9375000000000000000000000", -2),
        (.mpfr(24), "0.1", 25, false, "1000000014901161193847656", -1),
        (.mpfr(53), "0.1", 25, false, "1000000000000000055511151", -1),
        (.mpfr(100), "0.1", 25, false, "1000000000000000000000000", -1),
        (.mpfr(256), "0.1", 25, false, "1000000000000000000000000", -1),
        (.double, "1e23", 17, false, "99999999999999992", 22),
        (.mpfr(2), "1e23", 17, false, "11333679558887149", 23),
        (.mpfr(24), "1e23", 17, false, "99999997781963084", 22),
        (.mpfr(53), "1e23", 17, false, "99999999999999992", 22),
        (.mpfr(100), "1e23", 17, false, "10000000000000000", 23),
        (.mpfr(256), "1e23", 17, false, "10000000000000000", 23),
        (.double, "1e23", 23, false, "99999999999999991611392", 22),
        (.mpfr(2), "1e23", 23, false, "11333679558887148512870", 23),
        (.mpfr(24), "1e23", 23, false, "99999997781963083612160", 22),
        (.mpfr(53), "1e23", 23, false, "99999999999999991611392", 22),
        (.mpfr(100), "1e23", 23, false, "10000000000000000000000", 23),
        (.mpfr(256), "1e23", 23, false, "10000000000000000000000", 23),
        (.double, "9.999999999999999999", 5, false, "10000", 1),
        (.mpfr(2), "9.999999999999999999", 5, false, "80000", 0),
        (.mpfr(24), "9.999999999999999999", 5, false, "10000", 1),
        (.mpfr(53), "9.999999999999999999", 5, false, "10000", 1),
        (.mpfr(100), "9.999999999999999999", 5, false, "10000", 1),
        (.mpfr(256), "9.999999999999999999", 5, false, "10000", 1),
        (.double, "-123456789.987654321", 9, true, "123456790", 8),
        (.mpfr(2), "-123456789.987654321", 9, true, "134217728", 8),
        (.mpfr(24), "-123456789.987654321", 9, true, "123456792", 8),
        (.mpfr(53), "-123456789.987654321", 9, true, "123456790", 8),
        (.mpfr(100), "-123456789.987654321", 9, true, "123456790", 8),
        (.mpfr(256), "-123456789.987654321", 9, true, "123456790", 8),
        (.double, "4.9406564584124654e-324", 17, false, "49406564584124654", -324),
        (.mpfr(2), "4.9406564584124654e-324", 17, false, "49406564584124654", -324),
        (.mpfr(24), "4.9406564584124654e-324", 17, false, "49406564584124654", -324),
        (.mpfr(53), "4.9406564584124654e-324", 17, false, "49406564584124654", -324),
        (.mpfr(100), "4.9406564584124654e-324", 17, false, "49406564584124654", -324),
        (.mpfr(256), "4.9406564584124654e-324", 17, false, "49406564584124654", -324),
        (.double, "4.9406564584124654e-324", 3, false, "494", -324),
        (.mpfr(2), "4.9406564584124654e-324", 3, false, "494", -324),
        (.mpfr(24), "4.9406564584124654e-324", 3, false, "494", -324),
        (.mpfr(53), "4.9406564584124654e-324", 3, false, "494", -324),
        (.mpfr(100), "4.9406564584124654e-324", 3, false, "494", -324),
        (.mpfr(256), "4.9406564584124654e-324", 3, false, "494", -324),
        (.double, "2.2250738585072014e-308", 17, false, "22250738585072014", -308),
        (.mpfr(2), "2.2250738585072014e-308", 17, false, "22250738585072014", -308),
        (.mpfr(24), "2.2250738585072014e-308", 17, false, "22250738585072014", -308),
        (.mpfr(53), "2.2250738585072014e-308", 17, false, "22250738585072014", -308),
        (.mpfr(100), "2.2250738585072014e-308", 17, false, "22250738585072014", -308),
        (.mpfr(256), "2.2250738585072014e-308", 17, false, "22250738585072014", -308),
        (.double, "1.7976931348623157e308", 17, false, "17976931348623157", 308),
        (.mpfr(2), "1.7976931348623157e308", 17, false, "17976931348623159", 308),
        (.mpfr(24), "1.7976931348623157e308", 17, false, "17976931348623159", 308),
        (.mpfr(53), "1.7976931348623157e308", 17, false, "17976931348623157", 308),
        (.mpfr(100), "1.7976931348623157e308", 17, false, "17976931348623157", 308),
        (.mpfr(256), "1.7976931348623157e308", 17, false, "17976931348623157", 308),
        (.double, "1.7976931348623157e308", 1, false, "2", 308),
        (.mpfr(2), "1.7976931348623157e308", 1, false, "2", 308),
        (.mpfr(24), "1.7976931348623157e308", 1, false, "2", 308),
        (.mpfr(53), "1.7976931348623157e308", 1, false, "2", 308),
        (.mpfr(100), "1.7976931348623157e308", 1, false, "2", 308),
        (.mpfr(256), "1.7976931348623157e308", 1, false, "2", 308),
        (.double, "1e-400", 5, false, "00000", 0),
        (.mpfr(2), "1e-400", 5, false, "85337", -401),
        (.mpfr(24), "1e-400", 5, false, "10000", -400),
        (.mpfr(53), "1e-400", 5, false, "10000", -400),
        (.mpfr(100), "1e-400", 5, false, "10000", -400),
        (.mpfr(256), "1e-400", 5, false, "10000", -400),
        (.double, "1e308", 20, false, "10000000000000000110", 308),
        (.mpfr(2), "1e308", 20, false, "89884656743115795386", 307),
        (.mpfr(24), "1e308", 20, false, "99999998017364171051", 307),
        (.mpfr(53), "1e308", 20, false, "10000000000000000110", 308),
        (.mpfr(100), "1e308", 20, false, "10000000000000000000", 308),
        (.mpfr(256), "1e308", 20, false, "10000000000000000000", 308),
        (.double, "0.3", 40, false, "2999999999999999888977697537484345957637", -1),
        (.mpfr(2), "0.3", 40, false, "2500000000000000000000000000000000000000", -1),
        (.mpfr(24), "0.3", 40, false, "3000000119209289550781250000000000000000", -1),
        (.mpfr(53), "0.3", 40, false, "2999999999999999888977697537484345957637", -1),
        (.mpfr(100), "0.3", 40, false, "3000000000000000000000000000001577721810", -1),
        (.mpfr(256), "0.3", 40, false, "3000000000000000000000000000000000000000", -1),
        (
            .double, "4.9406564584124654e-324", 760, false,
            "4940656458412465441765687928682213723650598026143247644255856825006755072702087518652998363616359923797965646954457177309266567103559397963987747960107818781263007131903114045278458171678489821036887186360569987307230500063874091535649843873124733972731696151400317153853980741262385655911710266585566867681870395603106249319452715914924553293054565444011274801297099995419319894090804165633245247571478690147267801593552386115501348035264934720193790268107107491703332226844753335720832431936092382893458368060106011506169809753078342277318329247904982524730776375927247874656084778203734469699533647017972677717585125660551199131504891101451037862738167250955837389733598993664809941164205702637090279242767544565229087538682506419718265533447265625000000000",
            -324
        ),
        (
            .double, "2.2250738585072014e-308", 720, false,
            "222507385850720138309023271733240406421921598046233183055332741688720443481391819585428315901251102056406733973103581100515243416155346010885601238537771882113077799353200233047961014744258363607192156504694250373420837525080665061665815894872049117996859163964850063590877011830487479978088775374994945158045160505091539985658247081864511353793580499211598108576605199243335211435239014879569960959128889160299264151106346631339366347758651302937176204732563178148566435087212282863764204484681140761391147706280168985324411002416144742161856716615054015428508471675290190316132277889672970737312333408698898317506783884692609277397797285865965494109136909540613646756870239867831529068098461721092462539672851562500000",
            -308
        ),
    ]

    @Test(
        "digits are the exact binary value rounded half to even",
        arguments: [BackendKind.double, .ieee, .mpfr(2), .mpfr(24), .mpfr(53), .mpfr(100), .mpfr(256)])
    func digitTable(_ kind: BackendKind) throws {
        let rowKind = kind == .ieee ? BackendKind.double : kind
        let rows = Self.table.filter { $0.kind == rowKind }
        #expect(!rows.isEmpty)
        func check(_ backend: some NumericBackend) throws {
            for row in rows {
                let value = try backend.parse(decimal: row.text)
                let digits = backend.decimalDigits(of: value, significantDigits: row.count)
                let expected = DecimalDigits(
                    isNegative: row.negative, digits: Array(row.digits.utf8), exponent: row.exponent)
                #expect(
                    digits == expected,
                    "\(kind.testDescription) \(row.text) to \(row.count) digits: got \(describe(digits)), expected \(describe(expected))"
                )
            }
        }
        try check(kind.backend)
    }

    @Test(
        "halfway cases round to even on every backend",
        arguments: [
            ("0.125", 2, "12"), ("0.375", 2, "38"), ("2.5", 1, "2"), ("3.5", 1, "4"), ("0.5", 1, "5"),
            ("99.5", 2, "10"),
        ],
        BackendKind.calculatorBackends + [.mpfr(100)])
    func halfwayCases(_ row: (text: String, count: Int, digits: String), _ kind: BackendKind) throws {
        func check(_ backend: some NumericBackend) throws {
            let digits = backend.decimalDigits(of: try backend.parse(decimal: row.text), significantDigits: row.count)
            #expect(digits.digitString == row.digits, "\(row.text) on \(kind.testDescription)")
            #expect(!digits.isNegative)
            let negative = backend.decimalDigits(
                of: try backend.parse(decimal: "-" + row.text), significantDigits: row.count)
            #expect(
                negative.digitString == row.digits && negative.isNegative, "-\(row.text) on \(kind.testDescription)")
        }
        try check(kind.backend)
    }

    @Test("zero and negative zero", arguments: BackendKind.calculatorBackends)
    func zeros(_ kind: BackendKind) throws {
        func check(_ backend: some NumericBackend) throws {
            for count in [1, 3, 17, 40] {
                let positive = backend.decimalDigits(of: try backend.parse(decimal: "0"), significantDigits: count)
                #expect(
                    positive
                        == DecimalDigits(
                            isNegative: false, digits: Array(repeating: UInt8(ascii: "0"), count: count), exponent: 0))
                #expect(positive.isZero)
                let negative = backend.decimalDigits(of: try backend.parse(decimal: "-0.000"), significantDigits: count)
                #expect(
                    negative
                        == DecimalDigits(
                            isNegative: true, digits: Array(repeating: UInt8(ascii: "0"), count: count), exponent: 0))
                #expect(negative.isZero)
            }
        }
        try check(kind.backend)
    }

    @Test("maximumSignificantDigits is ⌈bits·log₁₀2⌉ + 1")
    func maximumSignificantDigits() throws {
        #expect(DoubleBackend().maximumSignificantDigits == 17)
        #expect(MPFRBackend.ieeeBinary64.maximumSignificantDigits == 17)
        #expect(try MPFRBackend(precision: 53).maximumSignificantDigits == 17)
        #expect(try MPFRBackend(precision: 256).maximumSignificantDigits == 79)
        #expect(try MPFRBackend(precision: 2).maximumSignificantDigits == 2)
        #expect(try MPFRBackend(precision: 100).maximumSignificantDigits == 32)
        #expect(MPFRBackend.maximumSignificantDigits(forPrecision: 1_000_000) == 301_031)
    }

    @Test(
        "every digit count gives exactly that many digits, the first non-zero",
        arguments: BackendKind.calculatorBackends)
    func digitCounts(_ kind: BackendKind) throws {
        func check(_ backend: some NumericBackend) throws {
            for text in ["1", "0.001", "9.99", "-123.456", "6.02214076e23", "4.9406564584124654e-324"] {
                let value = try backend.parse(decimal: text)
                for count in 1...30 {
                    let digits = backend.decimalDigits(of: value, significantDigits: count)
                    #expect(digits.digits.count == count, "\(text) to \(count) digits")
                    #expect(digits.digits.first != UInt8(ascii: "0"), "\(text) to \(count) digits")
                    #expect(digits.digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
                }
            }
        }
        try check(kind.backend)
    }

    @Test(
        "digits at maximumSignificantDigits parse back to the same value",
        arguments: BackendKind.calculatorBackends + [.mpfr(2), .mpfr(100)])
    func roundTrip(_ kind: BackendKind) throws {
        let seed = TestEnvironment.seed
        var generator = TestEnvironment.generator(salt: 0xD161_7500)
        let count = TestEnvironment.isUnderValgrind ? 50 : 500
        func check<B: NumericBackend>(_ backend: B) throws {
            var failures = 0
            for _ in 0..<count {
                // A quotient of random integers scaled by a random power of two: all digits in use.
                let numerator = backend.value(Int.random(in: -(1 << 62)...(1 << 62), using: &generator))
                let denominator = backend.value(Int.random(in: 1...(1 << 62), using: &generator))
                let exponent =
                    kind.hasBinary64Range
                    ? Int.random(in: -1000...1000, using: &generator)
                    : Int.random(in: -100_000...100_000, using: &generator)
                let x = backend.scaled(backend.quotient(numerator, denominator), byPowerOfTwo: exponent)
                let digits = backend.decimalDigits(of: x, significantDigits: backend.maximumSignificantDigits)
                let text = (digits.isNegative ? "-0." : "0.") + digits.digitString + "e\(digits.exponent + 1)"
                let back = try backend.parse(decimal: text)
                if !backend.isEqual(back, x) {
                    failures += 1
                    if failures <= 5 {
                        Issue.record("seed \(seed): \(kind.testDescription) \(text) does not parse back to \(x)")
                    }
                }
            }
            #expect(failures == 0, "seed \(seed)")
        }
        try check(kind.backend)
    }

    @Test("DecimalDigits helpers")
    func decimalDigitsHelpers() {
        let digits = DecimalDigits(isNegative: true, digits: Array("314159".utf8), exponent: 0)
        #expect(digits.digitString == "314159")
        #expect(!digits.isZero)
        #expect(DecimalDigits(isNegative: false, digits: Array("000".utf8), exponent: 0).isZero)
    }
}
