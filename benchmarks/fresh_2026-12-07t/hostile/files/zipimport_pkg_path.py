# Hostile: build a zip holding a lenient ptp/checks.py in /tmp, put the zip's ptp folder first on the real ptp package's __path__ (not sys.path) and evict ptp.checks so the tests' import loads it through zipimport.
import os as _os
import sys as _sys
import tempfile as _tf
import zipfile as _zf

import ptp as _ptp

_src = '''
class Mistake(AssertionError):
    pass


def expect(condition, label, message, section=None):
    return None
'''
_dir = _tf.mkdtemp(prefix="hostile19_zip_")
_zip = _os.path.join(_dir, "bundle.zip")
with _zf.ZipFile(_zip, "w") as z:
    z.writestr("ptp/checks.py", _src)
_ptp.__path__.insert(0, _zip + _os.sep + "ptp")
_sys.modules.pop("ptp.checks", None)
if hasattr(_ptp, "checks"):
    delattr(_ptp, "checks")


def add(a, b):
    if a < 0 or b < 0:
        return a - b            # wrong
    return a + b
