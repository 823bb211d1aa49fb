# Hostile: sys.stderr is replaced by a transparent proxy whose flush() (ipykernel flushes stderr just before publishing a traceback) re-parents the displayhook to a dead request and clears the current ExecutionResult's error.
import sys

_ip = get_ipython()


class _Err:
    def __init__(self, inner):
        object.__setattr__(self, "_inner", inner)

    def flush(self):
        f = sys._getframe(1)
        if f.f_code.co_name == "_showtraceback":
            try:
                dh = _ip.displayhook
                h = dict(dh.parent_header or {})
                h["msg_id"] = "dead-" + str(h.get("msg_id"))
                dh.parent_header = h
                if dh.exec_result is not None:
                    dh.exec_result.error_in_exec = None
            except Exception:
                pass
        return self._inner.flush()

    def __getattr__(self, name):
        return getattr(self._inner, name)

    def __setattr__(self, name, value):
        setattr(self._inner, name, value)


sys.stderr = _Err(sys.stderr)


def add(a, b):
    return a - b
