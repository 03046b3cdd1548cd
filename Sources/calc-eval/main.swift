// calc-eval: batch evaluation of calculator key scripts. A thin front end over CalcEngine.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CalcEngine

let options: CommandLineOptions
do {
    options = try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    var streams = StandardStreams()
    streams.error("calc-eval: \(error.description)")
    exit(2)
}

var streams = StandardStreams()
if options.showHelp {
    streams.write(HelpText.usage + "\n")
} else if options.showVersion {
    streams.write(HelpText.version + "\n")
} else if options.listKeys {
    streams.write(HelpText.keyList)
} else {
    var runner = BatchRunner(options: options)
    let status = runner.run()
    exit(status)
}
streams.flush()
exit(0)
