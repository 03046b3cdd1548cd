#!/usr/bin/env python3
"""Writes Tests/Tables/complex-mpc.tsv: the complex keys that the MPFR backend computes with one GNU MPC
function, on seeded random arguments, with each part of the result correctly rounded (to nearest, ties to
even) to 256 bits and to 53 bits, from mpmath at 1,000 bits, ln and log10 next to the unit circle, and 100 rows at
53 bits whose parts are binary64 subnormals (rounded to binary64's grid as IEEE mode rounds them). The tests (MPCCorrectRoundingTests) require
MPFRBackend at 256 bits and MPFRBackend.ieeeBinary64 to give exactly these bits in each part.

Run from the repository root: python3 scripts/complex-mpc-table.py [seed] (needs mpmath; the tests read the
table and do not need Python). The seed is printed and written in the table's header.

Columns, tab-separated: key (a UnaryFunction or BinaryOperation name), bits (256 | 53), a.re, a.im, b.re,
b.im (- for a function), expected re, expected im. Arguments are binary64 numbers written exactly; expected
parts have 90 significant digits (more than 256 bits need to tell two values apart, so reading them back at
256 bits gives exactly the correctly rounded value).
"""
import random
import sys

import mpmath as mp

SEED = int(sys.argv[1]) if len(sys.argv) > 1 else 20261202
PER_KEY = 40
mp.mp.prec = 1000

UNARY = {
    "squareRoot": mp.sqrt, "square": lambda z: z * z, "cube": lambda z: z ** 3, "reciprocal": lambda z: 1 / z,
    "exp": mp.exp, "exp10": lambda z: mp.power(10, z), "exp2": lambda z: mp.power(2, z), "log": mp.log,
    "log10": mp.log10, "sin": mp.sin, "cos": mp.cos, "tan": mp.tan, "asin": mp.asin, "acos": mp.acos,
    "atan": mp.atan, "sinh": mp.sinh, "cosh": mp.cosh, "tanh": mp.tanh, "asinh": mp.asinh, "acosh": mp.acosh,
    "atanh": mp.atanh, "abs": lambda z: mp.mpc(abs(z)), "argument": lambda z: mp.mpc(mp.arg(z)),
}
BINARY = {
    "add": lambda a, b: a + b, "subtract": lambda a, b: a - b, "multiply": lambda a, b: a * b,
    "divide": lambda a, b: a / b, "power": mp.power,
}
# Real arguments that leave the reals (a zero imaginary part counts as +0; asin, acos and atanh beyond 1
# take mpmath's side of the cut, as the calculator does).
LEAVES_REALS = {"squareRoot", "log", "log10", "asin", "acos", "acosh", "atanh", "argument"}


def exact(x):
    """A binary64 number's exact decimal text."""
    return mp.nstr(mp.mpf(x), 800, strip_zeros=True, min_fixed=-mp.inf, max_fixed=mp.inf) if x != 0 else "0"


def rounded(x, bits):
    with mp.workprec(bits):
        y = +mp.mpf(x)
    if y == 0:
        return "0"
    return mp.nstr(y, 90, strip_zeros=False, min_fixed=1, max_fixed=0).replace("e+", "e")


def draw(rng):
    """A random binary64 argument part: mostly in (−4, 4), sometimes far smaller or larger."""
    x = rng.uniform(-4, 4)
    r = rng.random()
    if r < 0.1:
        x *= 2.0 ** rng.randint(-40, -10)
    elif r < 0.15:
        x *= 2.0 ** rng.randint(4, 20)
    return x


def rounded64(x):
    """x rounded to nearest (ties to even) binary64, subnormals included (the grid 2^-1074 below 2^-1022)."""
    if x == 0 or abs(x) >= mp.mpf(2) ** -1022:
        return rounded(x, 53)
    n = x / mp.mpf(2) ** -1074
    f = mp.floor(n)
    d = n - f
    if d > 0.5 or (d == 0.5 and int(f) % 2 == 1):
        f += 1
    y = f * mp.mpf(2) ** -1074
    return "0" if y == 0 else mp.nstr(y, 90, strip_zeros=False, min_fixed=1, max_fixed=0).replace("e+", "e")


