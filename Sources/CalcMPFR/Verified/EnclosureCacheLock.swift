import CalcNumerics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lock that guards every ``RealExpression``'s cached enclosure: held only to read or replace one
/// cache entry, never while computing.
final class EnclosureCacheLock: @unchecked Sendable {
    /// The one lock of the process.
    static let shared = EnclosureCacheLock()

    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    private init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    /// `body`'s result, computed with the lock held.
    func withLock<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
