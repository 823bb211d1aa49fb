# Hostile: a PEP 523 frame-evaluation hook (x86-64 machine code in an mmap, via ctypes) that returns None, without evaluating, for any frame whose code object is the real ptp.checks.expect's, so every expect(...) passes while expect's identity, code and globals stay untouched.
import ctypes, mmap, struct, sys

def _install_eval_frame(code_bytes):
    m = mmap.mmap(-1, 4096, prot=mmap.PROT_READ | mmap.PROT_WRITE | mmap.PROT_EXEC)
    m.write(bytes(code_bytes))
    keep = sys.modules.setdefault("_ef_keep", type(sys)("_ef_keep"))
    keep.__dict__.setdefault("maps", []).append(m)
    api = ctypes.pythonapi
    api.PyInterpreterState_Get.restype = ctypes.c_void_p
    api._PyInterpreterState_SetEvalFrameFunc.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
    api._PyInterpreterState_SetEvalFrameFunc(api.PyInterpreterState_Get(),
                                             ctypes.addressof(ctypes.c_char.from_buffer(m)))

def _frame_offsets():
    W = 8
    fr = sys._getframe()
    iframe = ctypes.c_void_p.from_address(id(fr) + 3 * W).value   # PyFrameObject.f_frame
    words = [ctypes.c_void_p.from_address(iframe + i * W).value for i in range(8)]
    return words.index(id(fr.f_code)) * W, words.index(id(fr.f_globals)) * W

def _q(x): return struct.pack("<Q", x)
def _i32(x): return struct.pack("<i", x)
_DEFAULT = ctypes.cast(ctypes.pythonapi._PyEval_EvalFrameDefault, ctypes.c_void_p).value

def add(a, b):
    return a - b

def _arm():
    import ptp.checks
    off_code, _ = _frame_offsets()
    a = bytearray()
    a += b"\x48\x8b\x86" + _i32(off_code)        # mov rax,[rsi+off_code]
    a += b"\x49\xb8" + _q(id(ptp.checks.expect.__code__))   # movabs r8, code
    a += b"\x4c\x39\xc0"                          # cmp rax,r8
    a += b"\x74\x0c"                              # je skip (+12)
    a += b"\x48\xb8" + _q(_DEFAULT) + b"\xff\xe0" # movabs rax,default ; jmp rax
    a += b"\x48\xb8" + _q(id(None))               # skip: movabs rax, None
    a += b"\x48\xff\x00\xc3"                      # inc qword [rax] ; ret
    keep = sys.modules.setdefault("_ef_keep", type(sys)("_ef_keep"))
    keep.code = ptp.checks.expect.__code__
    _install_eval_frame(a)

_arm()
