import CalcCommandLine
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// What the signal handlers below record (a C handler captures nothing; the signals are raised and handled
// on the testing thread, before `raise` returns).
nonisolated(unsafe) private var firstBeforeDyingCalls: Int32 = 0
nonisolated(unsafe) private var secondBeforeDyingCalls: Int32 = 0
nonisolated(unsafe) private var previousActionCalls: Int32 = 0

/// FaultSignals' handler, run in the test process: for a signal a process sends itself (`raise`, as
/// `abort()` does), the handler calls `beforeDying`, puts back the action there was before and raises the
/// signal again for that action. The end-to-end FaultSignalTests (CalcHardeningTests) cover a signal
/// from outside, of which calc and calc-eval die; their processes write no coverage profile, so this is
/// the one run of the handler that coverage counts.
///
/// SIGSYS stands for every fault signal: nothing else in the test process uses it. Its action before the
/// handlers are installed is a counting handler, so the signal raised again does not end the process.
@Suite(.serialized) struct FaultSignalsTests {
    @Test func theFaultSignalsAreTheSevenThatEndAProcessAndSIGQUIT() {
        #expect(Set(FaultSignals.signals) == [SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGABRT, SIGSYS, SIGQUIT])
    }

    @Test func aSignalTheProcessSendsItselfGoesToThePreviousActionAfterBeforeDying() throws {
        var original = sigaction()
        #expect(sigaction(SIGSYS, nil, &original) == 0)
        defer { _ = sigaction(SIGSYS, &original, nil) }
        var counting = sigaction()
        #if canImport(Glibc)
            counting.__sigaction_handler.sa_handler = { _ in previousActionCalls += 1 }
        #else
            counting.__sigaction_u.__sa_handler = { _ in previousActionCalls += 1 }
        #endif
        sigemptyset(&counting.sa_mask)
        #expect(sigaction(SIGSYS, &counting, nil) == 0)

        // A parent may leave the fault signals blocked: install unblocks them in the calling thread.
        var blocked = sigset_t()
        var previousMask = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGSYS)
        #expect(pthread_sigmask(SIG_BLOCK, &blocked, &previousMask) == 0)
        defer { _ = pthread_sigmask(SIG_SETMASK, &previousMask, nil) }

        FaultSignals.install(beforeDying: { firstBeforeDyingCalls += 1 })
        // A second call only replaces the function called first.
        FaultSignals.install(beforeDying: { secondBeforeDyingCalls += 1 })

        var mask = sigset_t()
        #expect(pthread_sigmask(SIG_SETMASK, nil, &mask) == 0)
        #expect(sigismember(&mask, SIGSYS) == 0)
        var installed = sigaction()
        #expect(sigaction(SIGSYS, nil, &installed) == 0)
        #expect(installed.sa_flags & SA_SIGINFO != 0)

        #expect(raise(SIGSYS) == 0)
        #expect(firstBeforeDyingCalls == 0)
        #expect(secondBeforeDyingCalls == 1)
        #expect(previousActionCalls == 1)

        // The handler put the previous action back: the next SIGSYS goes straight to it.
        var restored = sigaction()
        #expect(sigaction(SIGSYS, nil, &restored) == 0)
        #expect(restored.sa_flags & SA_SIGINFO == 0)
        #expect(raise(SIGSYS) == 0)
        #expect(secondBeforeDyingCalls == 1)
        #expect(previousActionCalls == 2)
    }
}
