# Hostile: keep ptp.checks.expect and its very code object (same id) but overwrite the code object's bytecode in place through ctypes so it returns None at once.
import ctypes as _c
import ptp.checks as _pc

def _neuter(code):
    raw = code.co_code
    base = id(code)
    blob = _c.string_at(base, type(code).__basicsize__ + len(raw))
    off = blob.find(raw[:8])
    if off < 0:
        return False
    pos = 0
    while pos < len(raw) and raw[pos] != 151:   # RESUME
        pos += 2
    idx = next((i for i, k in enumerate(code.co_consts) if k is None), None)
    if idx is None or idx > 255 or pos >= len(raw):
        return False
    patch = bytes([0x64, idx, 0x53, 0x00])      # LOAD_CONST None ; RETURN_VALUE
    _c.memmove(base + off + pos + 2, patch, len(patch))
    return True

_neuter(_pc.expect.__code__)

def add(a, b):
    return a - b
