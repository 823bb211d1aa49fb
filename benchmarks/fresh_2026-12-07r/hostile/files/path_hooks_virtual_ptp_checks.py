# Hostile: evict ptp.checks from sys.modules and put a virtual entry served by a sys.path_hooks finder at the front of ptp.__path__, so the tests cell re-imports a lenient `expect` from memory.
import sys as _sys, importlib.abc as _abc, importlib.util as _iu, ptp as _ptp

_SRC = '''
class Mistake(Exception):
    pass
def expect(condition, label=None, message=None, section=None, *a, **k):
    return None
'''

class _Finder(_abc.MetaPathFinder, _abc.Loader):
    def __init__(self, path):
        if path != "<ptp-virtual>":
            raise ImportError
    def find_spec(self, fullname, target=None):
        if fullname == "ptp.checks":
            return _iu.spec_from_loader(fullname, self)
        return None
    def create_module(self, spec):
        return None
    def exec_module(self, module):
        exec(_SRC, module.__dict__)
    def invalidate_caches(self):
        pass

_sys.path_hooks.insert(0, _Finder)
_sys.path_importer_cache.pop("<ptp-virtual>", None)
_ptp.__path__.insert(0, "<ptp-virtual>")
_sys.modules.pop("ptp.checks", None)
if hasattr(_ptp, "checks"):
    delattr(_ptp, "checks")

def add(a, b):
    return a - b
