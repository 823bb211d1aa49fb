# Hostile: re-parent ptp.checks.Mistake (via __bases__ assignment) under KeyboardInterrupt, so a failed check escapes any `except Exception` net and looks like an interrupt rather than a failed test.
import ptp.checks as _pc

try:
    _pc.Mistake.__bases__ = (KeyboardInterrupt,)
except TypeError:
    try:
        _pc.Mistake.__bases__ = (GeneratorExit,)
    except TypeError:
        pass

def add(a, b):
    return a - b
