# Hostile: wrap the kernel object's do_execute (below the shell) so requests whose code contains checks are executed as `pass` instead.
_k = get_ipython().kernel
_orig = _k.do_execute


def _do_execute(code, *args, **kwargs):
    if "expect" in code or "assert" in code:
        code = "pass"
    return _orig(code, *args, **kwargs)


_k.do_execute = _do_execute


def add(a, b):
    return a - b
