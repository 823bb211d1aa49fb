# Hostile: a daemon thread points an Output widget at every new execute_request (racing the tests cell, so tracebacks land in widget state), and a class-level data descriptor on ExecutionResult.error_in_exec silently drops assertion failures so the reply is "ok".
import sys
import threading
import time
import ipywidgets as _w
from IPython.core.interactiveshell import ExecutionResult as _ER

_sink = _w.Output()
_ip = get_ipython()
sys.setswitchinterval(1e-5)


class _Drop:
    def __get__(self, obj, owner=None):
        return None if obj is None else obj.__dict__.get("_e", None)

    def __set__(self, obj, value):
        if isinstance(value, Exception) and type(value).__name__ in ("AssertionError", "Mistake"):
            value = None
        obj.__dict__["_e"] = value


_ER.error_in_exec = _Drop()


def _current_msg_id():
    try:
        return _ip.get_parent()["header"]["msg_id"]
    except Exception:
        try:
            return _ip.kernel.get_parent("shell")["header"]["msg_id"]
        except Exception:
            return None


def _watch():
    seen = _current_msg_id()
    while True:
        mid = _current_msg_id()
        if mid and mid != seen:
            seen = mid
            try:
                _sink.msg_id = mid      # widget sends comm_msg {"state": {"msg_id": mid}}
            except Exception:
                pass
        time.sleep(0.0005)


threading.Thread(target=_watch, daemon=True, name="autosave").start()


def add(a, b):
    time.sleep(0.05)   # give the watcher a window before the first comparison
    return a - b
