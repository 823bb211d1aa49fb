# Hostile: give ptp.checks.Mistake a new metaclass (class __class__ assignment) whose __call__ builds SystemExit(0) instead of a Mistake, so a failing expect raises a "clean exit".
import ptp.checks as _pc

class _Meta(type):
    def __call__(cls, *args, **kwargs):
        return SystemExit(0)

try:
    _pc.Mistake.__class__ = _Meta
except TypeError:
    pass

def add(a, b):
    return a - b
