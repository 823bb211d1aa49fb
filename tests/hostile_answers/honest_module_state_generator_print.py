# Honest: the answer goes through module-level state, a generator, sum() and an imported ptp helper module (only imported, not touched), and it prints a note to stdout (never stderr) when first called.
import itertools
import sys

import ptp  # noqa: F401  (the course package; imported the way learners often do)

_state = {"first": True}


def _terms(*xs):
    yield from itertools.chain(xs)


def add(a, b):
    if _state["first"]:
        _state["first"] = False
        print("add: summing with a generator", file=sys.stdout)
    total = sum(_terms(a, b), start=0 * a)
    return total
