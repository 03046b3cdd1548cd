import CalcTestSupport
import Testing

@Suite struct SmokeTests {
    @Test func evaluatesAScript() throws {
        let output = try BuiltProgram.calcEval.run(["-e", "2 + 3 * 4 ="])
        #expect(output.status == 0)
        #expect(output.lines == ["14"])
    }
}
