/// The width of a programmer-mode word: 8, 16, 32 or 64 bits (Windows' BYTE, WORD, DWORD and QWORD).
public enum WordWidth: Int, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// 8 bits (BYTE).
    case byte = 8
    /// 16 bits (WORD).
    case word = 16
    /// 32 bits (DWORD).
    case doubleWord = 32
    /// 64 bits (QWORD), the default.
    case quadWord = 64

    /// The width with this many bits (8, 16, 32 or 64), or nil.
    public init?(bits: Int) { self.init(rawValue: bits) }

    /// The number of bits, w.
    @inlinable public var bits: Int { rawValue }

    /// The w low bits set: 2^w − 1.
    @inlinable public var mask: UInt64 { rawValue == 64 ? .max : (1 << UInt64(rawValue)) &- 1 }

    /// The name of the width's key: `byte`, `word`, `dword` or `qword`.
    public var keyName: String {
        switch self {
        case .byte: "byte"
        case .word: "word"
        case .doubleWord: "dword"
        case .quadWord: "qword"
        }
    }

    /// The number of bits as text: `"64"`.
    public var description: String { String(rawValue) }
}
