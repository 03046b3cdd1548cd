#!/usr/bin/env python3
"""Writes Tests/Tables/complex-functions.tsv: every complex key on real and complex arguments (branch
cuts on the negative reals and the imaginary axis, ±i, 0, huge and tiny magnitudes), with the expected
principal values from mpmath at 400 bits, 80 significant digits per part.

Run from the repository root: python3 scripts/complex-table.py (needs mpmath; the tests read the table
and do not need Python). The expected values are mpmath's own functions, except where the calculator's
key is defined by another: sec z = 1/cos z, asec z = acos(1/z) (as mpmath defines them too), log = log10.

Columns: key, angle (rad|deg), a (re im), b (re im, or - for a function key), scope (all: every backend;
wide: backends with a wide exponent range, not binary64), expected re and im, or Error.
"""
import mpmath as mp

mp.mp.prec = 400
DIGITS = 80

def fmt(x):
    x = mp.mpf(x)
    if x == 0:
        return "0"
    return mp.nstr(x, DIGITS, min_fixed=1, max_fixed=0, strip_zeros=False).replace("e+", "e")

UNARY = {
    "sqrt": mp.sqrt, "cbrt": lambda z: mp.sign(mp.re(z)) * mp.cbrt(abs(mp.re(z))) if mp.im(z) == 0 else mp.root(z, 3), "sqr": lambda z: z * z,
    "cube": lambda z: z ** 3, "inv": lambda z: 1 / z, "exp": mp.exp, "pow10": lambda z: mp.power(10, z),
    "pow2": lambda z: mp.power(2, z), "ln": mp.log, "log": mp.log10, "log2": lambda z: mp.log(z, 2),
    "sin": mp.sin, "cos": mp.cos, "tan": mp.tan, "asin": mp.asin, "acos": mp.acos, "atan": mp.atan,
    "sinh": mp.sinh, "cosh": mp.cosh, "tanh": mp.tanh, "asinh": mp.asinh, "acosh": mp.acosh, "atanh": mp.atanh,
    "sec": mp.sec, "csc": mp.csc, "cot": mp.cot, "asec": lambda z: mp.acos(1 / z), "acsc": lambda z: mp.asin(1 / z),
    "acot": lambda z: mp.atan(1 / z), "sech": mp.sech, "csch": mp.csch, "coth": mp.coth,
    "asech": lambda z: mp.acosh(1 / z), "acsch": lambda z: mp.asinh(1 / z), "acoth": lambda z: mp.atanh(1 / z),
    "abs": mp.fabs, "re": mp.re, "im": mp.im, "conj": mp.conj, "arg": mp.arg,
}
ANGLE_IN = {"sin", "cos", "tan", "sec", "csc", "cot"}
ANGLE_OUT = {"asin", "acos", "atan", "asec", "acsc", "acot", "arg"}

# Arguments as decimal text (re, im); exact in binary where possible.
GENERIC = [("1.5", "2"), ("-1.75", "0.5"), ("0.25", "-3"), ("-2", "-2.5"), ("0.5", "0.125")]
# Branch cuts: negative reals (real input: a zero imaginary part counts as +0), beyond ±1, the
# imaginary axis beyond ±i, and ±i, 0.
CUTS = [("-4", "0"), ("-0.5", "0"), ("2", "0"), ("-2", "0"), ("0.5", "0"), ("0", "2"), ("0", "-2"),
        ("0", "0.5"), ("0", "-0.5"), ("0", "1"), ("0", "-1")]
HUGE = [("1e300", "1e300"), ("-1e300", "2e299"), ("1e-300", "-1e-300"), ("3e-310", "4e-310"),
        ("1e150", "-1e150")]
# A hair from the branch points of the inverse functions that the reciprocal keys compose (acoth z is
# atanh(1/z)): ±1 and ±i plus 2^-100 in the other part, exact in binary, where the inverse function
# magnifies the rounding of 1/z by about 2^99.
TINY = "7.8886090522101180541172856528278622967529296875e-31"
NEAR_BRANCH = [("1", TINY), ("-1", "-" + TINY), (TINY, "1"), ("-" + TINY, "-1")]
COMPOSED_INVERSES = {"asec", "acsc", "acot", "asech", "acsch", "acoth"}
REAL_ONLY_RESULT = {"abs", "re", "im", "arg"}

def value(text):
    return mp.mpc(mp.mpf(text[0]), mp.mpf(text[1]))

def expected(key, z, angle):
    f = UNARY[key]
    try:
        if angle == "deg" and key in ANGLE_IN:
            z = z * mp.pi / 180
        if key == "arg" and z == 0:
            return None
        w = mp.mpc(f(z))
        if angle == "deg" and key in ANGLE_OUT:
            w = w * 180 / mp.pi
    except (ZeroDivisionError, ValueError):
        return None
    if not (mp.isfinite(w.real) and mp.isfinite(w.imag)):
        return None
    return w

