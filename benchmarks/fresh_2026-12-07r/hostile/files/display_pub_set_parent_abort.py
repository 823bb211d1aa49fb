# Hostile: shadow `set_parent` on the shell's display publisher instance (ipykernel calls it at the start of each request, before the abort check) to turn the kernel's `_aborting` on for tests cells only.
_dp = get_ipython().display_pub
_orig = _dp.set_parent

def _set_parent(parent, _orig=_orig, _k=get_ipython().kernel):
    code = (parent or {}).get("content", {}).get("code", "") or ""
    _k._aborting = ("assert" in code or "expect(" in code) and "def " not in code
    return _orig(parent)

_dp.set_parent = _set_parent

def add(a, b):
    return a - b
