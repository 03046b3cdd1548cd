import CalcNumerics
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What keeps a key at a huge precision from running the process out of memory: GMP, which MPFR
/// allocates through, aborts the process when an allocation fails, so a key whose working memory the
/// process cannot get must be refused before it starts.
///
/// A key at ``checkedPrecision`` bits or more first estimates its peak memory as a multiple of one value's
/// size (``estimatedBytes(for:precision:)``) and compares it with what the process can still allocate:
/// the address-space limit (`RLIMIT_AS`, `ulimit -v`) minus the address space in use, and the memory
/// the system has available (`MemAvailable`). A key that does not fit gives NaN, which the calculator
/// shows as `Error`, and is counted (``refusals``) so that a front end can say why. Below
/// ``checkedPrecision`` a key's working memory is at most a few tens of megabytes and is not checked.
///
/// The multiples were measured with peak resident sizes at 4,194,304 bits (512 KiB a value): + − ×
/// ÷ √ up to 13 values, exp and sin up to 52, ln, atan, log₁₀ and xʸ up to 100; the budget allows
/// 24, 72 and 150, a margin for the larger transforms of bigger operands. Only Linux reports the
/// figures; elsewhere every key is admitted.
package enum MPFRMemoryBudget {
    /// The precision from which keys are checked: 2^20 bits, 128 KiB a value.
    package static let checkedPrecision = 1 << 20

    /// How many keys were refused for lack of memory in this process.
    package static var refusals: Int { refusalCount.load(ordering: .relaxed) }

    private static let refusalCount = Atomic<Int>(0)

    /// The peak memory `key` may take at `precision` bits, in bytes.
    package static func estimatedBytes(for key: Work, precision: Int) -> Int {
        let valueBytes = precision / 8 + 64
        return switch key {
        case .arithmetic: 24 * valueBytes
        case .elementary: 72 * valueBytes
        case .logarithmic: 150 * valueBytes
        }
    }

    /// The kind of work a key does, for its estimate.
    package enum Work: Sendable {
        /// Arithmetic, roots, rounding and comparisons: a few products of the operands.
        case arithmetic
        /// Series with argument reduction: exp, trigonometric and hyperbolic functions.
        case elementary
        /// Logarithms and what MPFR computes through them or through arctangents: ln, log, atan, the
        /// inverse functions, powers and roots, Γ, log_y.
        case logarithmic
    }

    /// Whether a key of `work` at `precision` bits fits in what the process can allocate; counts a
    /// refusal when it does not.
    package static func admits(_ work: Work, precision: Int) -> Bool {
        guard precision >= checkedPrecision, let available = availableBytes() else { return true }
        guard estimatedBytes(for: work, precision: precision) > available else { return true }
        refusalCount.add(1, ordering: .relaxed)
        return false
    }

    /// The bytes the process can still allocate, or nil where the system does not say.
    package static func availableBytes() -> Int? {
        #if os(Linux)
            var limits: [Int] = []
            var limit = rlimit()
            if getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max,
                let used = addressSpaceInUse()
            {
                limits.append(max(0, Int(clamping: limit.rlim_cur) - used))
            }
            if let free = systemMemoryAvailable() { limits.append(free) }
            return limits.min()
        #else
            return nil
        #endif
    }

    #if os(Linux)
        /// The process's address space in bytes (`/proc/self/statm`'s first field, in pages).
        private static func addressSpaceInUse() -> Int? {
            guard let text = contents(of: "/proc/self/statm"),
                let pages = text.split(separator: " ").first.flatMap({ Int($0) })
            else { return nil }
            return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        }

        /// `MemAvailable` of `/proc/meminfo`, in bytes.
        private static func systemMemoryAvailable() -> Int? {
            guard let text = contents(of: "/proc/meminfo") else { return nil }
            for line in text.split(separator: "\n") where line.hasPrefix("MemAvailable:") {
                let fields = line.split(separator: " ")
                guard fields.count >= 2, let kilobytes = Int(fields[1]) else { return nil }
                return kilobytes * 1024
            }
            return nil
        }

        /// The first 4 KiB of a file of `/proc`, or nil when it cannot be read.
        private static func contents(of path: String) -> String? {
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return nil }
            return String(decoding: buffer[..<count], as: UTF8.self)
        }
    #endif
}

extension MPFRMemoryBudget.Work {
    /// The work of `function`.
    package init(_ function: UnaryFunction) {
        switch function {
        case .squareRoot, .square, .cube, .cubeRoot, .reciprocal, .abs, .floor, .ceil, .round, .trunc, .frac, .sign,
            .realPart, .imaginaryPart, .conjugate:
            self = .arithmetic
        case .exp, .exp10, .exp2, .sin, .cos, .tan, .sinh, .cosh, .tanh, .sec, .csc, .cot, .sech, .csch, .coth:
            self = .elementary
        case .log, .log10, .log2, .asin, .acos, .atan, .asinh, .acosh, .atanh, .factorial, .gamma, .doubleFactorial,
            .asec,
            .acsc, .acot, .asech, .acsch, .acoth, .argument:
            self = .logarithmic
        }
    }

    /// The work of `operation`.
    package init(_ operation: BinaryOperation) {
        switch operation {
        case .add, .subtract, .multiply, .divide, .modulo, .minimum, .maximum, .gcd, .lcm, .hypot,
            .scaleByPowerOfTen, .and, .or, .xor, .nand, .nor, .xnor, .shiftLeft, .shiftRightArithmetic,
            .shiftRightLogical:
            self = .arithmetic
        case .power, .reversedPower, .root, .logarithm, .combinations, .permutations, .polar, .modularPower:
            self = .logarithmic
        }
    }
}
