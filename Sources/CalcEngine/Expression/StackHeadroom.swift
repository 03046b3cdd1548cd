#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How much of the current thread's stack is left, for a recursion that must stop with an error before it
/// runs out: the expression parser, which ``ExpressionParser/maximumDepth`` bounds on an 8 MB stack but
/// which an app may run on a thread with far less (512 KB on an iPhone's secondary threads and in Swift
/// concurrency's pool there).
///
/// Made once per parse, and only when the nesting gets deep (the main thread's stack bounds come from
/// reading the process's memory map on Linux).
struct StackHeadroom {
    /// The lowest address of the current thread's stack, or nil where the platform does not tell it.
    private let lowestAddress: UInt?
    /// The bytes left at the last ``isRunningOut(reserve:)``, and the most one step between two calls
    /// took: what the recursion costs a level in this build (about 2.5 KB optimized, tens of KB in a
    /// debug build, more where a level passes through several functions).
    private var lastRemaining: Int?
    private var largestStep = 0

    /// The headroom of the current thread.
    init() { lowestAddress = Self.lowestAddressOfCurrentStack() }

    /// The bytes left between the caller's frame and the end of the stack; nil when the platform does not
    /// tell where the stack ends.
    @inline(never)
    func remainingBytes() -> Int? {
        guard let lowestAddress else { return nil }
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        return here > lowestAddress ? Int(here - lowestAddress) : 0
    }

    /// Whether the stack left is below `reserve` plus twice the largest step measured between two
    /// calls (one per level of the recursion): a fixed reserve was too small for a debug build, whose
    /// levels through functions, `summation` and the like took more than it, and crashed 200 levels of
    /// mixed nesting on an 8 MB stack. False where the platform does not tell the stack's end.
    mutating func isRunningOut(reserve: Int) -> Bool {
        guard let remaining = remainingBytes() else { return false }
        if let lastRemaining, lastRemaining > remaining { largestStep = max(largestStep, lastRemaining - remaining) }
        lastRemaining = remaining
        return remaining < reserve + 2 * largestStep
    }

    /// The lowest address of the current thread's stack (stacks grow down on every platform the package
    /// builds for).
    private static func lowestAddressOfCurrentStack() -> UInt? {
        #if canImport(Glibc)
            // glibc's pthread_getattr_np is a GNU extension that the Glibc module does not export: looked up
            // by name (it has been in glibc since 2.2.3).
            typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
            guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
            let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
            var attributes = pthread_attr_t()
            guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
            defer { pthread_attr_destroy(&attributes) }
            var address: UnsafeMutableRawPointer?
            var size = 0
            guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address, size > 0 else {
                return nil
            }
            return UInt(bitPattern: address)
        #elseif canImport(Darwin)
            let thread = pthread_self()
            let top = UInt(bitPattern: pthread_get_stackaddr_np(thread))
            let size = UInt(pthread_get_stacksize_np(thread))
            return top > size ? top - size : nil
        #else
            return nil
        #endif
    }
}