def binary64_ok(w):
    # A part beyond binary64's range (or a nonzero part below its subnormals) is for wide backends only.
    for part in (w.real, w.imag):
        if part != 0 and (abs(part) > mp.mpf("1.7976931348623157e308") or abs(part) < mp.mpf("1e-300")):
            return False
    return True

def rows():
    out = []
    for key in UNARY:
        angles = ["rad", "deg"] if key in ANGLE_IN or key in ANGLE_OUT else ["rad"]
        for angle in angles:
            points = GENERIC + CUTS if angle == "rad" else GENERIC[:2] + CUTS[:3]
            if key in ("sqrt", "abs", "ln", "arg", "inv", "conj", "re", "im") and angle == "rad":
                points = points + HUGE
            if key in COMPOSED_INVERSES and angle == "rad":
                points = points + NEAR_BRANCH
            for a in points:
                z = value(a)
                if z.imag == 0 and key in ("re", "conj", "abs") :
                    continue
                w = expected(key, z, angle)
                if w is None:
                    out.append((key, angle, a, None, "all", None))
                    continue
                if z.imag == 0 and w.imag == 0 and key not in REAL_ONLY_RESULT:
                    continue  # a real result of a real argument: the real tables cover it
                scope = "all" if binary64_ok(w) and binary64_ok(z) else "wide"
                out.append((key, angle, a, None, scope, w))
    # Operations of two arguments.
    ops = {"*": lambda a, b: a * b, "/": lambda a, b: a / b, "pow": mp.power, "root": lambda a, b: mp.power(a, 1 / b),
           "logy": lambda a, b: mp.log(a) / mp.log(b), "+": lambda a, b: a + b, "-": lambda a, b: a - b}
    pairs = [(("1", "1"), ("2", "3")), (("1.5", "-2"), ("0.25", "0.5")), (("-8", "0"), ("0.5", "0")),
             (("0", "1"), ("0", "1")), (("-1", "0"), ("0.5", "0")), (("3", "4"), ("2", "0")),
             (("1e300", "1e300"), ("1e300", "-1e300")), (("1", "0"), ("1e-300", "1e-300")),
             (("2", "-1"), ("-3", "0")), (("-16", "0"), ("4", "0")), (("-8", "0"), ("3", "0"))]
    for op, f in ops.items():
        for a, b in pairs:
            za, zb = value(a), value(b)
            if za.imag == 0 and zb.imag == 0 and op in ("*", "/", "+", "-"):
                continue
            try:
                w = mp.mpc(f(za, zb))
                if op == "root" and za.imag == 0 and zb.imag == 0 and za.real < 0 and zb.real == 3:
                    continue  # an odd root of a negative real is real (the real tables)
            except ZeroDivisionError:
                out.append((op, "rad", a, b, "all", None))
                continue
            if any(part != 0 and abs(mp.log10(abs(part))) > 1e6 for part in (w.real, w.imag)):
                continue  # beyond every backend's exponent range
            if za.imag == 0 and zb.imag == 0 and w.imag == 0:
                continue
            scope = "all" if binary64_ok(w) and binary64_ok(za) and binary64_ok(zb) else "wide"
            out.append((op, "rad", a, b, scope, w))
    # Polar entry r∠θ, θ in the angle unit.
    for r, t, angle in [("5", "53.13", "deg"), ("2", "90", "deg"), ("2", "-135", "deg"), ("1", "1", "rad"),
                        ("3", "-2.5", "rad")]:
        theta = mp.mpf(t) * (mp.pi / 180 if angle == "deg" else 1)
        w = mp.mpf(r) * mp.expjpi(theta / mp.pi)
        out.append(("polar", angle, (r, "0"), (t, "0"), "all", w))
    return out

def main():
    lines = [
        "# Complex keys: expected principal values from mpmath at 400 bits (scripts/complex-table.py writes",
        "# this file; do not edit it by hand). Columns, tab-separated: key, angle unit, a.re, a.im, b.re,",
        "# b.im (- for a function key), scope (all | wide: not binary64), expected re, expected im (or Error).",
    ]
    for key, angle, a, b, scope, w in rows():
        bre, bim = b if b else ("-", "-")
        if w is None:
            lines.append("\t".join([key, angle, a[0], a[1], bre, bim, scope, "Error", "Error"]))
        else:
            lines.append("\t".join([key, angle, a[0], a[1], bre, bim, scope, fmt(w.real), fmt(w.imag)]))
    with open("Tests/Tables/complex-functions.tsv", "w") as f:
        f.write("\n".join(lines) + "\n")
    print(len(lines) - 3, "rows")

main()
