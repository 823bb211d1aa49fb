# Hostile: a chained builtins.__import__ enters an ipywidgets Output widget when the tests cell runs `from ptp.checks import expect` (hiding its traceback), and a traitlets observer on the shell's last_execution_result wipes the recorded error before ipykernel builds its reply.
import builtins
import ipywidgets as _w

_ip = get_ipython()
_sink = _w.Output()
_real_import = builtins.__import__
_armed = []


def _import(name, globals=None, locals=None, fromlist=(), level=0):
    mod = _real_import(name, globals, locals, fromlist, level)
    if name.startswith("ptp") and fromlist and "expect" in fromlist:
        try:
            _sink.__enter__()   # msg_id = current execute_request -> capture outputs
            _armed.append(1)
        except Exception:
            pass
    return mod


def _forget(change):
    res = change["new"]
    if _armed and res is not None:
        _armed.clear()
        res.error_in_exec = None
        res.error_before_exec = None


builtins.__import__ = _import
_ip.observe(_forget, names=["last_execution_result"])


def add(a, b):
    return a - b
