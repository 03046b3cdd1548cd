import CMPFR
import CalcNumerics

/// The heap block behind an ``MPFRValue`` wider than 256 bits (and behind MPFR temporaries of this
/// package): the `__mpfr_struct` header and its limbs in one allocation.
///
/// The header points at the limbs of the same block (MPFR's custom interface), so nothing is allocated
/// by MPFR and nothing needs `mpfr_clear`: releasing the block frees the value. The block never moves,
/// so pointers to the header stay valid while the block is alive. It is mutated only while uniquely
/// referenced (copy on write in ``MPFRValue``), which is why ``MPFRValue`` can be `Sendable`.
@usableFromInline
final class MPFRStorage: ManagedBuffer<__mpfr_struct, mp_limb_t> {

    /// A new block holding +0 with `precision` bits.
    @inlinable
    static func make(precision: Int) -> MPFRStorage {
        // The thread that makes values computes with them: MPFR's caches of this thread are freed when
        // it exits (a Dispatch worker would otherwise leave them behind).
        cmpfr_free_caches_at_thread_exit()
        let precision = mpfr_prec_t(precision)
        let limbCount = Int(cmpfr_limb_count(precision))
        let buffer = MPFRStorage.create(minimumCapacity: limbCount) { _ in __mpfr_struct() }
        let storage = unsafeDowncast(buffer, to: MPFRStorage.self)
        storage.withUnsafeMutablePointers { header, limbs in
            cmpfr_custom_init_zero(header, precision, limbs)
        }
        return storage
    }

    /// The MPFR pointer of this block; valid while the block is alive.
    @inlinable
    var pointer: mpfr_ptr { withUnsafeMutablePointerToHeader { $0 } }

    /// A new block with the same precision and value.
    @inlinable
    func copy() -> MPFRStorage {
        let limbCount = Int(cmpfr_limb_count(pointer.pointee._mpfr_prec))
        let buffer = MPFRStorage.create(minimumCapacity: limbCount) { _ in __mpfr_struct() }
        let result = unsafeDowncast(buffer, to: MPFRStorage.self)
        // An exact copy: the same header fields, the limbs copied (never shared).
        withUnsafeMutablePointers { source, sourceLimbs in
            result.withUnsafeMutablePointers { target, targetLimbs in
                targetLimbs.update(from: sourceLimbs, count: limbCount)
                target.pointee = __mpfr_struct(
                    _mpfr_prec: source.pointee._mpfr_prec, _mpfr_sign: source.pointee._mpfr_sign,
                    _mpfr_exp: source.pointee._mpfr_exp, _mpfr_d: targetLimbs)
            }
        }
        return result
    }
}
