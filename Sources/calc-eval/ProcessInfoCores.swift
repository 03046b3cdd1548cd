import Foundation

/// The number of cores this process may use (the default of `--jobs`).
enum ProcessInfoCores {
    static var count: Int { ProcessInfo.processInfo.activeProcessorCount }
}
