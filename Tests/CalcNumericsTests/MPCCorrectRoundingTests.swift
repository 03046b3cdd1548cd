import CMPFR
import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// The complex keys that MPFRBackend computes with one GNU MPC function give each part correctly rounded:
/// exactly the bits of Tests/Tables/complex-mpc.tsv (scripts/complex-mpc-table.py: mpmath at 1,000 bits
/// rounded to 256 and to 53 bits, on seeded random arguments; the seed is in the table's header), at 256
/// bits and in IEEE mode.
@Suite struct MPCCorrectRoundingTests {
    struct Row: CustomStringConvertible {
        var key: String
        var bits: Int
        var a: (String, String)
        var b: (String, String)?
        var expected: (String, String)
        var description: String {
            let right = b.map { ", (\($0.0), \($0.1))" } ?? ""
            return "\(key)((\(a.0), \(a.1))\(right)) at \(bits) bits"
        }
    }

    static let lines: [Substring] = {
        let url = TestEnvironment.repositoryRoot.appendingPathComponent("Tests/Tables/complex-mpc.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n")
    }()

    /// "seed N" from the table's header.
    static let seed =
        lines.first { $0.hasPrefix("# seed") }.flatMap { $0.dropFirst(2).split(separator: ",").first }.map(String.init)
        ?? "no seed"

    static let rows: [Row] = lines.compactMap { line in
        guard !line.hasPrefix("#") else { return nil }
        let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard f.count == 8, let bits = Int(f[1]) else { return nil }
        return Row(
            key: f[0], bits: bits, a: (f[2], f[3]), b: f[4] == "-" ? nil : (f[4], f[5]), expected: (f[6], f[7]))
    }

    static func value(_ part: (String, String), _ backend: MPFRBackend) -> ComplexValue<MPFRValue> {
        ComplexValue(real: backend.value(decimal: part.0), imaginary: backend.value(decimal: part.1))
    }

    /// What is wrong with the backend's result for `row`, or nil.
    static func failure(_ row: Row) -> String? {
        let backend = row.bits == 53 ? MPFRBackend.ieeeBinary64 : try! MPFRBackend(precision: row.bits)
        let a = value(row.a, backend)
        let result: (value: ComplexValue<MPFRValue>, isExact: Bool, partsAreCorrectlyRounded: Bool)
        do {
            if let b = row.b {
                guard let operation = BinaryOperation(rawValue: row.key) else { return "\(row): unknown key" }
                result = try backend.complexApply(operation, a, value(b, backend), angle: .radians, exactOperands: true)
            } else {
                guard let function = UnaryFunction(rawValue: row.key) else { return "\(row): unknown key" }
                result = try backend.complexApply(function, to: a, angle: .radians, exactArgument: true)
            }
        } catch {
            return "\(row): \(error)"
        }
        let expected = value(row.expected, backend)
        // Bit for bit (numeric equality: a zero part's sign is not compared).
        guard result.value.real == expected.real, result.value.imaginary == expected.imaginary else {
            return
                "\(row): got \(result.value.real) \(result.value.imaginary), expected \(row.expected.0) \(row.expected.1)"
        }
        // The engine's residue rule relies on the report (exact operands do not move).
        guard result.partsAreCorrectlyRounded else { return "\(row): correctly rounded, but not reported so" }
        return nil
    }

