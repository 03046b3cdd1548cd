// calc: the calculator in a terminal. A thin front end over CalcPresentation: keystrokes become
// Keys (KeyMap), the session draws (ScreenRenderer); all calculator behaviour is the engine's.
import CalcCommandLine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs calc and returns its exit status: 0; 2 for a bad option; 1 when input or output fails
/// (`calc: cannot write output: No space left on device`); 130 for Ctrl-C on a terminal. Everything
/// the run made is released when this returns: calling exit() while an error message or the options
/// were still alive left them unreachable, which LeakSanitizer reports as leaks in optimized builds.
func run() -> Int32 {
    TerminalSignals.recordIgnoredAtStart()
    TerminalSignals.installFaultHandlers()
    StandardOutput.occupyClosedStandardDescriptors()
    let options: TerminalOptions
    do {
        options = try TerminalOptions.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
        StandardOutput.writeError("calc: \(error.description)\n")
        return 2
    }
    let session = CalculatorSession(
        settings: options.settings, backend: options.backend,
        layout: options.layout, isComparing: options.isComparing)
    if !options.showHelp && RawTerminal.isInteractive {
        var runner = InteractiveRunner(session: session)
        return runner.run()
    }
    TerminalSignals.ignoreWriteSignals()
    do {
        if options.showHelp {
            try StandardOutput.write(HelpText.usage + EngineOptions.buildNote + "\n")
        } else {
            var runner = ScriptRunner(session: session, output: options.scriptOutput)
            try StandardOutput.write(try runner.run(reading: STDIN_FILENO))
        }
        return 0
    } catch {
        StandardOutput.writeError("calc: \(error.description)\n")
        return 1
    }
}

exit(run())
