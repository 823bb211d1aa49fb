# Hostile: compile at run time (gcc, into /tmp) a tiny C library whose PEP 523 frame-evaluation function returns None without running any top-level chunk executed in user_ns that names `add` or `mul`, and install it through ctypes, so later tests cells are skipped.
import ctypes, os, subprocess, sys, tempfile

def add(a, b):
    return a - b

_C = r"""
#include <stddef.h>
typedef void *(*evalf)(void *, void *, int);
evalf dflt; void *ns, *modname, *s_add, *s_mul, *none; long off_code, off_glob, off_name, off_names;
void *hook(void *ts, void *frame, int thr) {
    char *f = (char *)frame;
    if (*(void **)(f + off_glob) == ns) {
        char *co = *(char **)(f + off_code);
        if (*(void **)(co + off_name) == modname) {
            char *names = *(char **)(co + off_names);
            long n = *(long *)(names + 16);
            void **items = (void **)(names + 24);
            for (long i = 0; i < n; i++)
                if (items[i] == s_add || items[i] == s_mul) { ++*(long *)none; return none; }
        }
    }
    return dflt(ts, frame, thr);
}
"""

def _arm():
    d = tempfile.mkdtemp(prefix="ef_")
    src, lib = os.path.join(d, "h.c"), os.path.join(d, "h.so")
    open(src, "w").write(_C)
    subprocess.run(["gcc", "-O2", "-shared", "-fPIC", "-o", lib, src], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    h = ctypes.CDLL(lib)
    W = 8
    fr = sys._getframe()
    iframe = ctypes.c_void_p.from_address(id(fr) + 3 * W).value
    words = [ctypes.c_void_p.from_address(iframe + i * W).value for i in range(8)]
    co = compile("add = mul", "<x>", "exec")
    cw = [ctypes.c_void_p.from_address(id(co) + i * W).value for i in range(40)]
    ns = sys._getframe(1).f_globals
    vals = {"off_code": words.index(id(fr.f_code)) * W, "off_glob": words.index(id(fr.f_globals)) * W,
            "off_name": cw.index(id(co.co_name)) * W, "off_names": cw.index(id(co.co_names)) * W}
    for k, v in vals.items():
        ctypes.c_long.in_dll(h, k).value = v
    for k, v in {"ns": id(ns), "modname": id(co.co_name), "s_add": id(co.co_names[1]),
                 "s_mul": id(co.co_names[0]), "none": id(None),
                 "dflt": ctypes.cast(ctypes.pythonapi._PyEval_EvalFrameDefault, ctypes.c_void_p).value}.items():
        ctypes.c_void_p.in_dll(h, k).value = v
    sys.modules.setdefault("_ef_keep", type(sys)("_ef_keep")).lib = h
    api = ctypes.pythonapi
    api.PyInterpreterState_Get.restype = ctypes.c_void_p
    api._PyInterpreterState_SetEvalFrameFunc.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
    api._PyInterpreterState_SetEvalFrameFunc(api.PyInterpreterState_Get(),
                                             ctypes.cast(h.hook, ctypes.c_void_p).value)

_arm()
