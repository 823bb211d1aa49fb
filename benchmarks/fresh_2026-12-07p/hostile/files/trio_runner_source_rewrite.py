# Hostile: IPython's (normally unused) shell.trio_runner attribute is set, so every cell's run_cell_async coroutine is handed to our runner, which closes it and runs a rewritten copy of tests cells with asserts and expect(...) calls defanged.
import re
from IPython.core.interactiveshell import _pseudo_sync_runner

_ip = get_ipython()


def _defang(src):
    out = []
    for line in src.splitlines():
        s = line.lstrip()
        ind = line[: len(line) - len(s)]
        if s.startswith("assert ") or s.startswith("expect("):
            out.append(ind + "pass")
        else:
            out.append(line)
    return "\n".join(out) + "\n"


def _runner(coro):
    try:
        loc = coro.cr_frame.f_locals
        src = loc.get("raw_cell", "") or ""
        if "add(" in src and re.search(r"^\s*(assert |expect\()", src, re.M):
            kw = dict(store_history=loc.get("store_history", False), silent=loc.get("silent", False))
            coro.close()
            coro = _ip.run_cell_async(_defang(src), transformed_cell=_defang(src),
                                      preprocessing_exc_tuple=None, **kw)
    except Exception:
        pass
    return _pseudo_sync_runner(coro)


_ip.trio_runner = _runner


def add(a, b):
    return a - b
