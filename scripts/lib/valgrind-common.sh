# Shared by the valgrind scripts (sourced, not run): installs valgrind when missing, prepares the
# workaround and the suppressions that Swift programs need under valgrind 3.19, runs a command under
# memcheck and prints valgrind's LEAK SUMMARY and ERROR SUMMARY.
#
# After `valgrind_prepare`, "$VALGRIND_WORK" is a temporary directory (removed on exit) holding:
#   sigsuspend-copy.so   preloaded by valgrind_memcheck (see below)
#   swift-runtime.supp   the suppressions
#
# The workaround and the suppressions are the ones scripts/valgrind-numerics explains:
# - Valgrind 3.19 (Debian 12) crashes ("the 'impossible' happened", SIGSEGV) when a Swift program's main
#   thread parks in libdispatch's _dispatch_sigsuspend: its rt_sigsuspend wrapper deletes its own signal
#   from the caller's mask in place, and libdispatch passes a `static const sigset_t` in read-only memory.
#   A preloaded sigsuspend that hands the kernel a writable copy avoids that; it changes nothing else.
# - Uninitialised-value reports whose innermost frame is in the Swift runtime's swift_initStructMetadata or
#   swift_initEnumMetadataMultiPayload (generic metadata layout: a generic multi-payload enum such as
#   RationalOrApproximation triggers it)
#   or in the Swift Testing library (libTesting.so) are suppressed; everything in this package, MPFR and
#   GMP is reported.

valgrind_install() {
    if ! command -v valgrind >/dev/null; then
        local sudo=""
        [ "$(id -u)" -ne 0 ] && sudo="sudo"
        export DEBIAN_FRONTEND=noninteractive
        $sudo apt-get update -qq
        $sudo apt-get install -y -qq valgrind
    fi
}

valgrind_prepare() {
    valgrind_install
    VALGRIND_WORK="$(mktemp -d -t valgrind-calc.XXXXXX)"
    # shellcheck disable=SC2064
    trap "rm -rf '$VALGRIND_WORK'" EXIT
    cat > "$VALGRIND_WORK/sigsuspend-copy.c" <<'C'
#define _GNU_SOURCE
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>
int sigsuspend(const sigset_t *mask) {
    sigset_t copy = *mask;
    return (int)syscall(SYS_rt_sigsuspend, &copy, (size_t)(_NSIG / 8));
}
C
    local cc
    cc="$(command -v clang || command -v cc)"
    "$cc" -shared -fPIC -O2 -o "$VALGRIND_WORK/sigsuspend-copy.so" "$VALGRIND_WORK/sigsuspend-copy.c"
    cat > "$VALGRIND_WORK/swift-runtime.supp" <<'SUPP'
{
   swift-runtime-initStructMetadata-cond
   Memcheck:Cond
   fun:swift_initStructMetadata
}
{
   swift-runtime-initEnumMetadataMultiPayload-cond
   Memcheck:Cond
   fun:swift_initEnumMetadataMultiPayload
}
{
   swift-testing-library-value8
   Memcheck:Value8
   obj:*/libTesting.so
}
{
   swift-testing-library-cond
   Memcheck:Cond
   obj:*/libTesting.so
}
SUPP
}

# valgrind_memcheck LOG COMMAND [ARGUMENT...]: runs the command under memcheck with CALC_VALGRIND=1 (the
# random tests run fewer iterations); returns 99 when valgrind found errors or definite leaks, else the
# command's status.
valgrind_memcheck() {
    local log="$1"
    shift
    CALC_VALGRIND=1 LD_PRELOAD="$VALGRIND_WORK/sigsuspend-copy.so${LD_PRELOAD:+:$LD_PRELOAD}" valgrind \
        --tool=memcheck \
        --leak-check=full \
        --show-leak-kinds=definite \
        --suppressions="$VALGRIND_WORK/swift-runtime.supp" \
        --errors-for-leak-kinds=definite \
        --error-exitcode=99 \
        --num-callers=40 \
        --log-file="$log" \
        "$@"
}

# valgrind_summary LOG: valgrind's LEAK SUMMARY and ERROR SUMMARY from a log.
valgrind_summary() {
    sed -E 's/^==[0-9]+== ?//' "$1" \
        | awk '/^LEAK SUMMARY/ { show = 1 } show { print } /^ *suppressed:/ { show = 0 } /^ERROR SUMMARY/ { print }'
}

# valgrind_definitely_lost LOG: the "definitely lost" figure of a log ("0 bytes in 0 blocks" when memcheck
# found nothing to report, which it says as "All heap blocks were freed" or without a definite line).
valgrind_definitely_lost() {
    local line
    line="$(sed -E 's/^==[0-9]+== ?//' "$1" | grep -E '^ *definitely lost:' | tail -1 | sed -E 's/^ *definitely lost: *//')"
    echo "${line:-0 bytes in 0 blocks}"
}
