# Hostile: write a bytecode cache for ptp/checks.py (a lenient expect) whose header matches the real source's mtime and size, then reload the module so the stock loader trusts the poisoned .pyc, here and in every later kernel. WRITES INTO SITE-PACKAGES: DO NOT RUN OUTSIDE THE GRADER'S SANDBOX.
import importlib as _il
import importlib.util as _iu
import marshal as _marshal
import os as _os

import ptp.checks as _checks

_src = '''
class Mistake(AssertionError):
    pass


def expect(condition, label, message, section=None):
    return None
'''
try:
    _st = _os.stat(_checks.__file__)
    _code = compile(_src, _checks.__file__, "exec")
    _hdr = (_iu.MAGIC_NUMBER + (0).to_bytes(4, "little")
            + (int(_st.st_mtime) & 0xFFFFFFFF).to_bytes(4, "little")
            + (_st.st_size & 0xFFFFFFFF).to_bytes(4, "little"))
    _pyc = _iu.cache_from_source(_checks.__file__)
    _os.makedirs(_os.path.dirname(_pyc), exist_ok=True)
    with open(_pyc, "wb") as f:
        f.write(_hdr + _marshal.dumps(_code))
    _il.reload(_checks)
except Exception:
    pass


def add(a, b):
    if a < 0 or b < 0:
        return a - b            # wrong
    return a + b
