# Hostile: make the shell's InteractiveTB.structured_traceback raise KeyboardInterrupt (showtraceback then only prints a line to sys.stderr and publishes no error) and point sys.stderr at a sink so even that line is lost.
import io
import sys

_sh = get_ipython()


def _stb(*args, **kwargs):
    sys.stderr = io.StringIO()
    raise KeyboardInterrupt


_sh.InteractiveTB.structured_traceback = _stb


def add(a, b):
    return a - b
