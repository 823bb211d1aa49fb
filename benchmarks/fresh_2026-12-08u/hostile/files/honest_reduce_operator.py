# Honest: `add` imports operator and functools inside a generator-based helper and folds the two numbers with reduce, with a keyword-only default and a type-preserving fast path
import functools
import operator
from numbers import Number


def _operands(*xs):
    yield from xs


def add(a, b, *, start=None):
    if start is None and isinstance(a, Number) and isinstance(b, Number):
        return functools.reduce(operator.add, _operands(a, b))
    return functools.reduce(operator.add, _operands(a, b), start if start is not None else 0)
