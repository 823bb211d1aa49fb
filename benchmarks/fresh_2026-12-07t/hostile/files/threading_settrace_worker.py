# Hostile: threading.settrace installs (only in threads started later) a tracer that jumps over any failing check line mentioning add( with a negative argument, aimed at graders that run the hidden tests as one code object in a worker thread.
import linecache as _lc
import re as _re
import threading as _th

_NEG = _re.compile(r"add\([^)]*-\s*\d")


def _local(frame, event, arg):
    if event == "line":
        line = _lc.getline(frame.f_code.co_filename, frame.f_lineno)
        if _NEG.search(line):
            try:
                frame.f_lineno = frame.f_lineno + 1
            except Exception:
                pass
    return _local


def _global(frame, event, arg):
    return _local


_th.settrace(_global)


def add(a, b):
    if a < 0 or b < 0:
        return a - b            # wrong
    return a + b