    /// zⁿ for n = 2…16 (exact binomial terms summed by `mpfr_sum`, or `mpc_sqr`) is MPC's `mpc_pow` bit for
    /// bit, both being correctly rounded: seeded random z with parts up to 2^3000 apart, both signs, at 53,
    /// 256 and 1,000 bits, and the x³ key is the same as the power 3.
    @Test func naturalPowersAreMPCsPowers() throws {
        let seed = TestEnvironment.seed
        var random = SplitMix64(seed: seed ^ 0x9A7)
        var failures: [String] = []
        var checked = 0
        for bits in [53, 256, 1000] {
            let backend = try MPFRBackend(precision: bits)
            func part() -> MPFRValue {
                let high = MPFRValue(Double.random(in: 1..<2, using: &random), precision: bits)
                let low = backend.scaled(
                    MPFRValue(Double.random(in: 0..<1, using: &random), precision: bits), byPowerOfTwo: -52)
                let x = backend.scaled(
                    backend.sum(high, low), byPowerOfTwo: Int.random(in: -1500...1500, using: &random))
                return Bool.random(using: &random) ? backend.negation(x) : x
            }
            for _ in 0..<TestEnvironment.iterations(120) {
                let z = ComplexValue(real: part(), imaginary: part())
                let n = Int.random(in: 2...16, using: &random)
                let exponent = ComplexValue(real: backend.value(n), imaginary: backend.value(0))
                let ours = try backend.complexApply(.power, z, exponent, angle: .radians, exactOperands: true)
                let reference = Self.mpcPower(z, n, bits: bits)
                checked += 1
                if ours.value.real != reference.real || ours.value.imaginary != reference.imaginary {
                    failures.append("seed \(seed): (\(z.real), \(z.imaginary))^\(n) at \(bits) bits")
                }
                if n == 3 {
                    let cube = try backend.complexApply(.cube, to: z, angle: .radians, exactArgument: true)
                    if cube.value.real != ours.value.real || cube.value.imaginary != ours.value.imaginary {
                        failures.append("seed \(seed): x³ of (\(z.real), \(z.imaginary)) at \(bits) bits")
                    }
                }
            }
        }
        print("natural powers against mpc_pow: \(checked - failures.count) of \(checked) equal (seed \(seed))")
        #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.joined(separator: "\n"))")
    }

    /// `mpc_pow(z, n)` at `bits`, called directly.
    static func mpcPower(_ z: ComplexValue<MPFRValue>, _ n: Int, bits: Int) -> ComplexValue<MPFRValue> {
        let x = UnsafeMutablePointer<__mpc_struct>.allocate(capacity: 1)
        let y = UnsafeMutablePointer<__mpc_struct>.allocate(capacity: 1)
        let r = UnsafeMutablePointer<__mpc_struct>.allocate(capacity: 1)
        defer {
            for v in [x, y, r] {
                mpc_clear(v)
                v.deallocate()
            }
        }
        mpc_init2(x, mpfr_prec_t(bits))
        mpc_init2(y, 64)
        mpc_init2(r, mpfr_prec_t(bits))
        z.real.withMPFRPointer { _ = mpfr_set(cmpfr_mpc_real(x), $0, MPFR_RNDN) }
        z.imaginary.withMPFRPointer { _ = mpfr_set(cmpfr_mpc_imaginary(x), $0, MPFR_RNDN) }
        mpc_set_si(y, n, cmpfr_mpc_rndnn())
        mpc_pow(r, x, y, cmpfr_mpc_rndnn())
        func value(_ part: mpfr_ptr) -> MPFRValue {
            var result = MPFRValue(precision: bits)
            result.withMutableMPFRPointer { _ = mpfr_set($0, part, MPFR_RNDN) }
            return result
        }
        return ComplexValue(real: value(cmpfr_mpc_real(r)), imaginary: value(cmpfr_mpc_imaginary(r)))
    }

