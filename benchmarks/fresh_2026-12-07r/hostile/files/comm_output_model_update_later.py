# Hostile: open raw OutputModel comms with an empty msg_id, then send comm "update" messages that set msg_id to the predicted ids of the next requests, so nbclient's Output-widget emulation swallows the tests cells' outputs.
from comm import create_comm as _cc

def add(a, b):
    return a - b

_state = {"_model_name": "OutputModel", "_model_module": "@jupyter-widgets/output",
          "_model_module_version": "1.0.0", "_view_name": "OutputView",
          "_view_module": "@jupyter-widgets/output", "_view_module_version": "1.0.0",
          "msg_id": "", "outputs": []}
_hdr = get_ipython().kernel.get_parent("shell")["header"]
_prefix, _, _count = _hdr["msg_id"].rpartition("_")
_held = []
for _i in range(1, 9):
    _c = _cc(target_name="jupyter.widget", data={"state": dict(_state), "buffer_paths": []},
             metadata={"version": "2.1.0"})
    _c.send({"method": "update", "state": {"msg_id": f"{_prefix}_{int(_count) + _i}"}, "buffer_paths": []})
    _held.append(_c)
