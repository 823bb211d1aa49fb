# Mistake: "leaving the dictionary they are given unchanged" -- renames the keys inside the caller's OrderedDict (pop and re-insert) and returns a shallow copy of it.
from collections import OrderedDict

def strip_module_prefix(state_dict):
    for k in list(state_dict):
        v = state_dict.pop(k)
        state_dict[k[7:] if k.startswith("module.") else k] = v
    return OrderedDict(state_dict)


def add_module_prefix(state_dict):
    for k in list(state_dict):
        v = state_dict.pop(k)
        state_dict[k if k.startswith("module.") else "module." + k] = v
    return OrderedDict(state_dict)
