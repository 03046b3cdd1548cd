import CMPFR
import CalcNumerics

/// Room for the significand of an ``MPFRValue`` of up to ``capacity`` limbs (256 bits), kept inside
/// the value itself: such a value needs no heap block, no reference count and no `mpfr_clear`.
///
/// MPFR reads and writes the limbs through the pointer in a `__mpfr_struct` header, which is built
/// on the stack around each call (see ``MPFRValue/withMPFRPointer(_:)``): a header never outlives the
/// call, so moving or copying the value can never leave a pointer to its old limbs behind.
@usableFromInline
struct MPFRInlineLimbs: Sendable {
    /// The number of limbs kept inline.
    @usableFromInline static let capacity = 4

    // No more than four limbs, in two 16-byte vectors: a value is then 64 bytes of few fields, which
    // the compiler copies with a few moves. With 8 or 16 limbs, or with the limbs as a tuple (four more
    // fields), it copied values through their value witnesses and stopped inlining the operators:
    // `a + b` at 53 bits took 60-130 ns instead of 25-30 ns (calc-bench --section core). Not one
    // SIMD4<UInt64>: a 32-byte-aligned field makes values over-aligned, and an async function holding
    // one wrote past its task-allocated frame, which is 16-byte aligned (AddressSanitizer, release build).
    @usableFromInline var low = SIMD2<UInt64>()
    @usableFromInline var high = SIMD2<UInt64>()

    @inlinable
    init() {}

    /// The header of a value kept in a heap block (``MPFRStorage``), whose limbs these words then do
    /// not hold: stored in the first word so that reading it needs no reference to the block.
    @inlinable
    var heapHeader: mpfr_ptr {
        get { UnsafeMutablePointer(bitPattern: UInt(low[0])).unsafelyUnwrapped }
        set { low[0] = UInt64(UInt(bitPattern: newValue)) }
    }

    /// Whether a significand of `precision` bits fits inline (MPFR uses ⌈precision / 64⌉ limbs).
    @inlinable
    static func hold(precision: mpfr_prec_t) -> Bool {
        precision <= mpfr_prec_t(capacity * MemoryLayout<mp_limb_t>.size * 8)
    }
}