def subnormal_rows(rng):
    """IEEE mode's results with subnormal parts (53 bits only): products, quotients, squares, reciprocals
    and exponentials whose parts land below 2^-1022."""
    out = []
    u = lambda: rng.choice([-1, 1]) * rng.uniform(1, 2)
    for n in range(PER_KEY // 2):
        a = (u() * 2.0 ** -520, u() * 2.0 ** -521)
        b = (u() * 2.0 ** -522, u() * 2.0 ** -520)
        out.append(("multiply", a, b, mp.mpc(*a) * mp.mpc(*b)))
        a = (u() * 2.0 ** -1000, u() * 2.0 ** -1001)
        b = (u() * 2.0 ** 40, u() * 2.0 ** 41)
        out.append(("divide", a, b, mp.mpc(*a) / mp.mpc(*b)))
        z = (u() * 2.0 ** -530, u() * 2.0 ** -531)
        out.append(("square", z, None, mp.mpc(*z) ** 2))
        z = (u() * 2.0 ** 1022, u() * 2.0 ** 1022)
        out.append(("reciprocal", z, None, 1 / mp.mpc(*z)))
        z = (rng.uniform(-744, -709), rng.uniform(-4, 4))
        out.append(("exp", z, None, mp.exp(mp.mpc(*z))))
    return out


def rows(rng):
    out = []
    for key, f in UNARY.items():
        for n in range(PER_KEY):
            if n < 6 and key in LEAVES_REALS:
                z = (rng.choice([-1, 1]) * rng.uniform(1, 5), 0.0)
            else:
                z = (draw(rng), draw(rng))
            if key in ("exp", "sinh", "cosh", "sin", "cos", "tan", "exp10", "exp2", "tanh"):
                z = (max(-20.0, min(20.0, z[0])), max(-20.0, min(20.0, z[1])))
            w = mp.mpc(f(mp.mpc(z[0], z[1])))
            out.append((key, z, None, w))
    for key, f in BINARY.items():
        for n in range(PER_KEY):
            a = (draw(rng), draw(rng))
            b = (draw(rng), draw(rng))
            if key == "power":
                b = (max(-8.0, min(8.0, b[0])), max(-8.0, min(8.0, b[1])))
            w = mp.mpc(f(mp.mpc(*a), mp.mpc(*b)))
            out.append((key, a, b, w))
    return out


def near_circle_rows(rng):
    """ln and log10 next to the unit circle (|z| within 2^-10 of 1), where MPC 1.3.1's log misrounds about one
    real part in 1,000 and MPFRBackend computes ln|z| itself: three arguments it misrounded, then random ones
    (a generator of their own, so that the rows above stay as they were)."""
    known = [
        (0.3654976814943898, 0.9308122500384366), (-0.99145171949053, -0.13047408906900945),
        (-0.891239095464254, -0.4535302213158709),
    ]
    out = []
    for key, f in (("log", mp.log), ("log10", mp.log10)):
        points = list(known)
        for n in range(PER_KEY):
            t = rng.uniform(-3.14159, 3.14159)
            r = 1 + rng.uniform(-2.0 ** -10, 2.0 ** -10)
            points.append((r * float(mp.cos(t)), r * float(mp.sin(t))))
        for z in points:
            out.append((key, z, None, mp.mpc(f(mp.mpc(z[0], z[1])))))
    return out


def main():
    rng = random.Random(SEED)
    lines = [
        "# Complex keys computed by one GNU MPC function on MPFRBackend: each part correctly rounded to 256 and",
        "# 53 bits, from mpmath at 1,000 bits (scripts/complex-mpc-table.py writes this file; do not edit it).",
        f"# seed {SEED}, {PER_KEY} arguments per key. Columns: key, bits, a.re, a.im, b.re, b.im, re, im.",
    ]
    for key, a, b, w in rows(rng):
        for bits in (256, 53):
            right = [exact(b[0]), exact(b[1])] if b else ["-", "-"]
            fields = [key, str(bits), exact(a[0]), exact(a[1])] + right + [rounded(w.real, bits), rounded(w.imag, bits)]
            lines.append("\t".join(fields))
    for key, a, b, w in subnormal_rows(rng):
        right = [exact(b[0]), exact(b[1])] if b else ["-", "-"]
        fields = [key, "53", exact(a[0]), exact(a[1])] + right + [rounded64(w.real), rounded64(w.imag)]
        lines.append("\t".join(fields))
    for key, a, b, w in near_circle_rows(random.Random(SEED + 1)):
        for bits in (256, 53):
            fields = [key, str(bits), exact(a[0]), exact(a[1]), "-", "-", rounded(w.real, bits), rounded(w.imag, bits)]
            lines.append("\t".join(fields))
    with open("Tests/Tables/complex-mpc.tsv", "w") as table:
        table.write("\n".join(lines) + "\n")
    print(f"complex-mpc-table: seed {SEED}, {len(lines) - 3} rows")


if __name__ == "__main__":
    main()
