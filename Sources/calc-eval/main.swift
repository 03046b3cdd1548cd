import CalcCommandLine
import CalcEngine

// calc-eval: batch evaluation of calculator key scripts. A thin front end over CalcEngine.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs calc-eval and returns its exit status. Everything the run made is released when this returns:
/// calling exit() while an error message or the options were still alive left them unreachable, which
/// LeakSanitizer reports as leaks in optimized builds.
func run() -> Int32 {
    // A fault sent from outside (kill -SEGV) ends calc-eval with that signal, not "Program crashed" and 0.
    FaultSignals.install()
    StandardStreams.reserveStandardDescriptors()
    var streams = StandardStreams()
    let options: CommandLineOptions
    do {
        // The arguments' bytes, as given: a file name need not be UTF-8.
        let bytes = (1..<Int(CommandLine.argc)).map { index in
            CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) }?
                .map { UInt8(bitPattern: $0) } ?? []
        }
        options = try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()), bytes: bytes)
    } catch {
        streams.error("calc-eval: \(error.description)")
        return 2
    }
    if options.showHelp {
        streams.write(HelpText.usage + EngineOptions.buildNote + "\n")
    } else if options.showVersion {
        streams.write(HelpText.version + "\n")
    } else if options.listKeys {
        streams.write(HelpText.keyList)
    } else {
        var runner = BatchRunner(options: options)
        return runner.run()
    }
    streams.flush()
    return streams.reportWriteError() ? StandardStreams.writeFailureStatus : 0
}

exit(run())
