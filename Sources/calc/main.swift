// calc: the calculator in a terminal. A thin front end over CalcPresentation: keystrokes become
// Keys (KeyMap), the session draws (ScreenRenderer); all calculator behaviour is the engine's.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs calc and returns its exit status. Everything the run made is released when this returns:
/// calling exit() while an error message or the options were still alive left them unreachable, which
/// LeakSanitizer reports as leaks in optimized builds.
func run() -> Int32 {
    let options: TerminalOptions
    do {
        options = try TerminalOptions.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
        StandardOutput.writeError("calc: \(error.description)\n")
        return 2
    }
    if options.showHelp {
        StandardOutput.write(HelpText.usage + "\n")
        return 0
    }
    let session = CalculatorSession(settings: options.settings, backend: options.backend,
                                    layout: options.layout, isComparing: options.isComparing)
    if RawTerminal.isInteractive {
        var runner = InteractiveRunner(session: session)
        return runner.run()
    }
    var runner = ScriptRunner(session: session, output: options.scriptOutput)
    StandardOutput.write(runner.run(input: ScriptRunner.readStandardInput()))
    return 0
}

exit(run())
