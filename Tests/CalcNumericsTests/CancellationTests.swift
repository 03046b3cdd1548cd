import CalcEngine
import Testing

/// `isCancellation`: a sum or difference no larger than 2^(8−P)·max(|a|, |b|) is rounding noise.
@Suite("Cancellation")
struct CancellationTests {
    @Test("0.1 + 0.2 − 0.3 is noise; real small differences are not", arguments: BackendKind.calculatorBackends)
    func cancellation(_ kind: BackendKind) throws {
        func check(_ backend: some NumericBackend) throws {
            let a = backend.sum(try backend.parse(decimal: "0.1"), try backend.parse(decimal: "0.2"))
            let b = try backend.parse(decimal: "0.3")
            let noise = backend.difference(a, b)
            #expect(backend.isCancellation(noise, a, b))
            let one = backend.value(1)
            let small = try backend.parse(decimal: "1e-10")
            let sum = backend.sum(one, small)
            #expect(!backend.isCancellation(backend.difference(sum, one), sum, one))
            #expect(!backend.isCancellation(backend.sum(one, one), one, one))
            #expect(backend.isCancellation(backend.difference(one, one), one, one), "an exact zero counts too")
        }
        try check(kind.backend)
    }
}
