extension JSONRecordEncoder {
    /// An object's container: each member written as it is encoded.
    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: JSONRecordEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) { encoder.put(key.stringValue, "null") }
        mutating func encode(_ value: Bool, forKey key: Key) { encoder.put(key.stringValue, value ? "true" : "false") }
        mutating func encode(_ value: String, forKey key: Key) { encoder.put(key.stringValue, JSONText.quoted(value)) }
        mutating func encode(_ value: some BinaryInteger & Encodable, forKey key: Key) {
            encoder.put(key.stringValue, String(value))
        }
        mutating func encode(_ value: some BinaryFloatingPoint & LosslessStringConvertible & Encodable, forKey key: Key)
        {
            encoder.put(key.stringValue, String(value))
        }
        mutating func encode(_ value: some Encodable, forKey key: Key) throws {
            encoder.put(key.stringValue, try JSONRecordEncoder.encoded(value))
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            encoder.putChild(named: key.stringValue).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            encoder.putChild(named: key.stringValue).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { encoder.putChild(named: "super") }
        mutating func superEncoder(forKey key: Key) -> any Encoder { encoder.putChild(named: key.stringValue) }
    }

    /// An array's container: each element written as it is encoded.
    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let encoder: JSONRecordEncoder
        private(set) var count = 0
        var codingPath: [any CodingKey] { [] }

        init(encoder: JSONRecordEncoder) { self.encoder = encoder }

        private mutating func put(_ text: String) {
            encoder.put(text)
            count += 1
        }

        mutating func encodeNil() { put("null") }
        mutating func encode(_ value: Bool) { put(value ? "true" : "false") }
        mutating func encode(_ value: String) { put(JSONText.quoted(value)) }
        mutating func encode(_ value: some BinaryInteger & Encodable) { put(String(value)) }
        mutating func encode(_ value: some BinaryFloatingPoint & LosslessStringConvertible & Encodable) {
            put(String(value))
        }
        mutating func encode(_ value: some Encodable) throws { put(try JSONRecordEncoder.encoded(value)) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        {
            count += 1
            return encoder.putChild(named: nil).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            count += 1
            return encoder.putChild(named: nil).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder {
            count += 1
            return encoder.putChild(named: nil)
        }
    }

    /// A single value's container.
    struct SingleValueContainer: SingleValueEncodingContainer {
        let encoder: JSONRecordEncoder
        var codingPath: [any CodingKey] { [] }

        private func set(_ text: String) {
            encoder.shape = .scalar
            encoder.text = Array(text.utf8)
        }

        mutating func encodeNil() { set("null") }
        mutating func encode(_ value: Bool) { set(value ? "true" : "false") }
        mutating func encode(_ value: String) { set(JSONText.quoted(value)) }
        mutating func encode(_ value: some BinaryInteger & Encodable) { set(String(value)) }
        mutating func encode(_ value: some BinaryFloatingPoint & LosslessStringConvertible & Encodable) {
            set(String(value))
        }
        mutating func encode(_ value: some Encodable) throws { set(try JSONRecordEncoder.encoded(value)) }
    }
}
