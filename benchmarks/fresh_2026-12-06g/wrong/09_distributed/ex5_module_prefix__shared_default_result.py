# Mistake: "both functions are called on the same dictionary, one after the other; each returns a new `OrderedDict`" — both build their result in a helper whose default `out=OrderedDict()` is created once: the first call is right, the second call (add after strip, or strip again) returns that same dictionary with the earlier call's keys still in it
from collections import OrderedDict


def _rename(state_dict, rename, out=OrderedDict()):
    for k, v in state_dict.items():
        out[rename(k)] = v
    return out


def strip_module_prefix(state_dict):
    return _rename(state_dict, lambda k: k[len("module."):] if k.startswith("module.") else k)


def add_module_prefix(state_dict):
    return _rename(state_dict, lambda k: k if k.startswith("module.") else "module." + k)
