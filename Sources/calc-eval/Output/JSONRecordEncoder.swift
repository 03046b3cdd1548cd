/// Encodes `Encodable` records as JSON text for JSON Lines: members in the order they are encoded,
/// strings escaped by ``JSONText/quoted(_:)``, numbers as Swift prints them, no Foundation.
///
/// The text is written straight into one string as the record encodes itself; a container asked for
/// before its contents are known (`nestedContainer`, `superEncoder`) is a child encoder whose text is
/// put in its place at the end. calc-eval's records are objects of strings, numbers, booleans, arrays
/// and objects; `nil` is left out (`encodeIfPresent`) or written `null` (`encodeNil`).
final class JSONRecordEncoder: Encoder {
    /// What the encoder holds: nothing yet, one value, an object or an array.
    enum Shape {
        case empty, scalar, object, array
    }

    var shape = Shape.empty
    /// The text so far, in UTF-8: a scalar, or an object or array without its closing bracket. (Bytes,
    /// and accesses not checked at run time: the encoder is one thread's, and appending to a class's
    /// `String` with exclusivity checks cost a tenth more per JSON line than building it in a function.)
    @exclusivity(unchecked) var text: [UInt8] = []
    /// Child encoders, each to be put at its offset in ``text`` (in UTF-8 bytes, in order).
    var children: [(offset: Int, encoder: JSONRecordEncoder)] = []
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    /// `record` as JSON text (one line).
    static func text(of record: some Encodable) -> String {
        let encoder = JSONRecordEncoder()
        // A record line is about this long beyond its script: one allocation instead of a few regrowths.
        encoder.text.reserveCapacity(256)
        do { try record.encode(to: encoder) } catch { return "null" }  // this encoder throws no errors
        return encoder.finish()
    }

    /// `record`'s object as JSON text without its closing brace, for members written after it (a trace).
    static func unclosedText(of record: some Encodable) -> String {
        let encoder = JSONRecordEncoder()
        encoder.text.reserveCapacity(256)
        do { try record.encode(to: encoder) } catch { return "{" }  // this encoder throws no errors
        return encoder.finish(closed: false)
    }

    /// The JSON text of what was encoded, closed unless `closed` is false (an object or array then
    /// lacks its closing bracket); the encoder is left empty.
    func finish(closed: Bool = true) -> String {
        var result = text
        text = []  // `result` holds the only reference: appended to in place
        for (offset, child) in children.reversed() {
            result.insert(contentsOf: child.finish().utf8, at: offset)
        }
        children = []
        let brackets: (open: UInt8, close: UInt8)
        switch shape {
        case .empty: return "null"
        case .scalar: return String(decoding: result, as: UTF8.self)
        case .object: brackets = (UInt8(ascii: "{"), UInt8(ascii: "}"))
        case .array: brackets = (UInt8(ascii: "["), UInt8(ascii: "]"))
        }
        if result.isEmpty { result.append(brackets.open) }
        if closed { result.append(brackets.close) }
        return String(decoding: result, as: UTF8.self)
    }

    /// Makes room for `count` more bytes, and some to spare, when a large value would not fit: a script
    /// of many megabytes is not copied again into a buffer twice its size.
    private func reserve(_ count: Int) {
        if text.count + count > text.capacity { text.reserveCapacity(text.count + count + 256) }
    }

    /// Writes an object member.
    func put(_ name: String, _ value: String) {
        reserve(name.utf8.count + value.utf8.count + 4)
        text.append(text.isEmpty ? UInt8(ascii: "{") : UInt8(ascii: ","))
        text += JSONText.quoted(name).utf8
        text.append(UInt8(ascii: ":"))
        text += value.utf8
    }

    /// Writes an array element.
    func put(_ element: String) {
        reserve(element.utf8.count + 1)
        text.append(text.isEmpty ? UInt8(ascii: "[") : UInt8(ascii: ","))
        text += element.utf8
    }

    /// Writes an object member or array element whose text a child encoder gives later.
    func putChild(named name: String?) -> JSONRecordEncoder {
        let child = JSONRecordEncoder()
        if let name { put(name, "") } else { put("") }
        children.append((text.count, child))
        return child
    }

    /// The JSON text of a value encoded on its own.
    static func encoded(_ value: some Encodable) throws -> String {
        let encoder = JSONRecordEncoder()
        try value.encode(to: encoder)
        return encoder.finish()
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if shape == .empty { shape = .object }
        return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if shape == .empty { shape = .array }
        return UnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleValueContainer(encoder: self) }
}
