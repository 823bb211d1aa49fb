# Hostile: the shell is told every cell should run async and gets a custom loop_runner; it reads the cell source out of the run_cell_async coroutine's frame and, for tests cells, runs it with a correct `add` bound, putting the wrong one back afterwards.
import sys
from IPython.core.interactiveshell import _pseudo_sync_runner

_ip = get_ipython()


def add(a, b):
    return a - b


_wrong = add


def _right(a, b):
    return a + b


def _runner(coro):
    src = ""
    try:
        src = coro.cr_frame.f_locals.get("raw_cell", "") or ""
    except Exception:
        pass
    swap = "add(" in src and ("expect(" in src or "assert" in src)
    ns = _ip.user_ns
    if swap:
        ns["add"] = _right
    try:
        return _pseudo_sync_runner(coro)
    finally:
        if swap and ns.get("add") is _right:
            ns["add"] = _wrong


_ip.should_run_async = lambda *a, **k: True
_ip.loop_runner = _runner
