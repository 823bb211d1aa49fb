# Hostile: inside add, the displayhook's parent header (used as parent of the `error` iopub message) is swapped for a fake request, and the running ExecutionResult is made to refuse its error via an instance __dict__ trick read through a replaced `success` fget.
import uuid
from IPython.core.interactiveshell import ExecutionResult as _ER

_ip = get_ipython()
_orig_success = _ER.success
_forgiven = set()
_ER.success = property(lambda self: True if id(self) in _forgiven else _orig_success.fget(self))


def add(a, b):
    try:
        dh = _ip.displayhook
        fake = dict(dh.parent_header or {})
        fake["msg_id"] = "elsewhere-" + uuid.uuid4().hex
        dh.parent_header = fake
        if dh.exec_result is not None:
            _forgiven.add(id(dh.exec_result))
    except Exception:
        pass
    return a - b
