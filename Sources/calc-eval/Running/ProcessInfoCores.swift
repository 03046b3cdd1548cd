#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The number of cores this process may use (the default of `--jobs`).
///
/// Read with `sysconf` rather than Foundation's ProcessInfo: calc-eval does not link Foundation, which
/// would add several milliseconds of loading to every run.
enum ProcessInfoCores {
    static var count: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
}
