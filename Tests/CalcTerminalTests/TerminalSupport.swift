import CalcTestSupport
import Foundation
import Testing

extension BuiltProgram {
    /// The final display of `keys` in calc's script mode (`--print display`, standard input not a terminal).
    func display(after keys: String, _ arguments: [String] = []) throws -> String {
        let output = try run(arguments + ["--print", "display"], input: keys)
        #expect(output.status == 0, "calc failed: \(output.standardError)")
        return String(output.standardOutput.dropLast())
    }
}
