import Testing

@testable import calc_eval

/// The JSON Lines encoder: members in order, strings escaped, nil left out, and containers asked for
/// before their contents (nested, super) put in their place.
@Suite struct JSONRecordEncoderTests {
    struct Flat: Encodable {
        var line = 3
        var script = "a \"b\"\t\u{1B}"
        var ratio = 0.5
        var exact = true
        var missing: String? = nil
        var list = ["x", "y"]
        var small: Int8 = -3
        var large: UInt64 = .max
        var single: Float = 0.25
        var numbers: [Int16] = [1, -2]
        var reals: [Float] = [1.5]
    }

    /// A record that writes a nested object and array before filling them, then a member after them.
    struct Manual: Encodable {
        enum Keys: String, CodingKey { case first, nested, array, last }
        enum Inner: String, CodingKey { case value }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(1, forKey: .first)
            var nested = container.nestedContainer(keyedBy: Inner.self, forKey: .nested)
            var array = container.nestedUnkeyedContainer(forKey: .array)
            try container.encode("end", forKey: .last)
            try nested.encode("é", forKey: .value)
            try array.encode(true)
            try array.encodeNil()
        }
    }

    @Test func flatRecord() {
        #expect(
            JSONRecordEncoder.text(of: Flat())
                == #"{"line":3,"script":"a \"b\"\t\u001b","ratio":0.5,"exact":true,"list":["x","y"],"small":-3,"#
                + #""large":18446744073709551615,"single":0.25,"numbers":[1,-2],"reals":[1.5]}"#)
    }

    @Test func containersFilledLater() {
        #expect(
            JSONRecordEncoder.text(of: Manual())
                == #"{"first":1,"nested":{"value":"é"},"array":[true,null],"last":"end"}"#)
    }

    @Test func emptyContainersAndScalars() {
        #expect(JSONRecordEncoder.text(of: [String]()) == "[]")
        #expect(JSONRecordEncoder.text(of: "x") == #""x""#)
        #expect(JSONRecordEncoder.text(of: UInt8(7)) == "7")
        #expect(JSONRecordEncoder.text(of: Float(0.5)) == "0.5")
        #expect(JSONRecordEncoder.text(of: [String: Int]()) == "{}")
    }
}
