// calc: the calculator in a terminal. A thin front end over CalcPresentation: keystrokes become
// Keys (KeyMap), the session draws (ScreenRenderer); all calculator behaviour is the engine's.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let options: TerminalOptions
do {
    options = try TerminalOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    StandardOutput.writeError("calc: \(error.description)\n")
    exit(2)
}
if options.showHelp {
    StandardOutput.write(HelpText.usage + "\n")
    exit(0)
}

let session = CalculatorSession(settings: options.settings, backend: options.backend,
                                layout: options.layout, isComparing: options.isComparing)
if RawTerminal.isInteractive {
    var runner = InteractiveRunner(session: session)
    exit(runner.run())
} else {
    var runner = ScriptRunner(session: session, output: options.scriptOutput)
    StandardOutput.write(runner.run(input: ScriptRunner.readStandardInput()))
    exit(0)
}
