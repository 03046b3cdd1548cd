#if canImport(Glibc)
    import Glibc
    @testable import CalcEngine
    import Testing

    /// The parser on a thread with a small stack (an iPhone's secondary threads have 512 KB): deep nesting is
    /// `nested too deeply` at the depth this thread can take, never a stack overflow.
    @Suite struct StackHeadroomTests {
        /// What a parse on another thread gave.
        final class Outcome: @unchecked Sendable {
            // @unchecked: written by the thread, read after it is joined.
            let text: String
            var error: ExpressionError?
            var parsed = false
            init(_ text: String) { self.text = text }
        }

        /// Parses `text` on a new thread whose stack is `stackBytes`.
        static func parse(_ text: String, stackBytes: Int) -> Outcome {
            let outcome = Outcome(text)
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            #expect(pthread_attr_setstacksize(&attributes, stackBytes) == 0)
            var thread = pthread_t()
            let argument = Unmanaged.passRetained(outcome).toOpaque()
            let created = pthread_create(
                &thread, &attributes,
                { argument in
                    guard let argument else { return nil }
                    let outcome = Unmanaged<Outcome>.fromOpaque(argument).takeRetainedValue()
                    do {
                        _ = try Expression(parsing: outcome.text)
                        outcome.parsed = true
                    } catch {
                        outcome.error = error as? ExpressionError
                    }
                    return nil
                }, argument)
            #expect(created == 0)
            if created == 0 { pthread_join(thread, nil) }
            return outcome
        }

        static let deepInputs = [
            String(repeating: "(", count: 199) + "1" + String(repeating: ")", count: 199),
            String(repeating: "sin(", count: 199) + "1" + String(repeating: ")", count: 199),
            String(repeating: "-(", count: 150) + "2" + String(repeating: ")", count: 150),
        ]

        @Test(arguments: deepInputs)
        func deepNestingOnASmallStackIsAnError(_ text: String) throws {
            let outcome = Self.parse(text, stackBytes: 512 * 1024)
            let error = try #require(outcome.error, "parsed on 512 KB: \(outcome.parsed)")
            guard case .nestedTooDeeply(let levels) = error.reason else {
                Issue.record("\(error)")
                return
            }
            // The depth this thread took, short of the 400 an 8 MB stack takes: at least the one before the
            // first check (a debug build's levels take some 57 KB each, so its first check may already find
            // too little left on 512 KB and report the 7 levels entered).
            #expect(levels >= ExpressionParser.depthCheckingStack - 1 && levels < ExpressionParser.maximumDepth)
        }

        @Test func shallowNestingParsesOnASmallStack() {
            let outcome = Self.parse("2*(3+sin(4-(5)))", stackBytes: 256 * 1024)
            #expect(outcome.parsed && outcome.error == nil)
        }

        @Test func headroomShrinksDeeperInTheStack() throws {
            let headroom = StackHeadroom()
            let here = try #require(headroom.remainingBytes())
            func deeper(_ n: Int) -> Int {
                var pad = (UInt64(n), UInt64(n), UInt64(n), UInt64(n))
                return withUnsafeMutablePointer(to: &pad) { _ in
                    n == 0 ? (headroom.remainingBytes() ?? 0) : deeper(n - 1)
                }
            }
            #expect(deeper(20) < here)
            #expect(here > 0)
        }
    }
#endif
