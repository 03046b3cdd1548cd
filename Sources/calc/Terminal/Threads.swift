#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Detached POSIX threads, and a lock with a condition to hand work between them.
enum Threads {
    /// The stack of a thread calc starts: as much as the main thread's usual 8 MiB and more, since the
    /// engine's work at millions of bits may run there.
    static let stackSize = 16 << 20

    /// Starts `body` on a new detached thread, which inherits the calling thread's signal mask.
    /// Returns false when the thread cannot be created.
    static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        final class Box {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        _ = pthread_attr_setstacksize(&attributes, stackSize)
        _ = pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        #if canImport(Glibc)
            var thread = pthread_t()
            let result = pthread_create(
                &thread, &attributes,
                { pointer in
                    Unmanaged<Box>.fromOpaque(pointer!).takeRetainedValue().body()
                    return nil
                }, box)
        #else
            var thread: pthread_t?
            let result = pthread_create(
                &thread, &attributes,
                { pointer in
                    Unmanaged<Box>.fromOpaque(pointer).takeRetainedValue().body()
                    return nil
                }, box)
        #endif
        if result != 0 { Unmanaged<Box>.fromOpaque(box).release() }
        return result == 0
    }
}

/// A mutex with a condition variable, for state shared between two threads.
final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    /// An unlocked lock.
    init() {
        mutex.initialize(to: pthread_mutex_t())
        condition.initialize(to: pthread_cond_t())
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        condition.deallocate()
    }

    /// Runs `body` holding the lock.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Waits, holding the lock, until `isReady` holds; then runs `body` still holding it.
    func wait<Result>(until isReady: () -> Bool, then body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while !isReady() { pthread_cond_wait(condition, mutex) }
        return body()
    }

    /// Wakes every thread waiting in ``wait(until:then:)`` (call after changing the state they wait for):
    /// each checks its own condition, so a change one waiter ignores never leaves another asleep.
    func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
