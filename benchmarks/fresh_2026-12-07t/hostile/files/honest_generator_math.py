# Honest: sums through a generator expression and builtin sum(), with an import of math, a module-level lookup table and a nested helper; no plus sign on the inputs directly.
import math

_ZERO = {"int": 0, "float": 0.0}


def add(a, b):
    def parts():
        yield a
        yield b
    start = _ZERO.get(type(a).__name__, 0)
    total = sum(parts(), start)
    if isinstance(total, float) and math.isfinite(total) and total.is_integer() \
            and isinstance(a, int) and isinstance(b, int):
        total = int(total)
    return total
