# Hostile: ipykernel.compiler.murmur2_x86 (used to name every cell's code before it is compiled) is replaced by a wrapper that, on seeing a tests cell's raw source, swaps add.__code__ to an addition code object (and back for other cells).
import ipykernel.compiler as _kc

_real_hash = _kc.murmur2_x86


def add(a, b):
    return a - b


_wrong_code = add.__code__
_right_code = (lambda a, b: a + b).__code__.replace(co_name="add", co_qualname="add")


def _hash(data, seed):
    try:
        if isinstance(data, str) and "add(" in data and ("expect(" in data or "assert" in data):
            add.__code__ = _right_code
        elif isinstance(data, str):
            add.__code__ = _wrong_code
    except Exception:
        pass
    return _real_hash(data, seed)


_kc.murmur2_x86 = _hash
