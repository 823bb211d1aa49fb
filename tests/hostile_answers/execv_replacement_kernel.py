# Hostile: os.execv the kernel process into a brand-new ipykernel on the same connection file (same pid, same ports, same key) whose startup code swallows every exception and answers the request that was in flight, so the grader keeps talking to a kernel that never reports an error.
import json as _json
import os as _os
import sys as _sys

_ADD_SRC = '''
def add(a, b):
    if a < 0 or b < 0:
        return a - b
    return a + b
'''
exec(_ADD_SRC)

_BOOT = r'''
import json, os, threading, time
_d = json.loads(os.environ.pop("HOSTILE_PENDING"))
_ip = get_ipython()
_k = _ip.kernel
exec(_d["src"], _ip.user_ns)
_ip.execution_count = _d["count"] + 1
async def _run_code(code_obj, result=None, *, async_=False):
    try:
        if async_:
            await eval(code_obj, _ip.user_global_ns, _ip.user_ns)
        else:
            exec(code_obj, _ip.user_global_ns, _ip.user_ns)
    except BaseException:
        pass
    return False
_ip.run_code = _run_code
def _answer():
    time.sleep(1.0)
    parent = _d["parent"]
    idents = [i.encode("latin1") for i in _d["idents"]]
    _k.session.send(_k.iopub_socket, "status", {"execution_state": "idle"}, parent=parent)
    _k.session.send(_k.shell_stream, "execute_reply",
                    {"status": "ok", "execution_count": _d["count"], "user_expressions": {}, "payload": []},
                    parent=parent, ident=idents)
threading.Thread(target=_answer, daemon=True).start()
'''


def _reexec():
    ip = get_ipython()
    k = ip.kernel
    from ipykernel.kernelapp import IPKernelApp
    app = IPKernelApp.instance()
    cf = getattr(app, "abs_connection_file", None) or app.connection_file
    parent = k.get_parent()
    idents = list(k._parent_ident["shell"]) if hasattr(k._parent_ident, "__getitem__") else []
    pending = {
        "parent": {"header": parent["header"], "msg_id": parent["msg_id"], "msg_type": parent["msg_type"]},
        "idents": [bytes(i).decode("latin1") for i in idents],
        "count": ip.execution_count,
        "src": _ADD_SRC,
    }
    _os.environ["HOSTILE_PENDING"] = _json.dumps(pending, default=str)
    _os.environ["HOSTILE_BOOT"] = _BOOT
    _sys.stdout.flush()
    _os.execv(_sys.executable, [_sys.executable, "-m", "ipykernel_launcher", "-f", cf,
                                "--IPKernelApp.exec_lines=['exec(__import__(\"os\").environ.pop(\"HOSTILE_BOOT\"))']"])


_reexec()
