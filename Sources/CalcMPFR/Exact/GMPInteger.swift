import CMPFR
import CalcNumerics

/// An owned GMP integer (`mpz_t`) at a stable address, freed when the box goes away.
final class GMPInteger {
    let pointer: UnsafeMutablePointer<__mpz_struct>

    init() {
        pointer = .allocate(capacity: 1)
        __gmpz_init(pointer)
    }

    deinit {
        __gmpz_clear(pointer)
        pointer.deallocate()
    }
}
