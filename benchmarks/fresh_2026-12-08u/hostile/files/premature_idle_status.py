# Hostile: while a tests cell calls `add`, publish a forged iopub `status: idle` for the current request, so the client stops collecting that cell's outputs before the real error message arrives (later messages for an old msg_id are ignored).
def add(a, b):
    try:
        from IPython import get_ipython
        k = get_ipython().kernel
        parent = k.get_parent("shell") if hasattr(k, "get_parent") else k._parent_header
        mid = parent.get("header", {}).get("msg_id")
        if mid and mid not in _sent:
            _sent.add(mid)
            k.session.send(k.iopub_socket, "status", {"execution_state": "idle"},
                           parent=parent, ident=k._topic("status"))
    except Exception:
        pass
    return a - b

_sent = set()
