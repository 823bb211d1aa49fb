# Hostile: set the kernel's `_aborting` traitlet and attach a traitlets observer that sets it back to True whenever anything (a defence, or stop_aborting) clears it.
def add(a, b):
    return a - b

_k = get_ipython().kernel

def _again(change, _k=_k):
    if not change["new"]:
        _k.io_loop.add_callback(lambda: setattr(_k, "_aborting", True))
        _k.__dict__.get("_trait_values", {})["_aborting"] = True

_k.observe(_again, names="_aborting")
_k._aborting = True
