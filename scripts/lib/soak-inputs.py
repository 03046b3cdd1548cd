#!/usr/bin/env python3
"""Feeds random input to calc-eval's script reader, its expression reader (with sessions, complex
results, programmer mode and fractions) and to calc's script mode for a while.

Each round writes random bytes, key-token soup (valid keys, numbers, symbols, control characters, CR/LF
mixes, byte-order marks, long tokens) or both, runs the program on it with a time limit, and fails when
the program dies of a signal, exits with a status it does not document, or does not finish in time.
Prints the seed; a failing input is kept and its path printed.

Usage: soak-inputs.py PROGRAM(calc-eval|calc-eval-expressions|calc) BINARY SECONDS [SEED]
"""
import os, random, subprocess, sys, tempfile, time

program, binary, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
seed = int(sys.argv[4], 0) if len(sys.argv) > 4 else random.SystemRandom().randrange(2**63)
print(f"soak-inputs: {program}, seed {seed} (replay: CALC_TEST_SEED={seed})", flush=True)
rng = random.Random(seed)
keys = ("+ - * / pow root EE = AC C back neg % sqrt sqr cube cbrt inv exp pow10 pow2 ln log log2 sin cos "
        "tan asin acos atan sinh cosh tanh asinh acosh atanh fact pi e rand ( ) MC M+ M- MR deg rad "
        "− × ÷ ^ √ ! π ± ⌫ => |").split()
expression_tokens = ("+ - * / ^ ** ( ) , ; ! !! % ² ³ ⁻¹ ²³ √ ∛ ³√ ∜ π pi e i ∠ ° | = ⌊ ⌋ ⌈ ⌉ [ ] { } "
                     "sin cos tan asin sinh ln log log2 sqrt cbrt abs floor round frac sign min max gcd lcm "
                     "hypot nCr nPr mod div // plus minus times per degrees radians re im conj arg ans x y "
                     "x= y= 0x1F 0b101 & ~ << >> >>> and or xor not 1e308 1e-308 2e−1 sin₀ ₃√ ⏨ \\cdot").split()
terminal_keys = list("0123456789.+-*/=%()^!v\x1b\x7fbcdhlnpqrstx") + ["\x1b[A", "\x1b[3~", "\r", "\n"]
# Exit statuses each program documents: calc-eval 0 ok, 1 --check mismatch, 2 bad input, 3 write failure;
# calc 0 ok, 1 write or read failure, 130 Ctrl-C typed.
allowed = {"calc-eval": {0, 1, 2, 3}, "calc-eval-expressions": {0, 1, 2, 3}, "calc": {0, 1, 130}}[program]


def soup(n):
    parts = []
    for _ in range(n):
        r = rng.random()
        if r < 0.35:
            parts.append(str(rng.randint(0, 10 ** rng.randint(1, 25))) + rng.choice(["", ".", ".5", "e3"]))
        elif r < 0.8:
            vocabulary = {"calc-eval": keys, "calc-eval-expressions": expression_tokens, "calc": terminal_keys}
            parts.append(rng.choice(vocabulary[program]))
        elif r < 0.9:
            parts.append(rng.choice(["\r", "\n", "\r\n", "\t", "\x00", "\x1b]0;x\x07", "\ufeff", "\u202e", "#"]))
        else:
            parts.append("x" * rng.randint(1, 5000))
    separator = {"calc-eval": " ", "calc-eval-expressions": rng.choice([" ", ""]), "calc": ""}[program]
    return separator.join(parts).encode("utf-8", "surrogatepass")


def random_input():
    kind = rng.random()
    if kind < 0.3:
        return rng.randbytes(rng.randint(0, 20000))
    if kind < 0.8:
        return soup(rng.randint(1, 400))
    return soup(rng.randint(1, 100)) + rng.randbytes(rng.randint(1, 2000)) + soup(rng.randint(1, 100))


def arguments():
    if program == "calc":
        return [rng.choice(["--print=display", "--print=screen"]), "--backend", rng.choice(["double", "mpfr"])]
    if program == "calc-eval-expressions":
        options = [["--expressions"], ["--expressions", "--session"], ["--expressions", "--complex"],
                   ["--expressions", "--programmer", "--radix", "hex"], ["--expressions", "--fractions", "auto"],
                   ["--expressions", "--backend", "double", "--session", "--trace"],
                   ["--expressions", "--backend", "exact", "--complex", "--format", "json"],
                   ["--expressions", "--correct-digits"]]
        return rng.choice(options)
    options = [["--backend", "double"], ["--backend", "exact"], ["--ieee"], ["--check"], ["--compare"],
               ["--trace"], ["--format", "json"], ["--format", "tsv"], ["--session"], ["--jobs", "2"]]
    chosen = rng.choice(options)
    if chosen == ["--trace"] and rng.random() < 0.5:
        chosen += ["--format", "json"]
    return chosen


deadline = time.monotonic() + seconds
rounds = 0
while time.monotonic() < deadline:
    data, args = random_input(), arguments()
    try:
        result = subprocess.run([binary] + args, input=data, capture_output=True, timeout=60)
        bad = result.returncode < 0 or result.returncode not in allowed
        why = f"exit status {result.returncode}" if bad else ""
    except subprocess.TimeoutExpired:
        bad, why = True, "no end within 60 s"
    if bad:
        fd, path = tempfile.mkstemp(prefix=f"soak-{program}-", suffix=".input")
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        print(f"soak-inputs: FAILED after {rounds} rounds: {program} {' '.join(args)} < {path}: {why}",
              file=sys.stderr)
        sys.exit(1)
    rounds += 1
print(f"soak-inputs: {program}: {rounds} inputs, no failures", flush=True)
