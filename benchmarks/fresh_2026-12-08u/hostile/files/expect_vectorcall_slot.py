# Hostile: set the interpreter's frame-evaluation function to the default one (non-NULL, which turns off 3.11's inlined Python-to-Python calls) and overwrite the C `vectorcall` slot of the real `ptp.checks.expect` function object (ctypes) with a ctypes callback that returns None, so `expect` keeps its identity, code, globals and defaults but never raises.
import ctypes, mmap, struct, sys
import ptp.checks

def add(a, b):
    return a - b

def _arm():
    f = ptp.checks.expect
    W = ctypes.sizeof(ctypes.c_void_p)
    vc = ctypes.cast(ctypes.pythonapi._PyFunction_Vectorcall, ctypes.c_void_p).value
    off = next(i * W for i in range(2, 17)
               if ctypes.c_void_p.from_address(id(f) + i * W).value == vc)
    PROTO = ctypes.CFUNCTYPE(ctypes.py_object, ctypes.c_void_p, ctypes.c_void_p,
                             ctypes.c_size_t, ctypes.c_void_p)
    cb = PROTO(lambda callable_, args, nargsf, kwnames: None)
    sys.modules.setdefault("_vc_keep", type(sys)("_vc_keep")).cb = cb
    ctypes.c_void_p.from_address(id(f) + off).value = ctypes.cast(cb, ctypes.c_void_p).value

    # 3.11 inlines calls of plain functions unless an eval-frame function is set (and it
    # stores NULL when given the default itself): install a 12-byte trampoline that jumps to
    # the default, so every call goes through the (now replaced) vectorcall slot.
    api = ctypes.pythonapi
    default = ctypes.cast(api._PyEval_EvalFrameDefault, ctypes.c_void_p).value
    m = mmap.mmap(-1, 4096, prot=mmap.PROT_READ | mmap.PROT_WRITE | mmap.PROT_EXEC)
    m.write(b"\x48\xb8" + struct.pack("<Q", default) + b"\xff\xe0")
    sys.modules["_vc_keep"].m = m
    api.PyInterpreterState_Get.restype = ctypes.c_void_p
    api._PyInterpreterState_SetEvalFrameFunc.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
    api._PyInterpreterState_SetEvalFrameFunc(
        api.PyInterpreterState_Get(), ctypes.addressof(ctypes.c_char.from_buffer(m)))

_arm()
