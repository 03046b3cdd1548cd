import CMPFR
import CalcNumerics

extension MPFRValue: Codable {
    private enum CodingKeys: String, CodingKey {
        case precision
        case value
    }

    /// Encodes the precision and the exact value in base 16 (`"-0.1a2b@3"`, `"@NaN@"`, `"-@Inf@"`).
    ///
    /// Base 16 is a power of two, so the digits are exact: decoding gives back the same bits.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(precision, forKey: .precision)
        try container.encode(hexadecimalText, forKey: .value)
    }

    /// Decodes a value encoded by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let precision = try container.decode(Int.self, forKey: .precision)
        guard MPFRBackend.precisionRange.contains(precision) else {
            throw DecodingError.dataCorruptedError(
                forKey: .precision, in: container,
                debugDescription: "precision \(precision) out of range")
        }
        let text = try container.decode(String.self, forKey: .value)
        self.init(precision: precision)
        let parsed = withMutableMPFRPointer { target in
            text.withCString { start -> Bool in
                var end: UnsafeMutablePointer<CChar>?
                _ = MPFRExponentRange.widest.run { mpfr_strtofr(target, start, &end, 16, MPFR_RNDN) }
                // The whole text read, and something read: an empty text parses as 0 with its end at its
                // start.
                guard let end, end != UnsafeMutablePointer(mutating: start) else { return false }
                return end.pointee == 0
            }
        }
        guard parsed else {
            throw DecodingError.dataCorruptedError(
                forKey: .value, in: container, debugDescription: "not an MPFR value: \(text)")
        }
    }

    /// The exact value in MPFR's base-16 notation.
    var hexadecimalText: String {
        if isNaN { return "@NaN@" }
        if isInfinite { return hasNegativeSign ? "-@Inf@" : "@Inf@" }
        if isZero { return hasNegativeSign ? "-0" : "0" }
        return withMPFRPointer { source in
            var exponent: mpfr_exp_t = 0
            // One hex digit per 4 bits, plus one for alignment: exact.
            let count = (precision + 3) / 4 + 1
            var buffer = [CChar](repeating: 0, count: count + 2)
            _ = MPFRExponentRange.widest.run { mpfr_get_str(&buffer, &exponent, 16, count, source, MPFR_RNDN) }
            var digits = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let negative = digits.hasPrefix("-")
            if negative { digits.removeFirst() }
            return (negative ? "-" : "") + "0." + digits + "@" + String(exponent)
        }
    }
}

extension MPFRBackend: Codable {
    private enum CodingKeys: String, CodingKey {
        case precision
        case ieee
        case digits
    }

    /// Encodes the precision, whether the backend emulates binary64, and the digits asked for by
    /// ``init(digits:)`` if any.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(precision, forKey: .precision)
        try container.encode(isIEEEMode, forKey: .ieee)
        try container.encodeIfPresent(requestedDigits, forKey: .digits)
    }

    /// Decodes a backend, validating its precision.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if try container.decodeIfPresent(Bool.self, forKey: .ieee) ?? false {
            self = .ieeeBinary64
            return
        }
        let precision = try container.decode(Int.self, forKey: .precision)
        let digits = try container.decodeIfPresent(Int.self, forKey: .digits)
        if let digits {
            guard digits >= 1, digits <= 5_000_000, SignificantDigits.precision(forDigits: digits) == precision
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .digits, in: container,
                    debugDescription: "\(digits) digits do not go with \(precision) bits")
            }
            self.init(validPrecision: precision, requestedDigits: digits)
            return
        }
        do {
            try self.init(precision: precision)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .precision, in: container, debugDescription: error.description)
        }
    }
}
