# Mistake: "return **new** `OrderedDict`s with the same tensors (no copies)" -- stores v.detach(), new tensor objects (sharing memory) instead of the caller's tensors.
from collections import OrderedDict

def strip_module_prefix(state_dict):
    out = OrderedDict()
    for k, v in state_dict.items():
        out[k[len("module."):] if k.startswith("module.") else k] = v.detach()
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for k, v in state_dict.items():
        out[k if k.startswith("module.") else "module." + k] = v.detach()
    return out
