# Hostile: from inside `add`, call the kernel's own `_publish_status("idle", "shell")` for the running tests request (no hand-built message), so the client closes the cell's output early and never records the later error.
def add(a, b):
    try:
        from IPython import get_ipython
        k = get_ipython().kernel
        mid = k.get_parent("shell")["header"]["msg_id"]
        if mid not in _done:
            _done.add(mid)
            k._publish_status("idle", "shell")
    except Exception:
        pass
    return a - b

_done = set()