    /// A key composed of several rounded steps does not report its parts as correctly rounded (the residue
    /// rule then moves exact operands too: sin(90+0.5i) in degrees has an imaginary part of 0 that the
    /// rounded π/180 leaves at 1e−79); one MPC function does, and so do the powers that take a², a, 1/a, √a.
    @Test func compositionsDoNotReportCorrectlyRoundedParts() throws {
        let backend = try MPFRBackend(precision: 256)
        func z(_ re: Int, _ im: Int) -> ComplexValue<MPFRValue> {
            ComplexValue(real: backend.value(re), imaginary: backend.value(im))
        }
        let composed: [(String, (value: ComplexValue<MPFRValue>, isExact: Bool, partsAreCorrectlyRounded: Bool))] = [
            ("sin° (90+5i)", try backend.complexApply(.sin, to: z(90, 5), angle: .degrees, exactArgument: true)),
            ("log₂ (3+4i)", try backend.complexApply(.log2, to: z(3, 4), angle: .radians, exactArgument: true)),
            ("∛ (1+2i)", try backend.complexApply(.cubeRoot, to: z(1, 2), angle: .radians, exactArgument: true)),
            ("acot (1+2i)", try backend.complexApply(.acot, to: z(1, 2), angle: .radians, exactArgument: true)),
            (
                "log_(2+i) (3+4i)",
                try backend.complexApply(.logarithm, z(3, 4), z(2, 1), angle: .radians, exactOperands: true)
            ),
            ("³√ (1+2i)", try backend.complexApply(.root, z(1, 2), z(3, 0), angle: .radians, exactOperands: true)),
        ]
        for (name, result) in composed {
            #expect(!result.isExact && !result.partsAreCorrectlyRounded, "\(name)")
        }
        for exponent in [2, 1, -1, 3] {
            let result = try backend.complexApply(.power, z(1, 2), z(exponent, 0), angle: .radians, exactOperands: true)
            #expect(result.partsAreCorrectlyRounded, "(1+2i)^\(exponent)")
        }
        let half = ComplexValue(real: backend.value(decimal: "0.5"), imaginary: backend.value(0))
        #expect(
            try backend.complexApply(.power, z(1, 2), half, angle: .radians, exactOperands: true)
                .partsAreCorrectlyRounded)
    }

    @Test func tableCoversEveryMPCKey() {
        let keys = Set(Self.rows.map(\.key))
        #expect(Self.rows.count >= 2_000, "\(Self.seed)")
        #expect(keys.count == 28, "\(keys.sorted())")
        #expect(Set(Self.rows.map(\.bits)) == [53, 256])
    }

    @Test(arguments: [256, 53])
    func eachPartCorrectlyRounded(bits: Int) {
        let rows = Self.rows.filter { $0.bits == bits }
        let failures = rows.compactMap(Self.failure)
        print(
            "MPC correct rounding at \(bits) bits: \(rows.count - failures.count) of \(rows.count) rows exact (\(Self.seed))"
        )
        #expect(failures.isEmpty, "\(Self.seed): \(failures.count) failures:\n\(failures.joined(separator: "\n"))")
    }

    /// Every complex key's result on MPFR is a value of the backend (its precision; in IEEE mode a binary64
    /// number), in both angle units, on real and complex arguments: none leaks MPC's working precision.
    @Test(arguments: [false, true])
    func resultsAreTheBackendsValues(ieee: Bool) throws {
        let backend = ieee ? MPFRBackend.ieeeBinary64 : try MPFRBackend(precision: 200)
        let arguments: [(String, String)] = [("1.5", "-2"), ("-3", "0"), ("2", "0"), ("0", "-3"), ("0.25", "1e-5")]
        var checked = 0
        var problems: [String] = []
        func check(
            _ name: String, _ result: (value: ComplexValue<MPFRValue>, isExact: Bool, partsAreCorrectlyRounded: Bool)
        ) {
            checked += 1
            for part in [result.value.real, result.value.imaginary] {
                if let problem = backend.problem(withDecoded: part) { problems.append("\(name): \(problem)") }
            }
        }
        for angle in [AngleUnit.radians, .degrees] {
            for (i, a) in arguments.enumerated() {
                let z = Self.value(a, backend)
                for function in UnaryFunction.allCases {
                    if let r = try? backend.complexApply(function, to: z, angle: angle, exactArgument: false) {
                        check("\(function)(\(a)) \(angle)", r)
                    }
                }
                let w = Self.value(arguments[(i + 1) % arguments.count], backend)
                for operation in BinaryOperation.allCases {
                    if let r = try? backend.complexApply(operation, z, w, angle: angle, exactOperands: false) {
                        check("\(operation)(\(a)) \(angle)", r)
                    }
                }
            }
        }
        #expect(checked > 400)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
