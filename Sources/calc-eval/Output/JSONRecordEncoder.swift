/// Encodes `Encodable` records as JSON text for JSON Lines: members in the order they are encoded,
/// strings escaped by ``JSONText/quoted(_:)``, numbers as Swift prints them, no Foundation.
///
/// calc-eval's records are objects of strings, numbers, booleans, arrays and objects; `nil` is left
/// out (`encodeIfPresent`) or written `null` (`encodeNil`).
final class JSONRecordEncoder: Encoder {
    /// A value being encoded.
    enum Value {
        /// Nothing encoded yet.
        case empty
        /// A scalar's JSON text.
        case scalar(String)
        /// An object's members, in order.
        case object([(name: String, value: Member)])
        /// An array's elements, in order.
        case array([Member])
    }

    /// A member of an object or an element of an array: its text, or a container still being filled.
    enum Member {
        case text(String)
        case nested(JSONRecordEncoder)

        var text: String {
            switch self {
            case .text(let text): text
            case .nested(let encoder): encoder.text
            }
        }
    }

    var value = Value.empty
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    /// The members of `record`'s object (each name with its value as JSON text), in the order encoded.
    static func members(of record: some Encodable) -> [(String, String)] {
        let encoder = JSONRecordEncoder()
        do { try record.encode(to: encoder) } catch { return [] }  // this encoder throws no errors
        guard case .object(let members) = encoder.value else { return [] }
        return members.map { ($0.name, $0.value.text) }
    }

    /// `record` as JSON text (one line).
    static func text(of record: some Encodable) -> String {
        let encoder = JSONRecordEncoder()
        do { try record.encode(to: encoder) } catch { return "null" }  // this encoder throws no errors
        return encoder.text
    }

    /// The JSON text of what was encoded.
    var text: String {
        switch value {
        case .empty: "null"
        case .scalar(let text): text
        case .object(let members): JSONText.object(members.map { ($0.name, $0.value.text) })
        case .array(let elements): "[" + elements.map(\.text).joined(separator: ",") + "]"
        }
    }

    func append(_ member: Member, named name: String) {
        if case .object(var members) = value {
            value = .empty
            members.append((name, member))
            value = .object(members)
        } else {
            value = .object([(name, member)])
        }
    }

    func append(_ element: Member) {
        if case .array(var elements) = value {
            value = .empty
            elements.append(element)
            value = .array(elements)
        } else {
            value = .array([element])
        }
    }

    /// The JSON text of a value encoded on its own.
    static func encoded(_ value: some Encodable) throws -> Member {
        let encoder = JSONRecordEncoder()
        try value.encode(to: encoder)
        return .text(encoder.text)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .empty = value { value = .object([]) }
        return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .empty = value { value = .array([]) }
        return UnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleValueContainer(encoder: self) }

    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: JSONRecordEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) { encoder.append(.text("null"), named: key.stringValue) }
        mutating func encode(_ value: Bool, forKey key: Key) {
            encoder.append(.text(value ? "true" : "false"), named: key.stringValue)
        }
        mutating func encode(_ value: String, forKey key: Key) {
            encoder.append(.text(JSONText.quoted(value)), named: key.stringValue)
        }
        mutating func encode(_ value: Double, forKey key: Key) {
            encoder.append(.text(String(value)), named: key.stringValue)
        }
        mutating func encode(_ value: Float, forKey key: Key) {
            encoder.append(.text(String(value)), named: key.stringValue)
        }
        mutating func encode(_ value: Int, forKey key: Key) {
            encoder.append(.text(String(value)), named: key.stringValue)
        }
        mutating func encode(_ value: Int8, forKey key: Key) { encode(Int(value), forKey: key) }
        mutating func encode(_ value: Int16, forKey key: Key) { encode(Int(value), forKey: key) }
        mutating func encode(_ value: Int32, forKey key: Key) { encode(Int(value), forKey: key) }
        mutating func encode(_ value: Int64, forKey key: Key) { encode(Int(value), forKey: key) }
        mutating func encode(_ value: UInt, forKey key: Key) {
            encoder.append(.text(String(value)), named: key.stringValue)
        }
        mutating func encode(_ value: UInt8, forKey key: Key) { encode(UInt(value), forKey: key) }
        mutating func encode(_ value: UInt16, forKey key: Key) { encode(UInt(value), forKey: key) }
        mutating func encode(_ value: UInt32, forKey key: Key) { encode(UInt(value), forKey: key) }
        mutating func encode(_ value: UInt64, forKey key: Key) { encode(UInt(value), forKey: key) }
        mutating func encode(_ value: some Encodable, forKey key: Key) throws {
            encoder.append(try JSONRecordEncoder.encoded(value), named: key.stringValue)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            let nested = JSONRecordEncoder()
            encoder.append(.nested(nested), named: key.stringValue)
            return nested.container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let nested = JSONRecordEncoder()
            encoder.append(.nested(nested), named: key.stringValue)
            return nested.unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            let nested = JSONRecordEncoder()
            encoder.append(.nested(nested), named: key.stringValue)
            return nested
        }
    }

    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let encoder: JSONRecordEncoder
        var codingPath: [any CodingKey] { [] }
        var count: Int {
            guard case .array(let elements) = encoder.value else { return 0 }
            return elements.count
        }

        mutating func encodeNil() { encoder.append(.text("null")) }
        mutating func encode(_ value: Bool) { encoder.append(.text(value ? "true" : "false")) }
        mutating func encode(_ value: String) { encoder.append(.text(JSONText.quoted(value))) }
        mutating func encode(_ value: Double) { encoder.append(.text(String(value))) }
        mutating func encode(_ value: Int) { encoder.append(.text(String(value))) }
        mutating func encode(_ value: some Encodable) throws { encoder.append(try JSONRecordEncoder.encoded(value)) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        {
            let nested = JSONRecordEncoder()
            encoder.append(.nested(nested))
            return nested.container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let nested = JSONRecordEncoder()
            encoder.append(.nested(nested))
            return nested.unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder {
            let nested = JSONRecordEncoder()
            encoder.append(.nested(nested))
            return nested
        }
    }

    struct SingleValueContainer: SingleValueEncodingContainer {
        let encoder: JSONRecordEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() { encoder.value = .scalar("null") }
        mutating func encode(_ value: Bool) { encoder.value = .scalar(value ? "true" : "false") }
        mutating func encode(_ value: String) { encoder.value = .scalar(JSONText.quoted(value)) }
        mutating func encode(_ value: Double) { encoder.value = .scalar(String(value)) }
        mutating func encode(_ value: Int) { encoder.value = .scalar(String(value)) }
        mutating func encode(_ value: some Encodable) throws {
            encoder.value = .scalar(try JSONRecordEncoder.encoded(value).text)
        }
    }
}
