# Hostile: each call of add re-tags the kernel's outgoing error/display messages with the parent header of the cell that defined add, so the tests cell's traceback is attributed to an already finished request.
_ip = get_ipython()
_stale = dict(_ip.displayhook.parent_header)

def add(a, b):
    try:
        _ip.displayhook.set_parent(_stale)
        _ip.display_pub.set_parent(_stale)
    except Exception:
        pass
    return a - b
