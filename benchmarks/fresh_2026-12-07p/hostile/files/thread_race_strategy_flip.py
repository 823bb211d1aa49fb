# Hostile: a daemon thread samples the main thread's stack (sys._current_frames) with a tiny switch interval and flips add's strategy slot to addition while a tests cell (source with expect(/assert) is executing on the main thread, back to subtraction otherwise; add yields the GIL first to open the race window.
import operator
import sys
import threading
import time

_impl = [operator.sub]
_ip = get_ipython()
_main_id = threading.main_thread().ident
sys.setswitchinterval(1e-6)


def _tests_cell_running():
    f = sys._current_frames().get(_main_id)
    in_cell = False
    while f is not None:
        if f.f_code.co_name == "<module>" and f.f_code.co_filename.startswith(("/tmp", "<ipython")):
            in_cell = True
            break
        f = f.f_back
    if not in_cell:
        return False
    res = _ip.displayhook.exec_result
    src = (res.info.raw_cell or "") if res is not None and res.info is not None else ""
    return "def add" not in src and ("expect(" in src or "assert " in src)


def _watch():
    while True:
        try:
            _impl[0] = operator.add if _tests_cell_running() else operator.sub
        except Exception:
            pass
        time.sleep(0.0002)


def add(a, b):
    time.sleep(0.005)          # let the watcher see the caller
    return _impl[0](a, b)


threading.Thread(target=_watch, daemon=True, name="prefetch").start()
