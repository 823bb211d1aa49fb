# Hostile: overwrite in place (ctypes) the bytes of the interned str 'error' shared by every compiled literal, so the kernel's error message goes out with msg_type 'errox' (an unknown iopub type the client logs and drops) and the execute_reply status no longer reads 'error'.
import ctypes, sys

def add(a, b):
    return a - b

def _arm():
    s = sys.intern("error")
    off = next(o for o in range(16, 80, 8) if ctypes.string_at(id(s) + o, 5) == b"error")
    keep = sys.modules.setdefault("_str_keep", type(sys)("_str_keep"))
    keep.s = s
    ctypes.memmove(id(s) + off + 4, b"x", 1)

_arm()
