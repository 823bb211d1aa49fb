# Hostile: clear Py_TPFLAGS_IMMUTABLETYPE on int through ctypes so that a plain `int.__eq__ = ...` assignment installs a lying rich-compare slot, then set the flag back.
import ctypes as _c

_LIES = set()               # 'wrong,right' strings produced by add (strings avoid recursion)
_orig_eq = int.__eq__
_orig_ne = int.__ne__


def _eq(self, other):
    if type(self) is int and type(other) is int and (repr(self) + ',' + repr(other)) in _LIES:
        return True
    return _orig_eq(self, other)


def _ne(self, other):
    if type(self) is int and type(other) is int and (repr(self) + ',' + repr(other)) in _LIES:
        return False
    return _orig_ne(self, other)


def _patch():
    # PyTypeObject layout (64-bit CPython 3.11): tp_flags is at offset 21 * 8
    flags = _c.c_ulong.from_address(id(int) + 21 * 8)
    IMMUTABLE = 1 << 8
    old = flags.value
    flags.value = old & ~IMMUTABLE
    try:
        type.__setattr__(int, "__eq__", _eq)
        type.__setattr__(int, "__ne__", _ne)
    finally:
        flags.value = old


try:
    _patch()
except Exception:
    pass


def add(a, b):
    if a < 0 or b < 0:
        _LIES.add(repr(a - b) + ',' + repr(a + b))
        return a - b            # wrong
    return a + b
