import Foundation
import Testing

/// Issue #28, "Hardening III": an expression line costs about twice a key script's memory per byte of input,
/// the same per key (`1+1+…` has twice the keys per byte of `1 + 1 + …`). The parser kept every token in an
/// array (some 50 bytes per byte) and every character as a 4-byte scalar: 80 bytes per byte, 60 MB of
/// `1+1+…` took 4.8 GB. Now the tokens are read one at a time and ASCII text stays bytes.
@Suite(.serialized, .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "needs /proc"))
struct ExpressionMemoryTests {
    @Test func anExpressionLineCostsAboutTwiceAKeyScriptPerByte() throws {
        let expression = try ShellProcess.memoryGrowth(["--expressions"], small: 256 << 10, large: 1 << 20) {
            String(repeating: "1+", count: $0 / 2) + "1\n"
        }
        let keys = try ShellProcess.memoryGrowth([], small: 256 << 10, large: 1 << 20) {
            String(repeating: "1 + ", count: $0 / 4) + "1 =\n"
        }
        print("memory per byte of input: expression \(expression), key script \(keys)")
        #expect(expression <= 2.25 * keys + 1, "expression \(expression) bytes per byte, key script \(keys)")
    }
}
