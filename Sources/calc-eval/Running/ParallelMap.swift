import Dispatch

/// `items.map(transform)` on `jobs` threads, results in input order; each thread first makes its own
/// context with `makeContext` and passes it to `transform`.
func parallelMap<T: Sendable, R: Sendable, C>(
    _ items: [T], jobs: Int, placeholder: R, makeContext: @Sendable () -> C, transform: @Sendable (inout C, T) -> R
) -> [R] {
    if jobs <= 1 || items.count < 2 {
        var context = makeContext()
        return items.map { transform(&context, $0) }
    }
    var results = [R](repeating: placeholder, count: items.count)
    let workers = min(jobs, items.count)
    results.withUnsafeMutableBufferPointer { buffer in
        let output = UncheckedBuffer(buffer: buffer)
        items.withUnsafeBufferPointer { input in
            let source = UncheckedInput(buffer: input)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                // Contiguous slices keep each worker's writes in its own cache lines.
                let lower = source.buffer.count * worker / workers
                let upper = source.buffer.count * (worker + 1) / workers
                var context = makeContext()
                for index in lower..<upper { output.buffer[index] = transform(&context, source.buffer[index]) }
            }
        }
    }
    return results
}

/// A buffer written by several threads at disjoint indices.
private struct UncheckedBuffer<R>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<R>
}

/// A buffer read by several threads.
private struct UncheckedInput<T>: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<T>
}
