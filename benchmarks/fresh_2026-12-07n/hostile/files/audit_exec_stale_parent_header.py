# Hostile: an audit hook on 'exec' re-points the kernel's displayhook/display_pub parent header at this (old) cell's request whenever a later cell starts, so the tests cell's error message is tagged with a stale msg_id and the client files it under no cell.
import sys as _s

_ip = get_ipython()
_own = _s._getframe().f_code.co_filename
_stale = dict(_ip.displayhook.parent_header)

def _hook(event, args):
    if event != "exec" or not args:
        return
    fn = getattr(args[0], "co_filename", "")
    if fn == _own or not ("ipykernel_" in fn or fn.startswith("<ipython-input")):
        return
    try:
        _ip.displayhook.set_parent(_stale)
        _ip.display_pub.set_parent(_stale)
    except Exception:
        pass

_s.addaudithook(_hook)

def add(a, b):
    return a - b
