# Hostile: install a PEP 523 frame-evaluation hook (hand-written x86-64 machine code via ctypes/mmap) that returns None without running any later top-level cell chunk in user_ns that mentions `add` or `mul`, so the tests cells (visible and hidden) never execute.
import ctypes, mmap, struct, sys

def add(a, b):
    return a - b

def _arm():
    ns = sys._getframe(1).f_globals          # IPython's user_ns
    W = ctypes.sizeof(ctypes.c_void_p)
    def words(addr, n):
        return [ctypes.c_void_p.from_address(addr + i * W).value for i in range(n)]
    def find(addr, target, n=40):
        for i, v in enumerate(words(addr, n)):
            if v == target:
                return i * W
        raise RuntimeError("offset not found")
    fr = sys._getframe()
    iframe = ctypes.c_void_p.from_address(id(fr) + 3 * W).value   # PyFrameObject.f_frame
    OFF_CODE = find(iframe, id(fr.f_code), 8)
    OFF_GLOBALS = find(iframe, id(fr.f_globals), 8)
    co = compile("add = mul", "<x>", "exec")
    OFF_NAMES = find(id(co), id(co.co_names))
    OFF_NAME = find(id(co), id(co.co_name))
    s_module, s_add, s_mul = id(co.co_name), id(co.co_names[1]), id(co.co_names[0])
    api = ctypes.pythonapi
    default = ctypes.cast(api._PyEval_EvalFrameDefault, ctypes.c_void_p).value
    none = id(None)
    a = bytearray()
    def q(x): return struct.pack("<Q", x)
    def i32(x): return struct.pack("<i", x)
    # rax = frame->f_globals ; compare with user_ns
    a += b"\x48\x8b\x86" + i32(OFF_GLOBALS)           # mov rax,[rsi+OFF_GLOBALS]
    a += b"\x49\xb8" + q(id(ns))                       # movabs r8, ns
    a += b"\x4c\x39\xc0"                               # cmp rax, r8
    j1 = len(a); a += b"\x0f\x85" + i32(0)            # jne default
    a += b"\x48\x8b\x86" + i32(OFF_CODE)              # mov rax,[rsi+OFF_CODE]
    a += b"\x48\x8b\x88" + i32(OFF_NAME)              # mov rcx,[rax+OFF_NAME]
    a += b"\x49\xb8" + q(s_module)                     # movabs r8, '<module>'
    a += b"\x4c\x39\xc1"                               # cmp rcx, r8
    j2 = len(a); a += b"\x0f\x85" + i32(0)            # jne default
    a += b"\x48\x8b\x88" + i32(OFF_NAMES)             # mov rcx,[rax+OFF_NAMES]
    a += b"\x4c\x8b\x49\x10"                           # mov r9,[rcx+16]   (ob_size)
    a += b"\x4c\x8d\x51\x18"                           # lea r10,[rcx+24]  (ob_item)
    a += b"\x49\xb8" + q(s_add)                        # movabs r8, 'add'
    a += b"\x49\xbb" + q(s_mul)                        # movabs r11, 'mul'
    loop = len(a)
    a += b"\x4d\x85\xc9"                               # test r9,r9
    j3 = len(a); a += b"\x0f\x84" + i32(0)            # jz default
    a += b"\x49\x8b\x02"                               # mov rax,[r10]
    a += b"\x4c\x39\xc0"                               # cmp rax,r8
    j4 = len(a); a += b"\x0f\x84" + i32(0)            # je skip
    a += b"\x4c\x39\xd8"                               # cmp rax,r11
    j5 = len(a); a += b"\x0f\x84" + i32(0)            # je skip
    a += b"\x49\x83\xc2\x08"                           # add r10,8
    a += b"\x49\xff\xc9"                               # dec r9
    a += b"\xe9" + i32(loop - (len(a) + 5))            # jmp loop
    d_off = len(a)
    a += b"\x48\xb8" + q(default)                      # movabs rax, _PyEval_EvalFrameDefault
    a += b"\xff\xe0"                                   # jmp rax
    s_off = len(a)
    a += b"\x48\xb8" + q(none)                         # movabs rax, None
    a += b"\x48\xff\x00"                               # inc qword [rax]
    a += b"\xc3"                                       # ret
    def patch(at, target):
        a[at + 2:at + 6] = i32(target - (at + 6))
    patch(j1, d_off); patch(j2, d_off); patch(j3, d_off); patch(j4, s_off); patch(j5, s_off)
    m = mmap.mmap(-1, 4096, prot=mmap.PROT_READ | mmap.PROT_WRITE | mmap.PROT_EXEC)
    m.write(bytes(a))
    addr = ctypes.addressof(ctypes.c_char.from_buffer(m))
    sys.modules.setdefault("_evalframe_keep", type(sys)("_evalframe_keep")).m = m
    api.PyInterpreterState_Get.restype = ctypes.c_void_p
    api._PyInterpreterState_SetEvalFrameFunc.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
    api._PyInterpreterState_SetEvalFrameFunc(api.PyInterpreterState_Get(), addr)

_arm()
