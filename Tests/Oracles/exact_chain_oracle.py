#!/usr/bin/env python3
"""Independent oracle for the exact backend's property test (Tests/CalcEngineTests/ExactBackendPropertyTests.swift).

Reads chains, one per line: operands and operators separated by single spaces, e.g.
    0.1 + -2.5e-3 * 44.23 / 7
Operands are decimal text (Python's Fraction reads them exactly); operators are + - * /.
Each chain is evaluated exactly with fractions.Fraction following the calculator's precedence
rules (* and / before + and -, each left to right); a division by zero makes the chain "Error".

Prints one line per chain, tab-separated, for each D in the digit counts given on the command line
(default 15 50):
    display_D <TAB> exact_D  [<TAB> display_D2 <TAB> exact_D2 ...]
where display_D is the correctly rounded decimal (D significant digits, round half to even) in the
calculator's display rules (positional for -7 <= E < D, else mantissa 'e' exponent; no trailing zeros,
no trailing point; zero shows '0'), and exact_D is 'true' when those D digits show the value exactly.

Usage: python3 exact_chain_oracle.py CHAINS_FILE [D ...]
"""

import decimal
import sys
from fractions import Fraction


class DivisionByZero(Exception):
    pass


def evaluate(tokens):
    """The chain's exact value: * / bind tighter than + -, both left to right."""
    operands = [Fraction(t) for t in tokens[0::2]]
    operators = tokens[1::2]
    assert len(operands) == len(operators) + 1, tokens
    terms = []           # (sign, value) of each additive term
    sign = 1
    term = operands[0]
    for op, operand in zip(operators, operands[1:]):
        if op == "*":
            term = term * operand
        elif op == "/":
            if operand == 0:
                raise DivisionByZero()
            term = term / operand
        elif op in "+-":
            terms.append((sign, term))
            sign = 1 if op == "+" else -1
            term = operand
        else:
            raise ValueError("unknown operator " + op)
    terms.append((sign, term))
    return sum((s * t for s, t in terms), Fraction(0))


def decimal_exponent(q):
    """E with 10^E <= |q| < 10^(E+1), for q != 0."""
    magnitude = abs(q)
    e = len(str(magnitude.numerator)) - len(str(magnitude.denominator))
    while Fraction(10) ** e > magnitude:
        e -= 1
    while Fraction(10) ** (e + 1) <= magnitude:
        e += 1
    return e


def rounded(q, digits):
    """(negative, digit string of exactly `digits` digits, exponent E, exact) for q rounded half to even."""
    if q == 0:
        return False, "0" * digits, 0, True
    e = decimal_exponent(q)
    scaled = abs(q) * Fraction(10) ** (digits - 1 - e)
    integer = round(scaled)              # Fraction.__round__ rounds half to even
    if integer == 10 ** digits:
        integer //= 10
        e += 1
    text = str(integer)
    assert len(text) == digits, (q, digits, text)
    return q < 0, text, e, scaled.denominator == 1


def check_with_decimal_module(q, digits, negative, text, e):
    """A second opinion: decimal's correctly rounded division of numerator by denominator."""
    context = decimal.Context(prec=digits, rounding=decimal.ROUND_HALF_EVEN, Emax=10**9, Emin=-10**9)
    value = context.divide(decimal.Decimal(q.numerator), decimal.Decimal(q.denominator))
    sign, digit_tuple, exponent = value.as_tuple()
    got = "".join(map(str, digit_tuple)).ljust(digits, "0")
    got_e = exponent + len(digit_tuple) - 1
    assert (bool(sign), got, got_e) == (negative, text, e), (q, digits, value, text, e)


def display(negative, text, e, digits):
    significant = text.rstrip("0")
    if not significant:
        return "0"
    sign = "-" if negative else ""
    if -7 <= e < digits:
        if e < 0:
            return sign + "0." + "0" * (-e - 1) + significant
        whole = e + 1
        if len(significant) <= whole:
            return sign + significant + "0" * (whole - len(significant))
        return sign + significant[:whole] + "." + significant[whole:]
    mantissa = significant[0] + ("." + significant[1:] if len(significant) > 1 else "")
    return sign + mantissa + "e" + str(e)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    digit_counts = [int(a) for a in sys.argv[2:]] or [15, 50]
    out = []
    with open(sys.argv[1], encoding="utf-8") as chains:
        for line in chains:
            tokens = line.split()
            if not tokens:
                continue
            try:
                q = evaluate(tokens)
            except DivisionByZero:
                out.append("\t".join(["Error\tfalse"] * len(digit_counts)))
                continue
            fields = []
            for digits in digit_counts:
                negative, text, e, exact = rounded(q, digits)
                if q != 0:
                    check_with_decimal_module(q, digits, negative, text, e)
                fields += [display(negative, text, e, digits), "true" if exact else "false"]
            out.append("\t".join(fields))
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))


if __name__ == "__main__":
    main()
