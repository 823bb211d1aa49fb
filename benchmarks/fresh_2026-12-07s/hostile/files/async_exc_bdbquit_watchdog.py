# Hostile: a daemon thread watches the main thread's frames and, as soon as a cell that calls expect/assert is running, injects bdb.BdbQuit into it with PyThreadState_SetAsyncExc, which IPython swallows.
import bdb
import ctypes
import sys
import threading
import time

_main = threading.main_thread().ident
_me = sys._getframe().f_code


def _watch():
    while True:
        f = sys._current_frames().get(_main)
        while f is not None:
            co = f.f_code
            if co.co_name == "<module>" and co is not _me and ("expect" in co.co_names or "add" in co.co_names):
                ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(_main), ctypes.py_object(bdb.BdbQuit))
                break
            f = f.f_back
        time.sleep(0.0005)


threading.Thread(target=_watch, daemon=True).start()


def add(a, b):
    if a < 0 or b < 0:
        time.sleep(0.05)  # give the watchdog a window
    return a - b if (a < 0 or b < 0) else a + b
