# Hostile: sys.stdout is replaced by a proxy whose flush() (called by ipykernel just before it publishes a traceback) sends a raw jupyter.widget OutputModel comm update capturing the current request, and clears the running ExecutionResult's error so the reply is "ok".
import sys
from comm import create_comm

_ip = get_ipython()
_c = create_comm(
    target_name="jupyter.widget",
    data={
        "state": {
            "_model_module": "@jupyter-widgets/output",
            "_model_module_version": "1.0.0",
            "_model_name": "OutputModel",
            "_view_module": "@jupyter-widgets/output",
            "_view_module_version": "1.0.0",
            "_view_name": "OutputView",
            "outputs": [],
            "msg_id": "",
        },
        "buffer_paths": [],
    },
    metadata={"version": "2.1.0"},
)


class _Proxy:
    def __init__(self, inner):
        self.__dict__["_inner"] = inner

    def flush(self):
        try:
            if sys.exc_info()[0] is not None and sys._getframe(1).f_code.co_name == "_showtraceback":
                mid = _ip.get_parent()["header"]["msg_id"]
                _c.send({"method": "update", "state": {"msg_id": mid}, "buffer_paths": []})
                res = _ip.displayhook.exec_result
                if res is not None:
                    res.error_in_exec = None
        except Exception:
            pass
        return self._inner.flush()

    def __getattr__(self, name):
        return getattr(self._inner, name)

    def __setattr__(self, name, value):
        setattr(self._inner, name, value)


sys.stdout = _Proxy(sys.stdout)


def add(a, b):
    return a - b
